import { useEffect, useMemo, useState } from 'react';

import { categoryCounts, cultureOptionFor, filterResources, indexResources, noFilters } from './model';
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
  }

  const visible = useMemo(() => filterResources(resources, filters), [resources, filters]);
  // The buttons' counts follow the search and culture, not the category they choose between.
  const counts = useMemo(
    () => categoryCounts(filterResources(resources, { ...filters, category: 'all' })),
    [resources, filters],
  );

  return {
    filters,
    visible,
    counts,
    backgroundCulture: cultureOptionFor(culturalBackground),
    openResource: resources.find((resource) => resource.id === openId) ?? null,
    changeFilters: (patch: Partial<ResourceFilters>) => setFilters((current) => ({ ...current, ...patch })),
    clearFilters: () => setFilters(noFilters),
    open: (id: string) => setOpenId(id),
    close: () => setOpenId(null),
  };
}
