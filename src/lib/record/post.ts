import * as v from 'valibot';

/** Community post categories of spec section 9; support is the default for a new post. */
export const postCategories = ['support', 'celebration', 'question', 'resource'] as const;
export type PostCategory = (typeof postCategories)[number];

/** A community post as stored (spec section 3): the user's own posts. Unknown fields are kept. */
export const communityPostSchema = v.looseObject({
  id: v.pipe(v.string(), v.minLength(1)),
  author: v.pipe(v.string(), v.minLength(1)),
  content: v.pipe(v.string(), v.minLength(1)),
  timestamp: v.pipe(v.string(), v.isoTimestamp()),
  likes: v.pipe(v.number(), v.integer(), v.minValue(0)),
  comments: v.pipe(v.number(), v.integer(), v.minValue(0)),
  category: v.picklist(postCategories),
  anonymous: v.boolean(),
});

export type CommunityPost = v.InferOutput<typeof communityPostSchema>;

/** A liked post's id, as kept in `likedPostIds`. */
export const likedPostIdSchema = v.pipe(v.string(), v.minLength(1));
