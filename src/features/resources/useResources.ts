import { useCallback, useEffect, useMemo, useState } from 'react';

import { categoryCounts, cultureOptionFor, filterResources, indexResources, noFilters, resourcePageSize } from './model';
import type { Resource, ResourceCategory, ResourceFilters } from './model';

/** Another screen asking for a category (the dashboard's "wellness videos"); a new key asks again. */
export interface CategoryRequest {
  category: ResourceCategory;
  key: number;
}

export interface UseResourcesOptions {
  resources: readonly Resource[];
  /** The onboarding background id, or '' when none was chosen. */
  culturalBackground: string;
  categoryRequest?: CategoryRequest;
}

// A request starts from a clean slate, so an old search cannot hide the videos that were asked for.
const filtersFor = (request: CategoryRequest | undefined): ResourceFilters =>
  request ? { ...noFilters, category: request.category } : noFilters;

/** The library's filters, what they let through, and the resource open in the detail view. */
export function useResources({ resources, culturalBackground, categoryRequest }: UseResourcesOptions) {
  const [filters, setFilters] = useState<ResourceFilters>(() => filtersFor(categoryRequest));
  const [appliedKey, setAppliedKey] = useState(categoryRequest?.key);
  const [openId, setOpenId] = useState<string | null>(null);
  // How many of the matches have cards; back to one page whenever the filters change.
  const [shown, setShown] = useState(resourcePageSize);

  // Normalise the search text while the reader looks, so even the first keystroke is cheap.
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => indexResources(resources));
    return () => cancel(handle);
  }, [resources]);

  // Applied while rendering (React's "adjusting state when a prop changes"), so the first paint
  // after a new request already shows the requested category.
  if (categoryRequest && categoryRequest.key !== appliedKey) {
    setAppliedKey(categoryRequest.key);
    setFilters(filtersFor(categoryRequest));
    setShown(resourcePageSize);
  }

  const { query, category, culture } = filters;
  // The search runs once per change: the buttons' counts follow the search and culture, not the
  // category they choose between, and the category then picks among those matches.
  const matching = useMemo(
    () => filterResources(resources, { query, culture, category: 'all' }),
    [resources, query, culture],
  );
  const counts = useMemo(() => categoryCounts(matching), [matching]);
  const matches = useMemo(
    () => (category === 'all' ? matching : matching.filter((resource) => resource.category === category)),
    [matching, category],
  );
  const visible = useMemo(() => matches.slice(0, shown), [matches, shown]);
  // Stable, so the memoised cards skip a keystroke that leaves them as they were.
  const open = useCallback((id: string) => setOpenId(id), []);

  return {
    filters,
    visible,
    /** How many resources pass the filters, cards or not. */
    total: matches.length,
    /** How many cards "Show more" adds: 0 when every match has one. */
    more: Math.min(resourcePageSize, matches.length - visible.length),
    counts,
    backgroundCulture: cultureOptionFor(culturalBackground),
    openResource: resources.find((resource) => resource.id === openId) ?? null,
    changeFilters: (patch: Partial<ResourceFilters>) => {
      setFilters((current) => ({ ...current, ...patch }));
      setShown(resourcePageSize);
    },
    clearFilters: () => {
      setFilters(noFilters);
      setShown(resourcePageSize);
    },
    showMore: () => setShown((count) => count + resourcePageSize),
    open,
    close: () => setOpenId(null),
  };
}
