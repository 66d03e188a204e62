import type { OnboardingDraft } from './model';
import { emptyDraft } from './model';

/** A filled-in draft for stories: a 17-year-old who has not picked a background yet. */
export function sampleDraft(overrides: Partial<OnboardingDraft> = {}): OnboardingDraft {
  return {
    ...emptyDraft,
    name: 'Sofía',
    age: 17,
    ...overrides,
  };
}
