import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { Search } from '../../../components/Icon';
import { useT } from '../../../i18n';
import { styled } from '../../../styles';
import type { Resource } from '../model';
import { ResourceCard } from './ResourceCard';

const Root = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
});

const ResultCount = styled('p', {
  fontSize: '$sm',
  fontWeight: '$medium',
  color: '$muted',
});

const List = styled('ul', {
  display: 'grid',
  // One column on a phone, as many 18rem columns as fit on wider screens.
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
  gap: '$4',
  padding: 0,
  margin: 0,
  listStyle: 'none',
  '& > li': { display: 'flex', flexDirection: 'column', minInlineSize: 0 },
});

export interface ResourceGridProps {
  /** The resources that pass the filters, in order. */
  resources: readonly Resource[];
  onOpen: (id: string) => void;
  /** The empty state's way out. */
  onClearFilters: () => void;
}

/** The result count (announced politely as it changes), then the cards, or the empty state. */
export function ResourceGrid({ resources, onOpen, onClearFilters }: ResourceGridProps) {
  const t = useT();
  return (
    <Root>
      <ResultCount role="status">{t('resources.results', { count: resources.length })}</ResultCount>
      {resources.length > 0 ? (
        <List>
          {resources.map((resource) => (
            <li key={resource.id}>
              <ResourceCard resource={resource} onOpen={onOpen} />
            </li>
          ))}
        </List>
      ) : (
        <EmptyState
          icon={<Search />}
          title={t('resources.empty.title')}
          description={t('resources.empty.body')}
          action={
            <Button variant="secondary" onClick={onClearFilters}>
              {t('resources.empty.clear')}
            </Button>
          }
        />
      )}
    </Root>
  );
}
