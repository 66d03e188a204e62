import { useMemo, useRef } from 'react';

import { useT } from '../../i18n';
import { styled } from '../../styles';
import { ResourceDetail } from './components/ResourceDetail';
import { ResourceFilters } from './components/ResourceFilters';
import { ResourceGrid } from './components/ResourceGrid';
import { generateResources, sampleResourceCount } from './data';
import type { Resource, ResourceCategory } from './model';
import { useResources } from './useResources';

const Root = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$5',
  inlineSize: '100%',
  minInlineSize: 0,
});

export interface ResourcesScreenProps {
  /** The onboarding background id ('' when none); offered as a shortcut filter, never applied silently. */
  culturalBackground: string;
  /** Shows one category, e.g. videos for the dashboard's "wellness videos"; applied whenever `key` changes. */
  categoryRequest?: { category: ResourceCategory; key: number };
  /** The library; unless told, the 24 seeded sample resources (spec section 1) in the UI language. */
  resources?: readonly Resource[];
}

/** The resource library: search and filters, the cards, and a resource opened in full. */
export function ResourcesScreen({ culturalBackground, categoryRequest, resources: given }: ResourcesScreenProps) {
  const t = useT();
  const resources = useMemo(() => given ?? generateResources(sampleResourceCount, t), [given, t]);
  const searchRef = useRef<HTMLInputElement>(null);
  const library = useResources({ resources, culturalBackground, categoryRequest });
  const clearFilters = () => {
    library.clearFilters();
    // The Clear filters button disappears with the empty state: keep focus somewhere useful.
    searchRef.current?.focus();
  };
  return (
    <Root>
      <ResourceFilters
        filters={library.filters}
        counts={library.counts}
        backgroundCulture={library.backgroundCulture}
        onChange={library.changeFilters}
        searchRef={searchRef}
      />
      <ResourceGrid
        resources={library.visible}
        total={library.total}
        more={library.more > 0 ? { count: library.more, onShow: library.showMore } : undefined}
        onOpen={library.open}
        onClearFilters={clearFilters}
      />
      <ResourceDetail resource={library.openResource} onClose={library.close} />
    </Root>
  );
}
