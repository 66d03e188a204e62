import { useId, useRef } from 'react';

import { Button } from '../../components/Button';
import { Plus } from '../../components/Icon';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { useT } from '../../i18n';
import type { CrisisContact } from '../../safety/contacts';
import { styled } from '../../styles';
import { CategoryFilterBar } from './components/CategoryFilterBar';
import { GuidelinesNotice } from './components/GuidelinesNotice';
import { PostList } from './components/PostList';
import { ShareForm } from './components/ShareForm';
import { sampleSeed } from './data';
import type { SamplePost } from './data';
import type { CommunityPost } from './model';
import { useCommunity } from './useCommunity';

const Root = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$5',
  minInlineSize: 0,
  '@md': { gap: '$6' },
});

const Header = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  '& > button': { alignSelf: 'stretch' },
  '@md': {
    flexDirection: 'row',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '$6',
    '& > button': { alignSelf: 'auto', flexShrink: 0 },
  },
});

const Lead = styled('p', { color: '$muted', lineHeight: '$normal' });

export interface CommunityScreenProps {
  /** The user's own posts, as stored in their record (`user.posts ?? []`). */
  userPosts: readonly CommunityPost[];
  /** The ids of the posts the user liked, as stored (`user.likedPostIds ?? []`). */
  likedPostIds: readonly string[];
  /** Keep a new post in the user's record: author "You" or "Anonymous", 0 likes and 0 comments. */
  onAddPost: (post: CommunityPost) => void;
  /** Add the id to `likedPostIds`, or remove it if it is there (`toggleLike` in model.ts). */
  onToggleLike: (postId: string) => void;
  /**
   * Offered when a draft sounds like risk. Left out, CrisisContactList chooses (the user's country
   * once that is wired; the crisisContacts table until then), so a default here cannot override it.
   */
  contacts?: readonly CrisisContact[];
  /** The clock for post ages, new posts and the samples' dates; injected so stories get a fixed time. */
  now?: () => Date;
  /** Ids for new posts; timestamp-based unless given. */
  newId?: () => string;
  /** The seed of the 12 sample posts. */
  seed?: number;
  /** Sample posts to show instead of the generated ones (a story's empty community). */
  samplePosts?: readonly SamplePost[];
}

/** Community Support: the Share form, the guidelines, the category filter and the posts (spec section 2). */
export function CommunityScreen({
  userPosts,
  likedPostIds,
  onAddPost,
  onToggleLike,
  contacts,
  now = () => new Date(),
  newId,
  seed = sampleSeed,
  samplePosts,
}: CommunityScreenProps) {
  const t = useT();
  const formId = useId();
  const shareButton = useRef<HTMLButtonElement>(null);
  const screen = useCommunity({
    userPosts,
    likedPostIds,
    onAddPost,
    onToggleLike,
    now,
    newId,
    seed,
    samplePosts,
    shareButton,
  });

  return (
    <Root>
      <Header>
        <Lead>{t('community.header.lead')}</Lead>
        <Button
          ref={shareButton}
          icon={<Plus />}
          aria-expanded={screen.formOpen}
          aria-controls={screen.formOpen ? formId : undefined}
          onClick={screen.toggleForm}
        >
          {t('community.share')}
        </Button>
      </Header>
      {screen.formOpen ? (
        <ShareForm
          id={formId}
          contacts={contacts}
          focusRequest={screen.formFocusRequest}
          onShare={screen.share}
          onCancel={screen.cancelForm}
        />
      ) : null}
      <GuidelinesNotice />
      <CategoryFilterBar value={screen.filter} onChange={screen.changeFilter} />
      {/* Always in the page, so the confirmation is announced when it appears. */}
      <VisuallyHidden role="status">{screen.shared ? t('community.announce.shared') : ''}</VisuallyHidden>
      <PostList
        items={screen.visible}
        now={screen.now}
        onToggleLike={screen.toggleLike}
        onStartPost={screen.openForm}
        onShowAll={screen.filter === 'all' ? undefined : screen.showAll}
      />
    </Root>
  );
}
