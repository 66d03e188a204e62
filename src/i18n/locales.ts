// The languages onboarding offers (spec section 9). Direction comes from the script, not the UI.
export const locales = ['en-US', 'es-ES', 'fr-FR', 'zh-CN', 'ar-SA'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en-US';

const rtlLanguages = new Set(['ar', 'he', 'fa', 'ur']);

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

export function directionOf(locale: string): 'ltr' | 'rtl' {
  const language = locale.split('-')[0]?.toLowerCase() ?? '';
  return rtlLanguages.has(language) ? 'rtl' : 'ltr';
}

/** Each language in its own name and script, so a speaker recognises it whatever the UI language. */
export function languageName(locale: Locale) {
  return new Intl.DisplayNames([locale], { type: 'language', languageDisplay: 'standard' }).of(locale) ?? locale;
}
