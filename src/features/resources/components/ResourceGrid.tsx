import { memo } from 'react';

import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { Search } from '../../../components/Icon';
import { useT } from '../../../i18n';
import { styled } from '../../../styles';
import type { Resource } from '../model';
import { ResourceCard } from './ResourceCard';

// A keystroke re-renders only the cards it changes (issue 9, scale benchmark).
const MemoResourceCard = memo(ResourceCard);

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

const More = styled('div', {
  display: 'flex',
  justifyContent: 'center',
  '& > button': { flex: '1 1 auto', '@md': { flex: '0 0 auto' } },
});

export interface ResourceGridProps {
  /** The resources that get a card, in order: the matches, or the first pages of them. */
  resources: readonly Resource[];
  /** How many resources pass the filters; the count shown. Unless told, every one has a card. */
  total?: number;
  /** "Show more" under the cards, with how many it adds; none when every match has a card. */
  more?: { count: number; onShow: () => void };
  onOpen: (id: string) => void;
  /** The empty state's way out. */
  onClearFilters: () => void;
}

/** The result count (announced politely as it changes), then the cards, or the empty state. */
export function ResourceGrid({ resources, total = resources.length, more, onOpen, onClearFilters }: ResourceGridProps) {
  const t = useT();
  return (
    <Root>
      <ResultCount role="status">{t('resources.results', { count: total })}</ResultCount>
      {resources.length > 0 ? (
        <>
          <List>
            {resources.map((resource) => (
              <li key={resource.id}>
                <MemoResourceCard resource={resource} onOpen={onOpen} />
              </li>
            ))}
          </List>
          {more ? (
            <More>
              <Button variant="secondary" onClick={more.onShow}>
                {t('resources.more', { count: more.count })}
              </Button>
            </More>
          ) : null}
        </>
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
