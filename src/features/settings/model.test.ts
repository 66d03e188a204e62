import { describe, expect, it } from 'vitest';

import { SCHEMA_VERSION } from '../../lib/record';
import { sampleSettingsUser } from './data';
import {
  exportFileName,
  hasErrors,
  maxImportBytes,
  parseImport,
  profileChanges,
  profileOf,
  serializeExport,
  summarize,
  validateProfileDraft,
} from './model';
import type { ProfileDraft } from './model';

const user = sampleSettingsUser();
const current = profileOf(user);
const draft = (patch: Partial<ProfileDraft>): ProfileDraft => ({ ...current, ...patch });

describe('exportFileName', () => {
  it('names the file by the local calendar date, zero-padded', () => {
    expect(exportFileName(new Date(2025, 2, 4, 10, 0))).toBe('kindred-data-2025-03-04.json');
    expect(exportFileName(new Date(2024, 11, 31, 12, 0))).toBe('kindred-data-2024-12-31.json');
  });
  it('uses the local day, not the UTC one, just before and after midnight', () => {
    expect(exportFileName(new Date(2025, 0, 1, 0, 0, 1))).toBe('kindred-data-2025-01-01.json');
    expect(exportFileName(new Date(2024, 11, 31, 23, 59, 59))).toBe('kindred-data-2024-12-31.json');
  });
  it('falls back to an undated name for an invalid date', () => {
    expect(exportFileName(new Date(Number.NaN))).toBe('kindred-data.json');
  });
});

describe('serializeExport', () => {
  it('writes the whole record as indented JSON', () => {
    const text = serializeExport(user);
    expect(JSON.parse(text)).toEqual(user);
    expect(text).toContain('\n  "name": "Sofía"');
    expect(text.endsWith('}\n')).toBe(true);
  });
  it('round-trips through parseImport unchanged', () => {
    const result = parseImport(serializeExport(user));
    expect(result).toEqual({
      ok: true,
      user,
      summary: { name: 'Sofía', moodEntries: 5, goals: 3, dropped: 0 },
    });
  });
  it('keeps fields it does not know, for a later version', () => {
    const withExtra = sampleSettingsUser({ streak: { days: 4 } });
    const result = parseImport(serializeExport(withExtra));
    expect(result.ok && result.user.streak).toEqual({ days: 4 });
  });
});

describe('parseImport', () => {
  const refusal = (text: string) => {
    const result = parseImport(text);
    return result.ok ? 'ok' : result.reason;
  };
  const asJson = (value: unknown) => JSON.stringify(value);

  it('refuses empty and blank text', () => {
    expect(refusal('')).toBe('empty');
    expect(refusal(' \n\t ')).toBe('empty');
    expect(refusal('\uFEFF')).toBe('empty');
  });

  it('accepts a file that starts with a byte-order mark', () => {
    expect(refusal(`\uFEFF${serializeExport(user)}`)).toBe('ok');
  });

  it('refuses text that is not JSON', () => {
    expect(refusal('name,age\nSofía,17')).toBe('not-json');
    expect(refusal(serializeExport(user).slice(0, -20))).toBe('not-json');
    expect(refusal('{"name": "Sofía",}')).toBe('not-json');
    expect(refusal('undefined')).toBe('not-json');
  });

  it('refuses JSON that is not an object', () => {
    for (const text of ['null', 'true', '17', '"Sofía"', '[]', asJson([user])]) {
      expect(refusal(text)).toBe('not-kindred');
    }
  });

  it('refuses another app’s JSON, even one with an id, a name and an age', () => {
    expect(refusal(asJson({ type: 'FeatureCollection', features: [] }))).toBe('not-kindred');
    expect(refusal(asJson({ id: '7', name: 'Sam', age: 16 }))).toBe('not-kindred');
    expect(refusal(asJson({ ...user, schemaVersion: undefined }))).toBe('not-kindred');
    expect(refusal(asJson({ ...user, schemaVersion: '1' }))).toBe('not-kindred');
    expect(refusal(asJson({ ...user, schemaVersion: 0 }))).toBe('not-kindred');
    expect(refusal(asJson({ ...user, moodHistory: {} }))).toBe('not-kindred');
    expect(refusal(asJson({ ...user, goals: null }))).toBe('not-kindred');
  });

  it('refuses a Kindred-shaped record without a usable identity, name or age', () => {
    expect(refusal(asJson({ ...user, id: '' }))).toBe('not-kindred');
    expect(refusal(asJson({ ...user, name: '   ' }))).toBe('not-kindred');
    expect(refusal(asJson({ ...user, age: 12 }))).toBe('not-kindred');
    expect(refusal(asJson({ ...user, age: '17' }))).toBe('not-kindred');
  });

  it('refuses a record from a newer schema version', () => {
    expect(refusal(asJson({ ...user, schemaVersion: SCHEMA_VERSION + 1 }))).toBe('newer-version');
  });

  it('refuses text over 5 MB before parsing it', () => {
    const padding = ' '.repeat(maxImportBytes);
    expect(refusal(`${serializeExport(user)}${padding}`)).toBe('too-large');
    // A huge string that is not JSON at all is still refused for its size, not its content.
    expect(refusal('x'.repeat(maxImportBytes + 1))).toBe('too-large');
  });

  it('accepts a large file just under the limit', () => {
    const text = serializeExport(user);
    expect(refusal(text + ' '.repeat(maxImportBytes - text.length))).toBe('ok');
  });

  it('keeps a record whose bad entries had to be dropped, and counts them', () => {
    const damaged = {
      ...user,
      moodHistory: [...user.moodHistory, { id: 'x', mood: 9 }, null],
      goals: [...user.goals, { title: 'No id' }],
    };
    const result = parseImport(asJson(damaged));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.summary).toEqual({ name: 'Sofía', moodEntries: 5, goals: 3, dropped: 3 });
    expect(result.user.moodHistory).toEqual(user.moodHistory);
  });

  it('repairs unknown preferences to their defaults rather than refusing', () => {
    const result = parseImport(
      asJson({ ...user, preferences: { language: 'tlh', communicationStyle: 'shouty', theme: 'neon' } }),
    );
    expect(result.ok && result.user.preferences).toEqual({
      language: 'en-US',
      culturalBackground: '',
      communicationStyle: 'supportive',
      theme: 'system',
      country: 'US',
    });
  });

  it('trims the imported name', () => {
    const result = parseImport(asJson({ ...user, name: '  Kai ' }));
    expect(result.ok && result.summary.name).toBe('Kai');
  });
});

describe('summarize', () => {
  it('counts mood entries and goals', () => {
    expect(summarize(user)).toEqual({ name: 'Sofía', moodEntries: 5, goals: 3 });
    expect(summarize(sampleSettingsUser({ moodHistory: [], goals: [] }))).toEqual({
      name: 'Sofía',
      moodEntries: 0,
      goals: 0,
    });
  });
});

describe('profileOf', () => {
  it('reads the name, the age and the four editable preferences, not the theme', () => {
    expect(current).toEqual({
      name: 'Sofía',
      age: 17,
      language: 'en-US',
      culturalBackground: 'latino-hispanic',
      communicationStyle: 'supportive',
      country: 'US',
    });
  });
});

describe('validateProfileDraft', () => {
  it('accepts the stored profile', () => {
    expect(validateProfileDraft(current)).toEqual({});
    expect(hasErrors(validateProfileDraft(current))).toBe(false);
  });
  it('refuses a blank name', () => {
    expect(validateProfileDraft(draft({ name: '' }))).toEqual({ name: 'blank' });
    expect(validateProfileDraft(draft({ name: ' \t ' }))).toEqual({ name: 'blank' });
    expect(hasErrors(validateProfileDraft(draft({ name: '' })))).toBe(true);
  });
  it('refuses an age outside 13 to 24 or not a whole number', () => {
    for (const age of [12, 25, 16.5, Number.NaN]) {
      expect(validateProfileDraft(draft({ age }))).toEqual({ age: 'out-of-range' });
    }
    expect(validateProfileDraft(draft({ age: 13 }))).toEqual({});
    expect(validateProfileDraft(draft({ age: 24 }))).toEqual({});
  });
});

describe('profileChanges', () => {
  it('is empty when nothing changed', () => {
    expect(profileChanges(current, current)).toEqual({});
  });
  it('returns only the changed fields', () => {
    expect(profileChanges(current, draft({ age: 18, communicationStyle: 'direct' }))).toEqual({
      age: 18,
      communicationStyle: 'direct',
    });
    expect(profileChanges(current, draft({ language: 'ar-SA', culturalBackground: '' }))).toEqual({
      language: 'ar-SA',
      culturalBackground: '',
    });
  });
  it('trims the name, so spaces alone are no change', () => {
    expect(profileChanges(current, draft({ name: '  Sofía ' }))).toEqual({});
    expect(profileChanges(current, draft({ name: ' Kai  ' }))).toEqual({ name: 'Kai' });
    expect(profileChanges(current, draft({ country: 'other' }))).toEqual({ country: 'other' });
  });
  it('never returns a blank name or an invalid age', () => {
    expect(profileChanges(current, draft({ name: '   ', age: 19 }))).toEqual({ age: 19 });
    expect(profileChanges(current, draft({ age: 40 }))).toEqual({});
  });
});
