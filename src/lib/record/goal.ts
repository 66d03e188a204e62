import * as v from 'valibot';

/** Goal categories of spec section 9; wellness is the default. */
export const goalCategories = ['wellness', 'social', 'academic', 'personal'] as const;
export type GoalCategory = (typeof goalCategories)[number];

/** A goal as stored (spec section 3). Unknown fields are kept for forward compatibility. */
export const goalSchema = v.looseObject({
  id: v.pipe(v.string(), v.minLength(1)),
  title: v.pipe(v.string(), v.minLength(1)),
  description: v.optional(v.string(), ''),
  category: v.picklist(goalCategories),
  progress: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100)),
  targetDate: v.optional(v.string(), ''),
  completed: v.boolean(),
});

export type Goal = v.InferOutput<typeof goalSchema>;
