import { useReducer } from 'react';

import type { Locale } from '../../i18n';
import { buildProfile, canAdvance, emptyDraft, onboardingSteps } from './model';
import type { NewProfile, OnboardingDraft } from './model';

export interface OnboardingState {
  stepIndex: number;
  draft: OnboardingDraft;
}

export type OnboardingAction =
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'update'; patch: Partial<OnboardingDraft> };

export const initialOnboardingState: OnboardingState = { stepIndex: 0, draft: emptyDraft };

const lastStep = onboardingSteps.length - 1;

/** One step at a time (spec section 4), and never past a step whose requirements are unmet. */
export function onboardingReducer(state: OnboardingState, action: OnboardingAction): OnboardingState {
  switch (action.type) {
    case 'next': {
      const step = onboardingSteps[state.stepIndex];
      if (state.stepIndex >= lastStep || !step || !canAdvance(step, state.draft)) return state;
      return { ...state, stepIndex: state.stepIndex + 1 };
    }
    case 'previous':
      return state.stepIndex > 0 ? { ...state, stepIndex: state.stepIndex - 1 } : state;
    case 'update':
      return { ...state, draft: { ...state.draft, ...action.patch } };
  }
}

export interface UseOnboardingOptions {
  /** Called with the new profile when Get Started is pressed on the last step. */
  onComplete: (profile: NewProfile) => void;
  /** Called as soon as the language choice changes, so the app can switch its UI language. */
  onLanguageChange?: (locale: Locale) => void;
}

/** The wizard's step and draft, with the actions its buttons and fields call. */
export function useOnboarding({ onComplete, onLanguageChange }: UseOnboardingOptions) {
  const [state, dispatch] = useReducer(onboardingReducer, initialOnboardingState);

  function update(patch: Partial<OnboardingDraft>) {
    dispatch({ type: 'update', patch });
    if (patch.language !== undefined && patch.language !== state.draft.language) {
      onLanguageChange?.(patch.language);
    }
  }

  /** Get Started: builds the profile with the given id and hands it to `onComplete`. */
  function finish(newId: string) {
    onComplete(buildProfile(state.draft, newId));
  }

  return {
    stepIndex: state.stepIndex,
    draft: state.draft,
    next: () => dispatch({ type: 'next' }),
    previous: () => dispatch({ type: 'previous' }),
    update,
    finish,
  };
}
