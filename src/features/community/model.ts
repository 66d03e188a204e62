import { postCategories } from '../../lib/record';
import { detectCrisis } from '../../safety/crisis';
import type { CommunityPost, PostCategory } from '../../lib/record';

export { postCategories };
export type { CommunityPost, PostCategory };

/** The filter buttons of spec section 9: all, then each category. */
export const categoryFilters = ['all', ...postCategories] as const;
export type CategoryFilter = (typeof categoryFilters)[number];

export const isPostCategory = (value: string): value is PostCategory =>
  (postCategories as readonly string[]).includes(value);

/** The author a post the user writes is stored under (spec section 4); the screen words it. */
export const ownAuthor = 'You';
export const anonymousAuthor = 'Anonymous';

// ---------------------------------------------------------------------------------------------
// Post age (spec section 9): "Nm ago" under 60 minutes, "Nh ago" under 1440, else "Nd ago".

export type PostAgeUnit = 'minute' | 'hour' | 'day';
export interface PostAge {
  unit: PostAgeUnit;
  value: number;
}

const minuteMs = 60_000;

/**
 * How old a post is, in whole minutes, hours or days (rounded down). A timestamp in the future
 * (another device's clock ahead of this one) or one that cannot be read shows as 0 minutes.
 */
export function postAge(timestamp: string, now: Date): PostAge {
  const elapsed = now.getTime() - new Date(timestamp).getTime();
  const minutes = Number.isFinite(elapsed) && elapsed > 0 ? Math.floor(elapsed / minuteMs) : 0;
  if (minutes < 60) return { unit: 'minute', value: minutes };
  if (minutes < 1440) return { unit: 'hour', value: Math.floor(minutes / 60) };
  return { unit: 'day', value: Math.floor(minutes / 1440) };
}

// ---------------------------------------------------------------------------------------------
// The feed: the user's own posts above the sample posts, each newest first.

export interface FeedItem {
  post: CommunityPost;
  /** Written by this user on this device (stored in their record). */
  own: boolean;
  /** The user has liked it. */
  liked: boolean;
}

const time = (post: CommunityPost) => {
  const value = new Date(post.timestamp).getTime();
  return Number.isNaN(value) ? 0 : value;
};

/** Newest first; equal times keep their given order. */
export const newestFirst = (posts: readonly CommunityPost[]) => [...posts].sort((a, b) => time(b) - time(a));

/**
 * The list the screen shows: the user's posts first (a new post goes to the top, spec section 4),
 * then the samples; each group newest first. A sample with the id of an own post is left out.
 */
export function buildFeed(
  ownPosts: readonly CommunityPost[],
  samples: readonly CommunityPost[],
  likedPostIds: readonly string[],
): FeedItem[] {
  const liked = new Set(likedPostIds);
  const ownIds = new Set(ownPosts.map((post) => post.id));
  const item = (own: boolean) => (post: CommunityPost) => ({ post, own, liked: liked.has(post.id) });
  return [
    ...newestFirst(ownPosts).map(item(true)),
    ...newestFirst(samples.filter((post) => !ownIds.has(post.id))).map(item(false)),
  ];
}

/** The posts of one category, or all of them. */
export function filterFeed<T extends { post: Pick<CommunityPost, 'category'> }>(
  items: readonly T[],
  filter: CategoryFilter,
): T[] {
  return filter === 'all' ? [...items] : items.filter((item) => item.post.category === filter);
}

// ---------------------------------------------------------------------------------------------
// Likes: the count a post shows includes the user's own like.

/** The likes to show: the others' likes plus the user's own. */
export const likeCount = (post: Pick<CommunityPost, 'likes'>, liked: boolean) => post.likes + (liked ? 1 : 0);

/** The liked ids after pressing Like on a post: added when not liked, removed when liked. */
export function toggleLike(likedPostIds: readonly string[], postId: string): string[] {
  return likedPostIds.includes(postId)
    ? likedPostIds.filter((id) => id !== postId)
    : [...likedPostIds, postId];
}

// ---------------------------------------------------------------------------------------------
// The share form.

/** What the "Share with the Community" form holds. */
export interface PostDraft {
  content: string;
  category: PostCategory;
  anonymous: boolean;
}

/** Spec section 4: the form resets to support, not anonymous. */
export const emptyPostDraft: PostDraft = { content: '', category: 'support', anonymous: false };

/** Spec section 5: a post needs content that is not blank after trimming. */
export const canShare = (draft: Pick<PostDraft, 'content'>) => draft.content.trim().length > 0;

/**
 * A new post from the user (spec section 4): content trimmed, author "You" or "Anonymous",
 * 0 likes and 0 comments.
 */
export function createPost(draft: PostDraft, { now, id }: { now: Date; id: string }): CommunityPost {
  return {
    id,
    author: draft.anonymous ? anonymousAuthor : ownAuthor,
    content: draft.content.trim(),
    timestamp: now.toISOString(),
    likes: 0,
    comments: 0,
    category: draft.category,
    anonymous: draft.anonymous,
  };
}

// ---------------------------------------------------------------------------------------------
// Draft safety: nothing here blocks posting; the form shows gentle notices.

export type PersonalDetail = 'phone' | 'email' | 'address';

const email = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/u;

// A run of digits with the separators phone numbers are written with: "+34 612 34 56 78",
// "(555) 123-4567", "555.123.4567", "07700 900123". Checked further in `looksLikePhone`.
const phoneCandidate = /(?<![\p{L}\p{N}])(?:\+\s?)?\(?\d[\d\s().-]{4,}\d(?![\p{L}\p{N}])/gu;
const dateLike = /^\d{1,4}[./-]\d{1,2}[./-]\d{1,4}$/;
const yearRange = /^(?:19|20)\d\d\s?-\s?(?:19|20)\d\d$/;

function looksLikePhone(candidate: string) {
  const text = candidate.trim();
  const digits = text.replace(/\D/g, '').length;
  if (digits < 7 || digits > 15) return false;
  if (text.startsWith('+') || text.includes('(')) return true;
  if (dateLike.test(text) || yearRange.test(text)) return false;
  // "15 16 17 18": short numbers in a row, not a phone number written in pairs (those have 9 or more digits).
  const groups = text.split(/[\s().-]+/).filter(Boolean);
  return digits >= 9 || groups.some((group) => group.length >= 3);
}

// Street words after a house number ("123 Main Street", "221B Baker St"); the one or two name
// words may not be little words, so "2 miles down the road" is not an address.
const streetWords = 'street|st|avenue|ave|road|rd|boulevard|blvd|lane|ln|drive|dr|terrace|parkway|pkwy|highway|hwy|crescent';
const littleWords = new Set([
  'the', 'a', 'an', 'my', 'your', 'our', 'their', 'his', 'her', 'this', 'that', 'other', 'more', 'long', 'short',
  'down', 'up', 'to', 'from', 'on', 'in', 'of', 'at', 'by', 'and', 'or', 'for', 'across', 'along', 'off',
  'min', 'mins', 'minute', 'minutes', 'hour', 'hours', 'day', 'days', 'week', 'weeks', 'month', 'months',
  'year', 'years', 'mile', 'miles', 'km', 'kms', 'block', 'blocks', 'house', 'houses', 'times', 'lap', 'laps',
]);
const houseNumberFirst = new RegExp(
  String.raw`(?<![\p{L}\p{N}])\d{1,5}[a-z]?,?\s+((?:[\p{L}'’.-]+\s+){1,2})(?:${streetWords})\b`,
  'giu',
);
// Spanish and French write the street first or the number before "rue": "Calle Mayor 5", "12 rue de la Paix".
const streetFirst = /(?<![\p{L}])(?:calle|c\/|avenida|avda\.?|paseo|plaza|carrera)\s+[\p{L}'’.\s-]{2,40}?,?\s\d{1,5}(?![\p{N}])/iu;
const rueAddress = /(?<![\p{L}\p{N}])\d{1,5}(?:\s?(?:bis|ter))?,?\s+(?:rue|avenue|boulevard|chemin|allée|impasse)\s+\p{L}/iu;

function hasAddress(text: string) {
  for (const match of text.matchAll(houseNumberFirst)) {
    const names = (match[1] ?? '').trim().toLowerCase().split(/\s+/);
    if (names.every((word) => !littleWords.has(word))) return true;
  }
  return streetFirst.test(text) || rueAddress.test(text);
}

/**
 * Personal details in a draft: a phone number (common national and international formats), an
 * email address or a street address. Plain numbers ("I'm 15", "2 weeks", "in 2024") are not.
 */
export function personalDetails(text: string): PersonalDetail[] {
  const found: PersonalDetail[] = [];
  if ([...text.matchAll(phoneCandidate)].some((match) => looksLikePhone(match[0]))) found.push('phone');
  if (email.test(text)) found.push('email');
  if (hasAddress(text)) found.push('address');
  return found;
}

export interface DraftNotices {
  /** The draft reads as suicide or self-harm risk: the crisis contacts are offered before posting. */
  crisis: boolean;
  /** Personal details to remind the user about; empty when there are none. */
  personalDetails: PersonalDetail[];
}

/** What the share form says about a draft as it is typed. Neither notice blocks posting. */
export function draftNotices(text: string): DraftNotices {
  return { crisis: detectCrisis(text), personalDetails: personalDetails(text) };
}
