import { lazy, memo } from 'react';

// The first screen is either onboarding (new here) or the signed-in app, never both: each is its
// own chunk, and main.tsx starts fetching the right one before React renders, so there is no
// waterfall and nobody downloads the screen they will not see.
export const loadOnboarding = () => import('../features/onboarding/OnboardingScreen');
export const loadMainApp = () => import('./MainApp');

export const OnboardingScreen = lazy(() => loadOnboarding().then((m) => ({ default: m.OnboardingScreen })));
// Memoised: a change to the user record re-renders the panels that read it, not the whole shell.
export const MainApp = lazy(() => loadMainApp().then((m) => ({ default: memo(m.MainApp) })));
