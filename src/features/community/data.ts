import type { MessageId } from '../../i18n';
import { mulberry32, randomInt } from '../../lib/random';
import { anonymousAuthor, createPost } from './model';
import type { CommunityPost, PostCategory, PostDraft } from './model';

/** The catalogue key of a sample post's text: `community.sample.1` … `community.sample.12`. */
export type SampleTextId = Extract<MessageId, `community.sample.${number}`>;

/** A sample post before its text is looked up in the UI language. */
export type SamplePost = Pick<CommunityPost, 'id' | 'author' | 'timestamp' | 'likes' | 'comments' | 'category' | 'anonymous'> & {
  contentKey: SampleTextId;
};

/** Turns a sample text key into words: `useT()` in the app, the en-US catalogue in stories. */
export type SampleText = (id: SampleTextId) => string;

/** The seed of the community's sample posts: the same likes, comments and ages on every device. */
export const sampleSeed = 42;

/** The stories' clock: the afternoon of Friday 14 March 2025, local time, so ages never drift. */
export const sampleNow = () => new Date(2025, 2, 14, 15, 30);

const day = 86_400_000;

// The texts live in the catalogue; each one's category fits its words. Every fourth is anonymous
// (spec section 9), and the four categories are each used three times.
const samples: ReadonlyArray<{ contentKey: SampleTextId; category: PostCategory; author: string }> = [
  { contentKey: 'community.sample.1', category: 'support', author: 'Maya' },
  { contentKey: 'community.sample.2', category: 'celebration', author: 'Jamal' },
  { contentKey: 'community.sample.3', category: 'question', author: 'Priya' },
  { contentKey: 'community.sample.4', category: 'resource', author: anonymousAuthor },
  { contentKey: 'community.sample.5', category: 'support', author: 'Diego' },
  { contentKey: 'community.sample.6', category: 'celebration', author: 'Aroha' },
  { contentKey: 'community.sample.7', category: 'question', author: 'Sam' },
  { contentKey: 'community.sample.8', category: 'support', author: anonymousAuthor },
  { contentKey: 'community.sample.9', category: 'resource', author: 'Fatima' },
  { contentKey: 'community.sample.10', category: 'celebration', author: 'Kai' },
  { contentKey: 'community.sample.11', category: 'question', author: 'Lucía' },
  { contentKey: 'community.sample.12', category: 'resource', author: anonymousAuthor },
];

/** How many sample posts the community shows (spec section 9). */
export const samplePostCount = samples.length;

/**
 * The 12 sample posts of spec section 9, from a PRNG seeded with `seed`: each dated within the
 * 7 days before `now` (to the minute), with 5-54 likes and 1-20 comments. Ids are stable, so a
 * like on a sample post is still there after a reload.
 */
export function generateSamplePosts(now: Date, seed: number = sampleSeed): SamplePost[] {
  const random = mulberry32(seed);
  return samples.map((sample, index) => {
    // Three draws for every post, so one post never shifts the next.
    const age = Math.floor(random() * 7 * day);
    const likes = randomInt(random, 5, 54);
    const comments = randomInt(random, 1, 20);
    return {
      id: `sample-post-${index + 1}`,
      author: sample.author,
      contentKey: sample.contentKey,
      timestamp: new Date(now.getTime() - age).toISOString(),
      likes,
      comments,
      category: sample.category,
      anonymous: sample.author === anonymousAuthor,
    };
  });
}

/** A sample post with its text in the UI language. */
export function resolveSamplePost({ contentKey, ...post }: SamplePost, text: SampleText): CommunityPost {
  return { ...post, content: text(contentKey) };
}

/** One sample post for stories: the first (Maya's support post) at `sampleNow`, with overrides. */
export function samplePost(text: SampleText, overrides: Partial<CommunityPost> = {}): CommunityPost {
  const [first] = generateSamplePosts(sampleNow());
  if (!first) throw new Error('no sample posts');
  return { ...resolveSamplePost(first, text), ...overrides };
}

// What a user might have written before: their own words, stored in their record (not translated).
const ownDrafts: readonly PostDraft[] = [
  { content: 'Three weeks without skipping breakfast. Tiny thing, but my mornings feel calmer.', category: 'celebration', anonymous: false },
  { content: 'Does anyone have tips for falling asleep when your mind keeps racing?', category: 'question', anonymous: true },
  { content: 'Thank you to whoever posted about the counselor drop-in hours. I went today.', category: 'support', anonymous: false },
];

/**
 * Posts the user wrote earlier, as the store keeps them: `count` of them, an hour apart, the
 * newest `minutesAgo` minutes before `now`.
 */
export function sampleOwnPosts(count = 2, { now = sampleNow(), minutesAgo = 5 } = {}): CommunityPost[] {
  return Array.from({ length: count }, (_, index) => {
    const draft = ownDrafts[index % ownDrafts.length] ?? ownDrafts[0];
    if (!draft) throw new Error('no own drafts');
    const at = new Date(now.getTime() - (minutesAgo + index * 60) * 60_000);
    return createPost(draft, { now: at, id: `own-post-${index + 1}` });
  });
}

/** One post the user wrote, five minutes before `sampleNow`, with overrides. */
export function sampleOwnPost(overrides: Partial<CommunityPost> = {}): CommunityPost {
  const [first] = sampleOwnPosts(1);
  if (!first) throw new Error('no own posts');
  return { ...first, ...overrides };
}
