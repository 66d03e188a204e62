import { defaultLocale, isLocale } from '../../i18n/locales';
import type { Locale } from '../../i18n/locales';
import type { User } from '../../lib/record/user';
import { parseUser } from '../../lib/record/user';

/** The product-specific key of the user record (spec section 1). */
export const USER_KEY = 'kindred.user';
/** Where an unreadable or repaired record is kept, so nothing is silently lost. */
export const BACKUP_KEY = 'kindred.user.backup';

export type ReadResult =
  | { status: 'empty' }
  | { status: 'ok'; user: User }
  /** Some mood entries or goals were invalid and dropped; the original is under BACKUP_KEY. */
  | { status: 'repaired'; user: User; dropped: number; backedUp: boolean }
  /** Not a user record at all (broken JSON, another app's data); kept under BACKUP_KEY. */
  | { status: 'unreadable'; backedUp: boolean };

export type WriteError = 'quota' | 'unavailable';
export type WriteResult = { ok: true } | { ok: false; error: WriteError };

/** localStorage can throw on access itself (disabled storage, some private modes). */
export function getStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Whether anything is stored under the user key (a cheap check before the first render). */
export function hasStoredUser(): boolean {
  try {
    return getStorage()?.getItem(USER_KEY) != null;
  } catch {
    return false;
  }
}

/** The stored user's language, if any is readable: its catalogue can start loading at once. */
export function storedLanguage(): Locale {
  try {
    const raw = getStorage()?.getItem(USER_KEY);
    const language: unknown = raw ? (JSON.parse(raw) as { preferences?: { language?: unknown } }).preferences?.language : undefined;
    return isLocale(language) ? language : defaultLocale;
  } catch {
    return defaultLocale;
  }
}

function backup(storage: Storage, raw: string): boolean {
  try {
    storage.setItem(BACKUP_KEY, raw);
    return true;
  } catch {
    return false;
  }
}

/**
 * The record each storage last gave or took, with its exact text. The store reads the record again
 * before every change (another tab may have written it); while the text is the one we know, that
 * read costs a string comparison instead of validating five years of moods again (issue 9).
 * Records are never mutated in place, so handing out the same object is safe.
 */
const known = new WeakMap<Storage, { raw: string; user: User }>();

/** Parses a raw stored string. Pure apart from writing the backup of a bad value. */
export function readUser(storage: Storage | null): ReadResult {
  if (!storage) return { status: 'empty' };
  let raw: string | null;
  try {
    raw = storage.getItem(USER_KEY);
  } catch {
    return { status: 'empty' };
  }
  if (raw === null) return { status: 'empty' };
  const last = known.get(storage);
  if (last?.raw === raw) return { status: 'ok', user: last.user };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { status: 'unreadable', backedUp: backup(storage, raw) };
  }
  const parsed = parseUser(value);
  if (!parsed.ok) return { status: 'unreadable', backedUp: backup(storage, raw) };
  if (parsed.droppedEntries > 0) {
    return { status: 'repaired', user: parsed.user, dropped: parsed.droppedEntries, backedUp: backup(storage, raw) };
  }
  known.set(storage, { raw, user: parsed.user });
  return { status: 'ok', user: parsed.user };
}

function isQuotaError(error: unknown) {
  return (
    error instanceof DOMException &&
    (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED' || error.code === 22)
  );
}

export function writeUser(storage: Storage | null, user: User): WriteResult {
  if (!storage) return { ok: false, error: 'unavailable' };
  try {
    const raw = JSON.stringify(user);
    storage.setItem(USER_KEY, raw);
    known.set(storage, { raw, user });
    return { ok: true };
  } catch (error) {
    return { ok: false, error: isQuotaError(error) ? 'quota' : 'unavailable' };
  }
}

export function removeUser(storage: Storage | null): WriteResult {
  if (!storage) return { ok: false, error: 'unavailable' };
  try {
    storage.removeItem(USER_KEY);
    return { ok: true };
  } catch {
    return { ok: false, error: 'unavailable' };
  }
}
