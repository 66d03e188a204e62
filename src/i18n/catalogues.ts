import type { Locale } from './locales';
import enUSSource from './messages/en-US.json';
import type { Catalogue } from './messages/types';

// Vite's build turns each JSON catalogue into ICU ASTs, so the browser never parses ICU.
export const enUS = enUSSource as unknown as Catalogue;

// en-US ships in the initial bundle; the other languages arrive with the languages issue and
// will be loaded on demand, so a Spanish speaker downloads Spanish only.
const loaders: Partial<Record<Locale, () => Promise<Catalogue>>> = {};

export async function loadCatalogue(locale: Locale): Promise<Catalogue> {
  const load = loaders[locale];
  return load ? load() : enUS;
}
