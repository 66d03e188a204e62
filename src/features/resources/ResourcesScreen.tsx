import { useRef } from 'react';

import { styled } from '../../styles';
import { ResourceDetail } from './components/ResourceDetail';
import { ResourceFilters } from './components/ResourceFilters';
import { ResourceGrid } from './components/ResourceGrid';
import { sampleResources } from './data';
import type { Resource, ResourceCategory } from './model';
import { useResources } from './useResources';

const Root = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$5',
  inlineSize: '100%',
  minInlineSize: 0,
});

// Spec section 1: the library is generated sample data, the same on every visit.
const sampleLibrary = sampleResources();

export interface ResourcesScreenProps {
  /** The onboarding background id ('' when none); offered as a shortcut filter, never applied silently. */
  culturalBackground: string;
  /** Shows one category, e.g. videos for the dashboard's "wellness videos"; applied whenever `key` changes. */
  categoryRequest?: { category: ResourceCategory; key: number };
  /** The library; the 24 seeded sample resources unless told. */
  resources?: readonly Resource[];
}

/** The resource library: search and filters, the cards, and a resource opened in full. */
export function ResourcesScreen({ culturalBackground, categoryRequest, resources = sampleLibrary }: ResourcesScreenProps) {
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
      <ResourceGrid resources={library.visible} onOpen={library.open} onClearFilters={clearFilters} />
      <ResourceDetail resource={library.openResource} onClose={library.close} />
    </Root>
  );
}
