import { emotions, moodLevels } from '../../lib/record';
import type { Emotion, MoodEntry, MoodLevel } from '../../lib/record';
import { mulberry32, randomInt } from '../../lib/random';
import { createMoodEntry } from './model';

/** Noon UTC on Friday 14 March 2025: the same calendar day in every time zone the tests run in. */
export const sampleNow = new Date(Date.UTC(2025, 2, 14, 12, 0));

const dayMs = 24 * 60 * 60 * 1000;

// Emotions that fit each level, so a sample "Great" day is not also "Lonely".
const emotionsByLevel: Record<MoodLevel, readonly Emotion[]> = {
  1: ['sad', 'lonely', 'overwhelmed', 'anxious', 'angry'],
  2: ['anxious', 'frustrated', 'sad', 'overwhelmed', 'lonely'],
  3: ['calm', 'anxious', 'peaceful', 'frustrated', 'grateful'],
  4: ['calm', 'happy', 'grateful', 'confident', 'peaceful'],
  5: ['happy', 'excited', 'grateful', 'confident', 'peaceful'],
};

const notes = ['Long day at school.', 'Talked to my sister.', 'Went for a walk after dinner.', 'Slept badly.'];

/** One logged mood: a Good evening with two emotions, at the sample clock. */
export function sampleMoodEntry(overrides: Partial<MoodEntry> = {}): MoodEntry {
  return {
    ...createMoodEntry({ mood: 4, emotions: ['calm', 'grateful'] }, { id: 'mood-sample', now: sampleNow }),
    ...overrides,
  };
}

export interface SampleHistoryOptions {
  /** The newest entry's time; older entries are one day apart before it. */
  now?: Date;
  /** Another seed gives another, equally reproducible, history. */
  seed?: number;
}

/**
 * `count` daily entries ending at `now`, oldest first as the store keeps them. Seeded: the same
 * arguments give the same history on every run. Moods drift a step at a time, like real weeks.
 */
export function sampleMoodHistory(count: number, { now = sampleNow, seed = 7 }: SampleHistoryOptions = {}): MoodEntry[] {
  const random = mulberry32(seed);
  let level: number = randomInt(random, 2, 4);
  return Array.from({ length: count }, (_, index) => {
    level = Math.min(5, Math.max(1, level + randomInt(random, -1, 1)));
    const mood = moodLevels[level - 1] ?? 3;
    const fitting = emotionsByLevel[mood];
    const picked = new Set(Array.from({ length: randomInt(random, 0, 3) }, () => fitting[randomInt(random, 0, fitting.length - 1)]));
    const note = random() < 0.25 ? notes[randomInt(random, 0, notes.length - 1)] : undefined;
    return createMoodEntry(
      // In the catalogue's order, as the form reports them.
      { mood, emotions: emotions.filter((emotion) => picked.has(emotion)), note },
      { id: `mood-${seed}-${index + 1}`, now: new Date(now.getTime() - (count - 1 - index) * dayMs) },
    );
  });
}

/** Entries with these levels on consecutive days, newest first (as the strip shows them), ending at `now`. */
export function sampleRecentMoods(levels: readonly MoodLevel[], { now = sampleNow }: { now?: Date } = {}): MoodEntry[] {
  return sampleMoodHistory(levels.length, { now })
    .reverse()
    .map((entry, index) => {
      const mood = levels[index] ?? 3;
      // The first two emotions that fit the level, in the catalogue's order.
      const fitting = emotionsByLevel[mood].slice(0, 2);
      return { ...entry, mood, emotions: emotions.filter((emotion) => fitting.includes(emotion)) };
    });
}
