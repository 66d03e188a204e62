import { useRef, useState } from 'react';
import type { RefObject } from 'react';

import { useT } from '../../i18n';
import { generateSamplePosts, resolveSamplePost } from './data';
import type { SamplePost } from './data';
import { buildFeed, createPost, filterFeed } from './model';
import type { CategoryFilter, CommunityPost, PostDraft } from './model';

export interface UseCommunityOptions {
  /** The user's own posts, as stored. */
  userPosts: readonly CommunityPost[];
  /** The ids of the posts the user liked, as stored. */
  likedPostIds: readonly string[];
  /** The store keeps the new post in the user's record. */
  onAddPost: (post: CommunityPost) => void;
  /** The store adds or removes the id in `likedPostIds`. */
  onToggleLike: (postId: string) => void;
  now: () => Date;
  /** Ids for new posts; timestamp-based unless given. */
  newId?: () => string;
  /** The seed of the sample posts. */
  seed: number;
  /** Sample posts to show instead of the generated ones. */
  samplePosts?: readonly SamplePost[];
  /** The Share button: focus returns to it when the form closes, instead of to the page's start. */
  shareButton: RefObject<HTMLButtonElement | null>;
}

/**
 * The community screen's state: the feed (own posts, then the samples in the UI language), the
 * category filter, and the share form. The samples are drawn once per mount, from the seed and the
 * clock at that moment, so likes and ages do not change while the screen is open.
 */
export function useCommunity({
  userPosts,
  likedPostIds,
  onAddPost,
  onToggleLike,
  now,
  newId,
  seed,
  samplePosts,
  shareButton,
}: UseCommunityOptions) {
  const t = useT();
  const [generated] = useState(() => generateSamplePosts(now(), seed));
  const [filter, setFilter] = useState<CategoryFilter>('all');
  const [formOpen, setFormOpen] = useState(false);
  // Bumped when the form is opened from elsewhere (the empty state), so focus goes into it; 0 when
  // the Share toggle opened it, which keeps focus and sits right before the form.
  const [formFocusRequest, setFormFocusRequest] = useState(0);
  const [shared, setShared] = useState(false);
  const postNumber = useRef(0);

  const samples = (samplePosts ?? generated).map((sample) => resolveSamplePost(sample, t));
  const feed = buildFeed(userPosts, samples, likedPostIds);

  function closeForm() {
    setFormOpen(false);
    shareButton.current?.focus();
  }

  function share(draft: PostDraft) {
    const at = now();
    postNumber.current += 1;
    const id = newId ? newId() : `post-${at.getTime()}-${postNumber.current}`;
    const post = createPost(draft, { now: at, id });
    onAddPost(post);
    // The new post goes to the top of the list (spec section 4): never hidden behind a filter.
    if (filter !== 'all' && filter !== post.category) setFilter('all');
    setShared(true);
    closeForm();
  }

  return {
    now: now(),
    filter,
    changeFilter: setFilter,
    showAll: () => setFilter('all'),
    visible: filterFeed(feed, filter),
    toggleLike: onToggleLike,
    formOpen,
    formFocusRequest,
    toggleForm: () => {
      setFormFocusRequest(0);
      setFormOpen((open) => !open);
    },
    openForm: () => {
      setFormFocusRequest((request) => request + 1);
      setFormOpen(true);
    },
    cancelForm: closeForm,
    share,
    shared,
  };
}
