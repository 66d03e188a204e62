import type { CulturalBackground } from '../../lib/profile';

/** The four kinds of resource (spec section 9); "all" is a filter value, not a category. */
export const resourceCategories = ['article', 'video', 'audio', 'exercise'] as const;
export type ResourceCategory = (typeof resourceCategories)[number];

/** The cultural contexts a resource may carry (spec section 9), as stable ids. */
export const resourceCultures = [
  'latino-hispanic',
  'african-american',
  'asian-american',
  'native-american',
  'lgbtq',
] as const;
export type ResourceCulture = (typeof resourceCultures)[number];

/** The twelve topics the sample resources cycle over (spec section 9), as stable ids. */
export const resourceTopics = [
  'anxiety',
  'depression',
  'stress',
  'confidence',
  'relationships',
  'academic-pressure',
  'body-image',
  'sleep',
  'mindfulness',
  'social-media',
  'family',
  'identity',
] as const;
export type ResourceTopic = (typeof resourceTopics)[number];

export const ageGroups = ['13-18', '19-24'] as const;
export type AgeGroup = (typeof ageGroups)[number];

export interface Resource {
  /** Opens the resource in the app's own detail view; there is no external address. */
  id: string;
  topic: ResourceTopic;
  title: string;
  description: string;
  category: ResourceCategory;
  /** The communities it was made with or for; absent for most resources. */
  culturalContext?: readonly ResourceCulture[];
  ageGroup: AgeGroup;
  /** Minutes, for videos only. */
  duration?: number;
  /** 3.0 to 5.0, one decimal; fixed with the data, so it never changes between renders. */
  rating: number;
  /** The numbered steps of an exercise. */
  steps?: readonly string[];
}

export type CategoryFilter = ResourceCategory | 'all';
export type CultureFilter = ResourceCulture | 'all';

export interface ResourceFilters {
  query: string;
  category: CategoryFilter;
  culture: CultureFilter;
}

export const noFilters: ResourceFilters = { query: '', category: 'all', culture: 'all' };

/**
 * Cards shown at first and added by each "Show more". The 24 sample resources fit in one page; a
 * library of thousands renders a page, not every card, on each keystroke (issue 9, scale benchmark).
 */
export const resourcePageSize = 24;

export const isCategory = (value: string): value is ResourceCategory =>
  (resourceCategories as readonly string[]).includes(value);
export const isCulture = (value: string): value is ResourceCulture =>
  (resourceCultures as readonly string[]).includes(value);

const combiningMarks = /\p{M}/gu;

/** Lower case without accents, so "Ansiedád" finds "ansiedad" and "cafe" finds "café". */
export function normalizeText(text: string): string {
  return text.normalize('NFD').replace(combiningMarks, '').toLowerCase();
}

/** The query's words, normalized; blank queries have none. */
export function searchTerms(query: string): string[] {
  return normalizeText(query).split(/\s+/).filter(Boolean);
}

// Normalized once per resource object and reused on every keystroke (see resources.bench.ts).
const searchTextCache = new WeakMap<Resource, string>();

function searchTextOf(resource: Resource): string {
  let text = searchTextCache.get(resource);
  if (text === undefined) {
    text = `${normalizeText(resource.title)}\n${normalizeText(resource.description)}`;
    searchTextCache.set(resource, text);
  }
  return text;
}

/** Normalises a library's search text ahead of the first keystroke (the screen does it when idle). */
export function indexResources(resources: readonly Resource[]) {
  for (const resource of resources) searchTextOf(resource);
}

/** Every word of the query appears in the title or the description, in any order. */
function matchesTerms(resource: Resource, terms: readonly string[]) {
  if (terms.length === 0) return true;
  const text = searchTextOf(resource);
  for (const term of terms) if (!text.includes(term)) return false;
  return true;
}

/** Spec section 2: the search, the category and the culture all combine; all must match. */
export function filterResources(resources: readonly Resource[], filters: ResourceFilters): Resource[] {
  const terms = searchTerms(filters.query);
  const { category, culture } = filters;
  // A plain loop, cheapest test first: this runs over the whole library on every keystroke.
  const matches: Resource[] = [];
  for (const resource of resources) {
    if (category !== 'all' && resource.category !== category) continue;
    if (culture !== 'all' && !(resource.culturalContext?.includes(culture) ?? false)) continue;
    if (matchesTerms(resource, terms)) matches.push(resource);
  }
  return matches;
}

export type CategoryCounts = Record<CategoryFilter, number>;

/** How many resources of each category, and in all; shown on the category buttons. */
export function categoryCounts(resources: readonly Resource[]): CategoryCounts {
  const counts: CategoryCounts = { all: resources.length, article: 0, video: 0, audio: 0, exercise: 0 };
  for (const resource of resources) counts[resource.category] += 1;
  return counts;
}

const cultureOfBackground: Partial<Record<CulturalBackground, ResourceCulture>> = {
  'latino-hispanic': 'latino-hispanic',
  'african-american': 'african-american',
  'asian-american': 'asian-american',
  'native-american': 'native-american',
};

/** The resource culture matching an onboarding background, or null when none does (or none chosen). */
export function cultureOptionFor(background: string): ResourceCulture | null {
  return Object.hasOwn(cultureOfBackground, background)
    ? (cultureOfBackground[background as CulturalBackground] ?? null)
    : null;
}
