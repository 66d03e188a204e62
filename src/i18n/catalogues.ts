import { defaultLocale } from './locales';
import type { Locale } from './locales';
import type { Catalogue } from './messages/types';

// Every catalogue, en-US included, is its own chunk: a reader downloads only their language, and
// the first screen's code does not wait behind the text of every other screen.
// The other languages arrive with the languages issue; until then they read en-US.
const loaders: Partial<Record<Locale, () => Promise<Catalogue>>> = {
  'en-US': () => import('./messages/en-US.json').then((module) => module.default as unknown as Catalogue),
};

const cache = new Map<Locale, Promise<Catalogue>>();

/** The catalogue of a locale, fetched once; main.tsx starts this before React renders. */
export function loadCatalogue(locale: Locale): Promise<Catalogue> {
  let pending = cache.get(locale);
  if (!pending) {
    const load = loaders[locale] ?? loaders[defaultLocale];
    if (!load) throw new Error(`No catalogue for ${locale} or ${defaultLocale}`);
    pending = load();
    cache.set(locale, pending);
  }
  return pending;
}
