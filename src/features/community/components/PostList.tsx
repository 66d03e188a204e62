import { useId } from 'react';

import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { Community, Plus } from '../../../components/Icon';
import { useT } from '../../../i18n';
import { styled } from '../../../styles';
import type { FeedItem } from '../model';
import { PostCard } from './PostCard';

const Root = styled('section', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  minInlineSize: 0,
});

const Heading = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: '$2',
});

const Title = styled('h2', {
  fontSize: '$lg',
  fontWeight: '$semibold',
  lineHeight: '$tight',
  color: '$text',
});

const Count = styled('p', {
  fontSize: '$sm',
  fontWeight: '$medium',
  color: '$muted',
});

const List = styled('ul', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$4',
  padding: 0,
  margin: 0,
  listStyle: 'none',
});

const EmptyActions = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: '$3',
});

export interface PostListProps {
  /** The posts to show, in order. */
  items: readonly FeedItem[];
  /** The clock for each post's age. */
  now: Date;
  onToggleLike: (id: string) => void;
  /** The empty state's next step: open the share form. */
  onStartPost: () => void;
  /** While a category hides every post, the empty state also offers all posts again. */
  onShowAll?: () => void;
}

/** The posts under a heading, with their number announced politely as a filter changes it; or the empty state. */
export function PostList({ items, now, onToggleLike, onStartPost, onShowAll }: PostListProps) {
  const t = useT();
  const titleId = useId();
  return (
    <Root aria-labelledby={titleId}>
      <Heading>
        <Title id={titleId}>{t('community.posts.title')}</Title>
        <Count role="status">{t('community.posts.count', { count: items.length })}</Count>
      </Heading>
      {items.length > 0 ? (
        <List>
          {items.map((item) => (
            <li key={item.post.id}>
              <PostCard post={item.post} own={item.own} liked={item.liked} now={now} onToggleLike={onToggleLike} />
            </li>
          ))}
        </List>
      ) : (
        <EmptyState
          icon={<Community />}
          title={t('community.empty.title')}
          titleAs="h3"
          description={t('community.empty.body')}
          action={
            <EmptyActions>
              <Button icon={<Plus />} onClick={onStartPost}>
                {t('community.empty.share')}
              </Button>
              {onShowAll ? (
                <Button variant="secondary" onClick={onShowAll}>
                  {t('community.empty.showAll')}
                </Button>
              ) : null}
            </EmptyActions>
          }
        />
      )}
    </Root>
  );
}
