// How a mood level looks everywhere in this area: its face and its colour token. The words come
// from the catalogue (`mood.level.N`), so colour is never the only cue.
import { Annoyed, Frown, Laugh, Meh, Smile } from '../../../components/Icon';
import type { IconComponent } from '../../../components/Icon';
import type { ChipTone } from '../../../components/ToggleGroup';
import type { MoodLevel } from '../../../lib/record';

export const moodIcons: Record<MoodLevel, IconComponent> = {
  1: Frown,
  2: Annoyed,
  3: Meh,
  4: Smile,
  5: Laugh,
};

export const moodTones: Record<MoodLevel, ChipTone & `mood${MoodLevel}`> = {
  1: 'mood1',
  2: 'mood2',
  3: 'mood3',
  4: 'mood4',
  5: 'mood5',
};

/** The fill for a level: `$mood1` … `$mood5`, with `$onMood` for what sits on it. */
export const moodFills = {
  mood1: { backgroundColor: '$mood1', color: '$onMood' },
  mood2: { backgroundColor: '$mood2', color: '$onMood' },
  mood3: { backgroundColor: '$mood3', color: '$onMood' },
  mood4: { backgroundColor: '$mood4', color: '$onMood' },
  mood5: { backgroundColor: '$mood5', color: '$onMood' },
} as const;
