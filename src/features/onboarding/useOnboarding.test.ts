import { describe, expect, it } from 'vitest';

import { initialOnboardingState, onboardingReducer } from './useOnboarding';
import type { OnboardingAction, OnboardingState } from './useOnboarding';

const run = (actions: OnboardingAction[], from: OnboardingState = initialOnboardingState) =>
  actions.reduce(onboardingReducer, from);

describe('onboardingReducer', () => {
  it('starts on the welcome step with the empty draft', () => {
    expect(initialOnboardingState.stepIndex).toBe(0);
    expect(initialOnboardingState.draft.language).toBe('en-US');
    expect(initialOnboardingState.draft.communicationStyle).toBe('supportive');
  });

  it('does not go back from the first step', () => {
    expect(run([{ type: 'previous' }])).toBe(initialOnboardingState);
  });

  it('stays on basic info until a non-blank name and an age are set', () => {
    const onBasicInfo = run([{ type: 'next' }]);
    expect(onBasicInfo.stepIndex).toBe(1);
    expect(run([{ type: 'update', patch: { name: '   ', age: 15 } }, { type: 'next' }], onBasicInfo).stepIndex).toBe(1);
    expect(run([{ type: 'update', patch: { name: 'Ana', age: 15 } }, { type: 'next' }], onBasicInfo).stepIndex).toBe(2);
  });

  it('moves one step at a time and stops at the last', () => {
    const filled = run([{ type: 'update', patch: { name: 'Ana', age: 15 } }]);
    const states = [1, 2, 3, 4].map((count) => run(Array(count).fill({ type: 'next' }), filled));
    expect(states.map((state) => state.stepIndex)).toEqual([1, 2, 3, 3]);
    expect(run([{ type: 'previous' }], states[2]).stepIndex).toBe(2);
  });

  it('keeps the draft when going back', () => {
    const state = run([
      { type: 'update', patch: { name: 'Ana', age: 15 } },
      { type: 'next' },
      { type: 'next' },
      { type: 'update', patch: { language: 'fr-FR' } },
      { type: 'previous' },
    ]);
    expect(state.stepIndex).toBe(1);
    expect(state.draft).toMatchObject({ name: 'Ana', age: 15, language: 'fr-FR' });
  });
});
