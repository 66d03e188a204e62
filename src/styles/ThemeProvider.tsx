import { createContext, useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';

import { darkTheme, lightTheme } from './stitches.config';
import { media } from './tokens';

export type ThemePreference = 'system' | 'light' | 'dark';
export type ResolvedTheme = 'light' | 'dark';

function subscribeToSystemTheme(onChange: () => void) {
  const query = window.matchMedia(media.dark);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const systemPrefersDark = () => window.matchMedia(media.dark).matches;

/** Follows `prefers-color-scheme` while the preference is 'system', and live when it changes. */
export function useResolvedTheme(preference: ThemePreference): ResolvedTheme {
  const systemDark = useSyncExternalStore(subscribeToSystemTheme, systemPrefersDark, () => false);
  if (preference === 'system') return systemDark ? 'dark' : 'light';
  return preference;
}

interface ThemeContextValue {
  preference: ThemePreference;
  resolved: ResolvedTheme;
}

const ThemeContext = createContext<ThemeContextValue>({ preference: 'system', resolved: 'light' });

export const useTheme = () => useContext(ThemeContext);

interface ThemeProviderProps {
  /** The user's choice; 'system' follows the operating system until they choose. */
  preference?: ThemePreference;
  children: ReactNode;
}

/** Puts the resolved theme's class on <html>, so portals and the page background follow it. */
export function ThemeProvider({ preference = 'system', children }: ThemeProviderProps) {
  const resolved = useResolvedTheme(preference);
  useEffect(() => {
    const root = document.documentElement;
    const [on, off] = resolved === 'dark' ? [darkTheme, lightTheme] : [lightTheme, darkTheme];
    root.classList.add(on.className);
    root.classList.remove(off.className);
  }, [resolved]);
  const value = useMemo(() => ({ preference, resolved }), [preference, resolved]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}
