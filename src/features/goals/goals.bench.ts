import { bench, describe } from 'vitest';

import { SCHEMA_VERSION } from '../../lib/record';
import type { User } from '../../lib/record';
import { sampleGoals } from './data';
import { goalSummary, progressStep, splitGoals, stepProgress, updateGoalProgress } from './model';

// Issue 8: with 500 goals stored, one +10% click must still feel instant. This is the click's
// whole synchronous work outside React: the step, the new goals array, the tiles, the two lists,
// and serialising the record for localStorage.
const goals = sampleGoals(500);
const record: User = {
  schemaVersion: SCHEMA_VERSION,
  id: 'user-1',
  name: 'Sofía',
  age: 17,
  preferences: { language: 'en-US', culturalBackground: '', communicationStyle: 'supportive', theme: 'system', country: 'US' },
  moodHistory: [],
  goals,
};
const target = goals.find((goal) => !goal.completed && goal.progress < 90) ?? goals[0];
if (!target) throw new Error('the sample has no goal to step');

describe('goals: one +10% click with 500 goals', () => {
  bench('step + update + summary + split + JSON.stringify', () => {
    const next = stepProgress(target.progress, progressStep);
    const updated = updateGoalProgress(record.goals, target.id, next);
    goalSummary(updated);
    splitGoals(updated);
    JSON.stringify({ ...record, goals: updated });
  });
});
