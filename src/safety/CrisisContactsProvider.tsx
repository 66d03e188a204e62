import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';

import type { Country } from '../lib/profile';
import { crisisContactsFor } from './contacts';
import type { CrisisContact } from './contacts';

// The user's country reaches every crisis surface (dialog, dashboard box, chat reply, community
// notice) through one context, like the UI language does: no screen can forget to pass it on and
// show numbers that do not work where the user lives. Without a provider: the United States.
const CountryContext = createContext<Country>('US');

export function CrisisContactsProvider({ country, children }: { country: Country; children: ReactNode }) {
  return <CountryContext.Provider value={country}>{children}</CountryContext.Provider>;
}

/** The crisis contacts of the user's country. */
export function useCrisisContacts(): readonly CrisisContact[] {
  return crisisContactsFor(useContext(CountryContext));
}
