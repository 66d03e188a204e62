import { maxAge, minAge } from '../../lib/profile';
import { parseUser, SCHEMA_VERSION } from '../../lib/record';
import type { Preferences, User } from '../../lib/record';

/** The fields the profile form edits: the user's name and age and three preferences. */
export type ProfileDraft = Pick<User, 'name' | 'age'> &
  Pick<Preferences, 'language' | 'culturalBackground' | 'communicationStyle' | 'country'>;

/** Only the fields that differ from the stored profile; the shape the user store accepts. */
export type ProfileChanges = Partial<ProfileDraft>;

export interface ProfileErrors {
  name?: 'blank';
  age?: 'out-of-range';
}

/** The profile form's starting values, read from the stored record. */
export function profileOf(user: User): ProfileDraft {
  const { language, culturalBackground, communicationStyle, country } = user.preferences;
  return { name: user.name, age: user.age, language, culturalBackground, communicationStyle, country };
}

/** A name must have something besides spaces (spec section 5); ages stay within 13 to 24. */
export function validateProfileDraft(draft: ProfileDraft): ProfileErrors {
  const errors: ProfileErrors = {};
  if (draft.name.trim() === '') errors.name = 'blank';
  if (!Number.isInteger(draft.age) || draft.age < minAge || draft.age > maxAge) errors.age = 'out-of-range';
  return errors;
}

export const hasErrors = (errors: ProfileErrors) => Object.keys(errors).length > 0;

/** The valid fields of the draft that differ from the current profile; the name is trimmed. */
export function profileChanges(current: ProfileDraft, draft: ProfileDraft): ProfileChanges {
  const errors = validateProfileDraft(draft);
  const changes: ProfileChanges = {};
  const name = draft.name.trim();
  if (!errors.name && name !== current.name) changes.name = name;
  if (!errors.age && draft.age !== current.age) changes.age = draft.age;
  if (draft.language !== current.language) changes.language = draft.language;
  if (draft.culturalBackground !== current.culturalBackground) {
    changes.culturalBackground = draft.culturalBackground;
  }
  if (draft.communicationStyle !== current.communicationStyle) {
    changes.communicationStyle = draft.communicationStyle;
  }
  if (draft.country !== current.country) changes.country = draft.country;
  return changes;
}

/** What a record holds, as the import and delete dialogs describe it. */
export interface RecordSummary {
  name: string;
  moodEntries: number;
  goals: number;
}

/** An imported record's summary, plus the mood entries and goals that could not be read. */
export interface ImportSummary extends RecordSummary {
  dropped: number;
}

export function summarize(user: User): RecordSummary {
  return { name: user.name, moodEntries: user.moodHistory.length, goals: user.goals.length };
}

/** `kindred-data-2025-03-14.json`, by the local calendar date, so it matches the user's day. */
export function exportFileName(date: Date): string {
  if (Number.isNaN(date.getTime())) return 'kindred-data.json';
  const year = String(date.getFullYear()).padStart(4, '0');
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `kindred-data-${year}-${month}-${day}.json`;
}

/** The exported file is the stored record itself, indented so a person can read it. */
export function serializeExport(user: User): string {
  return `${JSON.stringify(user, null, 2)}\n`;
}

/** A record is a few hundred kilobytes after years of daily use; anything bigger is not ours. */
export const maxImportBytes = 5 * 1024 * 1024;

export type ImportRefusal = 'empty' | 'not-json' | 'not-kindred' | 'too-large' | 'newer-version';

export type ImportResult =
  | { ok: true; user: User; summary: ImportSummary }
  | { ok: false; reason: ImportRefusal };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What every Kindred export has and another app's JSON is unlikely to: a schema version and
 * the two lists. parseUser alone would accept any object with an id, a name and an age.
 */
function looksLikeKindred(value: unknown): value is Record<string, unknown> & { schemaVersion: number } {
  return (
    isObject(value) &&
    Number.isInteger(value.schemaVersion) &&
    (value.schemaVersion as number) >= 1 &&
    Array.isArray(value.moodHistory) &&
    Array.isArray(value.goals)
  );
}

/** Reads an import file's text. A refusal changes nothing; a record with bad entries still imports. */
export function parseImport(text: string): ImportResult {
  // UTF-16 length never exceeds the UTF-8 byte count, so this never refuses a file under 5 MB.
  if (text.length > maxImportBytes) return { ok: false, reason: 'too-large' };
  // Editors on Windows may save a byte-order mark, which JSON.parse refuses.
  const body = text.replace(/^\uFEFF/, '').trim();
  if (body === '') return { ok: false, reason: 'empty' };
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return { ok: false, reason: 'not-json' };
  }
  if (!looksLikeKindred(value)) return { ok: false, reason: 'not-kindred' };
  // This version cannot know what a newer one changed; importing could lose data silently.
  if (value.schemaVersion > SCHEMA_VERSION) return { ok: false, reason: 'newer-version' };
  const parsed = parseUser(value);
  if (!parsed.ok) return { ok: false, reason: 'not-kindred' };
  return {
    ok: true,
    user: parsed.user,
    summary: { ...summarize(parsed.user), dropped: parsed.droppedEntries },
  };
}
