import { describe, expect, it } from 'vitest';

import { buildProfile, canAdvance, draftCountry, emptyDraft, onboardingSteps, stepProgress } from './model';

describe('canAdvance', () => {
  it('lets every step but basic info advance with an empty draft', () => {
    expect(onboardingSteps.filter((step) => !canAdvance(step, emptyDraft))).toEqual(['basic-info']);
  });
  it('needs a non-blank name and an age on basic info', () => {
    expect(canAdvance('basic-info', { ...emptyDraft, name: '   ', age: 15 })).toBe(false);
    expect(canAdvance('basic-info', { ...emptyDraft, name: 'Lu', age: null })).toBe(false);
    expect(canAdvance('basic-info', { ...emptyDraft, name: 'Lu', age: 13 })).toBe(true);
  });
});

describe('stepProgress', () => {
  it('counts four steps from 25% to 100%', () => {
    expect([0, 1, 2, 3].map(stepProgress)).toEqual([
      { current: 1, total: 4, percent: 25 },
      { current: 2, total: 4, percent: 50 },
      { current: 3, total: 4, percent: 75 },
      { current: 4, total: 4, percent: 100 },
    ]);
  });
});

describe('buildProfile', () => {
  it('builds the spec profile with a trimmed name and empty history', () => {
    const draft = { ...emptyDraft, name: '  Sofía ', age: 17, language: 'es-ES' as const };
    expect(buildProfile(draft, '42')).toEqual({
      id: '42',
      name: 'Sofía',
      age: 17,
      preferences: { language: 'es-ES', culturalBackground: '', communicationStyle: 'supportive', country: 'ES' },
      moodHistory: [],
      goals: [],
    });
  });
  it('keeps the country picked, whatever the language', () => {
    const draft = { ...emptyDraft, name: 'Lina', age: 19, language: 'ar-SA' as const, country: 'FR' as const };
    expect(buildProfile(draft, '7').preferences.country).toBe('FR');
  });
  it('refuses an incomplete draft', () => {
    expect(() => buildProfile(emptyDraft, '1')).toThrow(/first name and an age/);
  });
});

describe('draftCountry', () => {
  it('follows the language’s region until a country is picked', () => {
    expect(draftCountry(emptyDraft)).toBe('US');
    expect(draftCountry({ ...emptyDraft, language: 'zh-CN' })).toBe('CN');
    expect(draftCountry({ ...emptyDraft, language: 'ar-SA' })).toBe('SA');
    expect(draftCountry({ ...emptyDraft, language: 'ar-SA', country: 'other' })).toBe('other');
  });
});
