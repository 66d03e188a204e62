import * as v from 'valibot';

/** Mood scale of spec section 9: 1 Very Low, 2 Low, 3 Neutral, 4 Good, 5 Great. */
export const moodLevels = [1, 2, 3, 4, 5] as const;
export type MoodLevel = (typeof moodLevels)[number];

/** The twelve emotions of spec section 9, as stable ids (labels come from the catalogue). */
export const emotions = [
  'happy',
  'sad',
  'anxious',
  'calm',
  'excited',
  'frustrated',
  'grateful',
  'lonely',
  'confident',
  'overwhelmed',
  'peaceful',
  'angry',
] as const;
export type Emotion = (typeof emotions)[number];

/** A mood entry as stored (spec section 3). Unknown fields are kept for forward compatibility. */
export const moodEntrySchema = v.looseObject({
  id: v.pipe(v.string(), v.minLength(1)),
  date: v.pipe(v.string(), v.isoTimestamp()),
  mood: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)),
  emotions: v.array(v.string()),
  note: v.optional(v.string()),
});

export type MoodEntry = v.InferOutput<typeof moodEntrySchema>;
