import { describe, expect, it } from 'vitest';

import { BACKUP_KEY, readUser, USER_KEY, writeUser } from './storage';
import { MemoryStorage, sampleUser } from './testing';

const entry = { id: 'm1', date: '2026-03-01T12:00:00.000Z', mood: 4, emotions: ['calm'] };

function userOf(result: ReturnType<typeof readUser>) {
  if (result.status !== 'ok' && result.status !== 'repaired') throw new Error(`no user: ${result.status}`);
  return result.user;
}

// Issue 9: the store reads the record before every change; five years of moods must not be
// validated again while storage still holds exactly what this tab last read or wrote.
describe('readUser: the record it already knows', () => {
  it('gives back the record just written, the same object, without reading it again', () => {
    const storage = new MemoryStorage();
    const user = sampleUser({ moodHistory: [entry] });
    expect(writeUser(storage, user)).toEqual({ ok: true });
    expect(userOf(readUser(storage))).toBe(user);
  });

  it('reads a stored text once: the second read is the first one’s record', () => {
    const storage = new MemoryStorage();
    storage.setItem(USER_KEY, JSON.stringify(sampleUser()));
    const first = userOf(readUser(storage));
    expect(userOf(readUser(storage))).toBe(first);
  });

  it('parses again as soon as another tab wrote something else', () => {
    const storage = new MemoryStorage();
    const user = sampleUser();
    writeUser(storage, user);
    storage.setItem(USER_KEY, JSON.stringify(sampleUser({ moodHistory: [entry] })));
    const fresh = userOf(readUser(storage));
    expect(fresh).not.toBe(user);
    expect(fresh.moodHistory).toEqual([entry]);
  });

  it('never answers for another storage', () => {
    const storage = new MemoryStorage();
    const other = new MemoryStorage();
    const user = sampleUser();
    writeUser(storage, user);
    other.setItem(USER_KEY, storage.getItem(USER_KEY) ?? '');
    const read = userOf(readUser(other));
    expect(read).toEqual(user);
    expect(read).not.toBe(user);
  });

  it('keeps reporting a repaired record, and backing it up, on every read', () => {
    const storage = new MemoryStorage();
    const raw = JSON.stringify({ ...sampleUser(), moodHistory: [entry, { id: 'bad' }] });
    storage.setItem(USER_KEY, raw);
    expect(readUser(storage)).toMatchObject({ status: 'repaired', dropped: 1, backedUp: true });
    storage.removeItem(BACKUP_KEY);
    expect(readUser(storage)).toMatchObject({ status: 'repaired', dropped: 1, backedUp: true });
    expect(storage.getItem(BACKUP_KEY)).toBe(raw);
  });

  it('remembers nothing from a write that failed', () => {
    const storage = new MemoryStorage();
    const saved = sampleUser();
    writeUser(storage, saved);
    storage.failWrites = 'QuotaExceededError';
    expect(writeUser(storage, sampleUser({ name: 'Unsaved' }))).toEqual({ ok: false, error: 'quota' });
    expect(userOf(readUser(storage))).toBe(saved);
  });
});
