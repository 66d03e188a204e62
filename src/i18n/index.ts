export { I18nProvider, useLocale, useT } from './I18nProvider';
export { locales, defaultLocale, directionOf, isLocale, languageName, type Locale } from './locales';
export { loadCatalogue } from './catalogues';
export type { MessageId, Catalogue } from './messages/types';
