import { SCHEMA_VERSION } from '../../lib/record';
import type { Goal, MoodEntry, User } from '../../lib/record';
import { serializeExport, summarize } from './model';
import type { ImportSummary, RecordSummary } from './model';

const moodLevels = [3, 4, 2, 4, 5, 3, 1] as const;
const emotionSets = [['calm'], ['happy', 'grateful'], ['anxious'], ['confident'], ['excited', 'happy']];

/** Daily evening check-ins from 10 March 2025, one a day; fixed dates so stories never drift. */
export function sampleMoodEntries(count: number): MoodEntry[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `mood-${index + 1}`,
    date: new Date(Date.UTC(2025, 2, 10 + index, 18, 30)).toISOString(),
    mood: moodLevels[index % moodLevels.length] ?? 3,
    emotions: emotionSets[index % emotionSets.length] ?? [],
  }));
}

type GoalSeed = Pick<Goal, 'title' | 'description' | 'category' | 'progress' | 'targetDate' | 'completed'>;

const goalSeeds: readonly GoalSeed[] = [
  {
    title: 'Walk outside three times a week',
    description: '',
    category: 'wellness',
    progress: 60,
    targetDate: '2025-04-30',
    completed: false,
  },
  {
    title: 'Call my cousin on Sundays',
    description: '',
    category: 'social',
    progress: 100,
    targetDate: '',
    completed: true,
  },
  {
    title: 'Finish the science project',
    description: 'One section each weekend.',
    category: 'academic',
    progress: 25,
    targetDate: '2025-05-15',
    completed: false,
  },
];

export function sampleGoals(count: number): Goal[] {
  return Array.from({ length: count }, (_, index): Goal => {
    const seed = goalSeeds[index % goalSeeds.length] as GoalSeed;
    return { ...seed, id: `goal-${index + 1}` };
  });
}

/** A signed-in 17-year-old with five mood entries and three goals. */
export function sampleSettingsUser(overrides: Partial<User> = {}): User {
  return {
    schemaVersion: SCHEMA_VERSION,
    id: 'user-1',
    name: 'Sofía',
    age: 17,
    preferences: {
      language: 'en-US',
      culturalBackground: 'latino-hispanic',
      communicationStyle: 'supportive',
      theme: 'system',
      country: 'US',
    },
    moodHistory: sampleMoodEntries(5),
    goals: sampleGoals(3),
    ...overrides,
  };
}

export function sampleSummary(overrides: Partial<RecordSummary> = {}): RecordSummary {
  return { ...summarize(sampleSettingsUser()), ...overrides };
}

/** What a backup from another phone might hold: another name, more history, nothing dropped. */
export function sampleImportSummary(overrides: Partial<ImportSummary> = {}): ImportSummary {
  return { name: 'Kai', moodEntries: 12, goals: 1, dropped: 0, ...overrides };
}

/** A file as the file picker hands it over. */
export function sampleFile(text: string, name = 'kindred-data-2025-03-14.json') {
  return new File([text], name, { type: 'application/json' });
}

/** A Kindred export from another device, as a file. */
export function sampleExportFile(overrides: Partial<User> = {}) {
  return sampleFile(serializeExport(sampleSettingsUser({ id: 'user-2', name: 'Kai', ...overrides })));
}
