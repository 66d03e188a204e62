import type { Locale } from '../../i18n/locales';
import { defaultLocale } from '../../i18n/locales';
import { defaultCountryFor } from '../../lib/profile';
import type { CommunicationStyle, Country, CulturalBackground } from '../../lib/profile';

/** The four steps of the wizard (spec section 2). */
export const onboardingSteps = ['welcome', 'basic-info', 'background', 'complete'] as const;
export type OnboardingStepId = (typeof onboardingSteps)[number];

export interface OnboardingDraft {
  name: string;
  /** Empty until an age is chosen. */
  age: number | null;
  culturalBackground: CulturalBackground | '';
  language: Locale;
  communicationStyle: CommunicationStyle;
  /** The country for crisis contacts; null follows the language's region until one is picked. */
  country: Country | null;
}

/** The country whose crisis contacts the profile gets: the one picked, or the language's. */
export const draftCountry = (draft: OnboardingDraft): Country => draft.country ?? defaultCountryFor(draft.language);

export const emptyDraft: OnboardingDraft = {
  name: '',
  age: null,
  culturalBackground: '',
  language: defaultLocale,
  communicationStyle: 'supportive',
  country: null,
};

/** Spec section 5: step 2 needs a non-blank first name and an age; other steps need nothing. */
export function canAdvance(step: OnboardingStepId, draft: OnboardingDraft) {
  if (step !== 'basic-info') return true;
  return draft.name.trim().length > 0 && draft.age !== null;
}

/** "Step N of M" and the percentage shown beside the progress bar. */
export function stepProgress(index: number) {
  const total = onboardingSteps.length;
  const current = Math.min(Math.max(index, 0), total - 1) + 1;
  return { current, total, percent: Math.round((current / total) * 100) };
}

export interface NewProfile {
  id: string;
  name: string;
  age: number;
  preferences: {
    language: Locale;
    culturalBackground: CulturalBackground | '';
    communicationStyle: CommunicationStyle;
    country: Country;
  };
  moodHistory: [];
  goals: [];
}

/** The profile Get Started logs in with (spec section 3): empty mood history and goals. */
export function buildProfile(draft: OnboardingDraft, id: string): NewProfile {
  if (!canAdvance('basic-info', draft) || draft.age === null) {
    throw new Error('A profile needs a first name and an age');
  }
  return {
    id,
    name: draft.name.trim(),
    age: draft.age,
    preferences: {
      language: draft.language,
      culturalBackground: draft.culturalBackground,
      communicationStyle: draft.communicationStyle,
      country: draftCountry(draft),
    },
    moodHistory: [],
    goals: [],
  };
}
