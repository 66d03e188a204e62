import type { Locale } from './locales';
import { enUS } from './messages/en-US';
import type { Catalogue } from './messages/en-US';

// en-US ships in the initial bundle; the other languages arrive with the languages issue and
// will be loaded on demand, so a Spanish speaker downloads Spanish only.
const loaders: Partial<Record<Locale, () => Promise<Catalogue>>> = {};

export async function loadCatalogue(locale: Locale): Promise<Catalogue> {
  const load = loaders[locale];
  return load ? load() : enUS;
}

export { enUS };
