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

/**
 * The locale that numbers and dates are formatted in. Arabic gets Western digits (`-u-nu-latn`),
 * as the catalogue's own text and every crisis phone number are written ("937", "24 ساعة"): with
 * Intl's default for ar-SA, Arabic-Indic digits, one line could read "٣ من 5".
 */
export function formattingLocale(locale: Locale): string {
  return locale === 'ar-SA' ? 'ar-SA-u-nu-latn' : locale;
}

/** Each language in its own name and script, so a speaker recognises it whatever the UI language. */
export function languageName(locale: Locale) {
  return new Intl.DisplayNames([locale], { type: 'language', languageDisplay: 'standard' }).of(locale) ?? locale;
}
