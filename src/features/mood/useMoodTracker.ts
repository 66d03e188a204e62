import { useMemo, useState } from 'react';

import type { MoodEntry } from '../../lib/record';
import { useCrisisDetector } from '../../safety/useCrisisDetector';
import { createMoodEntry, hardDaysStreak, latestNoteNeedsSupport, lowMoodStreak, weeklyMoodStats } from './model';
import type { NewMoodEntry } from './model';

export interface UseMoodTrackerOptions {
  /** The stored history, oldest first. */
  moodHistory: readonly MoodEntry[];
  /** Stores one new entry (the store's `updateMood`). */
  onLogMood: (entry: MoodEntry) => void;
  /** The clock that dates a new entry. */
  now: () => Date;
  /** A new entry's id. */
  newId: () => string;
}

/**
 * The mood tracker's state: the week's stats, whether the form is open, the save confirmation, and
 * whether the newest note asks for the crisis contacts to stay in view, and a run of low days.
 */
export function useMoodTracker({ moodHistory, onLogMood, now, newId }: UseMoodTrackerOptions) {
  const [formOpen, setFormOpen] = useState(false);
  const [saved, setSaved] = useState(false);
  const stats = useMemo(() => weeklyMoodStats(moodHistory), [moodHistory]);
  // Only a newest check-in with a note needs reading; most dashboards never load the detector here.
  const detectCrisis = useCrisisDetector(moodHistory.at(-1)?.note !== undefined);
  const support = useMemo(
    () => (detectCrisis ? latestNoteNeedsSupport(moodHistory, detectCrisis) : false),
    [moodHistory, detectCrisis],
  );

  const lowStreak = useMemo(() => lowMoodStreak(moodHistory), [moodHistory]);

  return {
    stats,
    support,
    /** Low check-ins in a row, when there are enough of them to say so; otherwise 0. */
    hardDays: lowStreak >= hardDaysStreak ? lowStreak : 0,
    formOpen,
    saved,
    toggleForm: () => {
      setFormOpen((open) => !open);
      setSaved(false);
    },
    save: (entry: NewMoodEntry) => {
      onLogMood(createMoodEntry(entry, { id: newId(), now: now() }));
      setFormOpen(false);
      setSaved(true);
    },
    cancel: () => setFormOpen(false),
  };
}
