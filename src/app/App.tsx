import { Suspense, useMemo, useState } from 'react';

import { defaultLocale, I18nProvider } from '../i18n';
import type { Locale } from '../i18n';
import { defaultCountryFor } from '../lib/profile';
import { CrisisContactsProvider } from '../safety/CrisisContactsProvider';
import { ThemeProvider } from '../styles';
import { UpdatePrompt } from './pwa/UpdatePrompt';
import { updates, useUpdates } from './pwa/updates';
import { MainApp, OnboardingScreen } from './screens';
import { StorageNotice } from './StorageNotice';
import { UserProvider, useUser } from './user/UserProvider';
import type { UserStore } from './user/userStore';

/** Signed out: the onboarding wizard (spec section 2). Signed in: the app. */
function Root() {
  const { user, login, newId, notice, dismissNotice } = useUser();
  // Before sign-in, the language picked in onboarding switches the wizard itself.
  const [onboardingLocale, setOnboardingLocale] = useState<Locale>(defaultLocale);
  const locale = user?.preferences.language ?? onboardingLocale;
  // Every crisis surface shows the contacts of the user's country (src/safety/contacts.ts).
  const country = user?.preferences.country ?? defaultCountryFor(locale);
  const { needRefresh } = useUpdates();
  // The same element until a notice changes, so the memoised MainApp skips a change of the record.
  const banner = useMemo(
    () => (
      <>
        {notice ? <StorageNotice notice={notice} onDismiss={dismissNotice} /> : null}
        <UpdatePrompt needRefresh={needRefresh} onReload={updates.reload} onDismiss={updates.dismiss} />
      </>
    ),
    [notice, dismissNotice, needRefresh],
  );
  return (
    <ThemeProvider preference={user?.preferences.theme ?? 'system'}>
      <I18nProvider locale={locale}>
        <CrisisContactsProvider country={country}>
          <Suspense fallback={null}>
            {user ? (
              <MainApp notice={banner} />
            ) : (
              <OnboardingScreen
                onComplete={login}
                newId={newId}
                onLanguageChange={setOnboardingLocale}
                notice={banner}
              />
            )}
          </Suspense>
        </CrisisContactsProvider>
      </I18nProvider>
    </ThemeProvider>
  );
}

export function App({ store }: { store?: UserStore }) {
  return (
    <UserProvider store={store}>
      <Root />
    </UserProvider>
  );
}
