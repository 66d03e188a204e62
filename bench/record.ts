// The scale benchmark's user (issue 9): five years of daily moods and 500 goals, from the
// features' own seeded generators; scripts/bench-scale.mjs checks it against the schema first.
import { sampleGoals } from '../src/features/goals/data';
import { sampleMoodHistory } from '../src/features/mood/data';
import { parseUser, SCHEMA_VERSION } from '../src/lib/record';
import type { User } from '../src/lib/record';

const moodCount = 1825;
const goalCount = 500;

const userWith = (moods: number, goals: number): User => ({
  schemaVersion: SCHEMA_VERSION,
  id: '1700000000000',
  name: 'Ade',
  age: 19,
  preferences: { language: 'en-US', culturalBackground: 'african-american', communicationStyle: 'supportive', theme: 'light', country: 'US' },
  moodHistory: sampleMoodHistory(moods),
  goals: sampleGoals(goals),
});

declare global {
  interface Window {
    /** Five years of daily moods and 500 goals, as the app stores it under `kindred.user`. */
    benchRecord?: string;
    /** The same user with one week of moods and twelve goals: each figure without the scale. */
    benchWeekRecord?: string;
    /**
     * Reads a record as the store does once at start-up (JSON.parse + parseUser): how long it took,
     * and how many entries the schema dropped (0, or the benchmark's data is wrong).
     */
    benchReadRecord?: (which: 'scale' | 'week') => { ms: number; dropped: number };
  }
}

const records = {
  scale: JSON.stringify(userWith(moodCount, goalCount)),
  week: JSON.stringify(userWith(7, 12)),
};
window.benchRecord = records.scale;
window.benchWeekRecord = records.week;
// Nothing has been parsed on this page before the first call: it is as cold as the app's own read.
window.benchReadRecord = (which) => {
  const start = performance.now();
  const parsed = parseUser(JSON.parse(records[which]));
  const ms = performance.now() - start;
  return { ms, dropped: parsed.ok ? parsed.droppedEntries : Number.POSITIVE_INFINITY };
};
