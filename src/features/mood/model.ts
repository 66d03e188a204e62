import { emotions, moodLevels } from '../../lib/record';
import type { Emotion, MoodEntry, MoodLevel } from '../../lib/record';

/** Weekly stats use the last 7 entries (spec section 9). */
export const weeklyEntryCount = 7;

export interface WeeklyMoodStats {
  /** The rounded average level of the last 7 entries; null when there are none. */
  average: MoodLevel | null;
  /** How many entries the week holds: 0 to 7. */
  count: number;
  /** The last 7 entries, newest first. */
  recent: MoodEntry[];
}

export const isMoodLevel = (value: unknown): value is MoodLevel =>
  (moodLevels as readonly unknown[]).includes(value);

export const isEmotion = (value: unknown): value is Emotion => (emotions as readonly unknown[]).includes(value);

/** A whole level from 1 to 5; half-way rounds up, like the spec's Math.round. */
function toLevel(value: number): MoodLevel {
  const level = Math.min(5, Math.max(1, Math.round(value)));
  return isMoodLevel(level) ? level : 3;
}

/**
 * Average, count and strip of the week (spec section 9): the last 7 entries of the history, which
 * grows in the order moods are logged. Only those 7 are read, so five years of history costs nothing.
 */
export function weeklyMoodStats(entries: readonly MoodEntry[]): WeeklyMoodStats {
  const recent = entries.slice(-weeklyEntryCount).reverse();
  if (recent.length === 0) return { average: null, count: 0, recent };
  const sum = recent.reduce((total, entry) => total + entry.mood, 0);
  return { average: toLevel(sum / recent.length), count: recent.length, recent };
}

/** What the mood form holds: no level until one is chosen. */
export interface MoodDraft {
  mood: MoodLevel | null;
  emotions: Emotion[];
  note: string;
}

export const emptyMoodDraft: MoodDraft = { mood: null, emotions: [], note: '' };

/** A mood save requires a level; emotions and the note are optional (spec section 5). */
export const canSaveMood = (draft: MoodDraft): draft is MoodDraft & { mood: MoodLevel } => draft.mood !== null;

export interface NewMoodEntry {
  mood: MoodLevel;
  emotions: readonly string[];
  note?: string;
}

/** The stored entry (spec section 3): the note is trimmed, and left out when nothing remains. */
export function createMoodEntry(
  { mood, emotions: chosen, note }: NewMoodEntry,
  { id, now }: { id: string; now: Date },
): MoodEntry {
  const trimmed = note?.trim() ?? '';
  return {
    id,
    date: now.toISOString(),
    mood,
    emotions: [...chosen],
    ...(trimmed ? { note: trimmed } : {}),
  };
}

/**
 * The newest check-in's note reads as suicide or self-harm risk: the tracker keeps the crisis
 * contacts in view until the next check-in. Only the newest note is read, whatever the history.
 * `detectCrisis` is passed in: the dashboard loads it after its first paint.
 */
export function latestNoteNeedsSupport(entries: readonly MoodEntry[], detectCrisis: (text: string) => boolean): boolean {
  const note = entries.at(-1)?.note;
  return note !== undefined && detectCrisis(note);
}

/** Three low check-ins in a row (Very Low or Low) make "a hard few days". */
export const hardDaysStreak = 3;

/**
 * How many of the newest check-ins in a row were Very Low or Low: from `hardDaysStreak` on, the
 * tracker says it has been a hard few days and offers to talk it through. Stops at the first
 * better day, so five years of history cost nothing.
 */
export function lowMoodStreak(entries: readonly MoodEntry[]): number {
  let streak = 0;
  for (let index = entries.length - 1; index >= 0 && (entries[index]?.mood ?? 3) <= 2; index -= 1) streak += 1;
  return streak;
}
