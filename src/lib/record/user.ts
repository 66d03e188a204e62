import * as v from 'valibot';

import { defaultLocale, locales } from '../../i18n/locales';
import { communicationStyles, countries, defaultCountryFor, maxAge, minAge, themePreferences } from '../profile';
import { goalSchema } from './goal';
import type { Goal } from './goal';
import { moodEntrySchema } from './mood';
import type { MoodEntry } from './mood';
import { communityPostSchema, likedPostIdSchema } from './post';
import type { CommunityPost } from './post';
import type { Country } from '../profile';

/** Bumped when the stored shape changes in a way that needs a migration. */
export const SCHEMA_VERSION = 1;

// Preferences repair themselves: an unknown language or style falls back to the default
// rather than costing the user their whole record.
const preferencesSchema = v.looseObject({
  language: v.fallback(v.picklist(locales), defaultLocale),
  culturalBackground: v.fallback(v.string(), ''),
  communicationStyle: v.fallback(v.picklist(communicationStyles), 'supportive'),
  theme: v.fallback(v.optional(v.picklist(themePreferences), 'system'), 'system'),
  // Where the crisis contacts are for (issue 10). Records from before it have none: parseUser
  // fills in the language's region, the same default onboarding offers.
  country: v.fallback(v.optional(v.picklist(countries)), undefined),
});

/** The part of the record without which there is no user: identity, name and age. */
const storedUserSchema = v.looseObject({
  schemaVersion: v.fallback(v.number(), SCHEMA_VERSION),
  id: v.pipe(v.string(), v.minLength(1)),
  name: v.pipe(v.string(), v.trim(), v.minLength(1)),
  age: v.pipe(v.number(), v.integer(), v.minValue(minAge), v.maxValue(maxAge)),
  preferences: v.fallback(preferencesSchema, () => v.parse(preferencesSchema, {})),
  moodHistory: v.fallback(v.array(v.unknown()), []),
  goals: v.fallback(v.array(v.unknown()), []),
  // Added with the community (issue 7). Older records have neither and stay as they were, so a
  // record reads back unchanged; a value that is not a list reads as an empty one.
  posts: v.optional(v.fallback(v.array(v.unknown()), [])),
  likedPostIds: v.optional(v.fallback(v.array(v.unknown()), [])),
});

/** The stored preferences; `country` is always set once parseUser has read the record. */
export type Preferences = v.InferOutput<typeof preferencesSchema> & { country: Country };

/** The user record (spec section 3) plus a schema version; unknown fields survive a round trip. */
export interface User {
  schemaVersion: number;
  id: string;
  name: string;
  age: number;
  preferences: Preferences;
  moodHistory: MoodEntry[];
  goals: Goal[];
  /** The community posts the user wrote, kept so they survive a reload. Absent reads as []. */
  posts?: CommunityPost[];
  /** Ids of the community posts the user liked. Absent reads as []. */
  likedPostIds?: string[];
  [field: string]: unknown;
}

export type ParsedUser =
  | { ok: true; user: User; droppedEntries: number }
  | { ok: false };

/** The completion rule of spec section 4 holds in the stored record: completed ⇔ progress ≥ 100. */
export const withCompletion = (goal: Goal): Goal => ({ ...goal, completed: goal.progress >= 100 });

function keepValid<T>(items: unknown[], schema: v.GenericSchema<unknown, T>) {
  const kept: T[] = [];
  for (const item of items) {
    const result = v.safeParse(schema, item);
    if (result.success) kept.push(result.output);
  }
  return { kept, dropped: items.length - kept.length };
}

/**
 * Validates a stored value. Identity, name or age broken: not a user (`ok: false`). Otherwise the
 * valid parts are kept: bad mood entries, goals, posts and liked ids are dropped one by one, bad
 * preferences reset.
 */
export function parseUser(value: unknown): ParsedUser {
  const result = v.safeParse(storedUserSchema, value);
  if (!result.success) return { ok: false };
  const moods = keepValid(result.output.moodHistory, moodEntrySchema);
  const goals = keepValid(result.output.goals, goalSchema);
  const posts = keepValid(result.output.posts ?? [], communityPostSchema);
  const liked = keepValid(result.output.likedPostIds ?? [], likedPostIdSchema);
  const { posts: storedPosts, likedPostIds: storedLikes, ...rest } = result.output;
  const preferences = { ...rest.preferences, country: rest.preferences.country ?? defaultCountryFor(rest.preferences.language) };
  const user: User = {
    ...rest,
    preferences,
    moodHistory: moods.kept,
    goals: goals.kept.map(withCompletion),
    ...(storedPosts ? { posts: posts.kept } : {}),
    // A like is on or off: a repeated id is the same like.
    ...(storedLikes ? { likedPostIds: [...new Set(liked.kept)] } : {}),
  };
  return { ok: true, user, droppedEntries: moods.dropped + goals.dropped + posts.dropped + liked.dropped };
}
