import { defaultLocale } from './locales';
import type { Locale } from './locales';
import type { Catalogue } from './messages/types';

// Every catalogue, en-US included, is its own chunk: a reader downloads only their language, and
// the first screen's code does not wait behind the text of every other screen.
// `npm test` checks that every catalogue has exactly en-US's keys (scripts/check-catalogues.mjs).
const asCatalogue = (module: { default: unknown }) => module.default as Catalogue;
const loaders: Record<Locale, () => Promise<Catalogue>> = {
  'en-US': () => import('./messages/en-US.json').then(asCatalogue),
  'es-ES': () => import('./messages/es-ES.json').then(asCatalogue),
  'fr-FR': () => import('./messages/fr-FR.json').then(asCatalogue),
  'zh-CN': () => import('./messages/zh-CN.json').then(asCatalogue),
  'ar-SA': () => import('./messages/ar-SA.json').then(asCatalogue),
};

const cache = new Map<Locale, Promise<Catalogue>>();

/** The catalogue of a locale, fetched once; main.tsx starts this before React renders. */
export function loadCatalogue(locale: Locale): Promise<Catalogue> {
  let pending = cache.get(locale);
  if (!pending) {
    pending = (loaders[locale] ?? loaders[defaultLocale])();
    cache.set(locale, pending);
  }
  return pending;
}
