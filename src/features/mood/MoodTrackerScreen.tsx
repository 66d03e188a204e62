import type { MoodEntry } from '../../lib/record';
import { MoodTrackerPanel } from './components/MoodTrackerPanel';
import { useMoodTracker } from './useMoodTracker';

export interface MoodTrackerScreenProps {
  /** The signed-in user's mood history, oldest first, as stored. */
  moodHistory: readonly MoodEntry[];
  /** Stores a new entry: the store's `updateMood` (spec section 7). */
  onLogMood: (entry: MoodEntry) => void;
  /** A new entry's id: the store's timestamp-based `newId`. */
  newId: () => string;
  /** The clock that dates a new entry; injected so stories and tests get a fixed date. */
  now?: () => Date;
  /** Opens the companion, offered after a run of low days; without it, the offer has no button. */
  onOpenCompanion?: () => void;
}

/** The dashboard's mood tracker: the week's average, count and strip, and the Log Mood form. */
export function MoodTrackerScreen({
  moodHistory,
  onLogMood,
  newId,
  now = () => new Date(),
  onOpenCompanion,
}: MoodTrackerScreenProps) {
  const mood = useMoodTracker({ moodHistory, onLogMood, now, newId });
  return (
    <MoodTrackerPanel
      stats={mood.stats}
      formOpen={mood.formOpen}
      saved={mood.saved}
      support={mood.support}
      hardDays={mood.hardDays}
      onTalk={onOpenCompanion}
      onToggleForm={mood.toggleForm}
      onSave={mood.save}
      onCancel={mood.cancel}
    />
  );
}
