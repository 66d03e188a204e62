import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';

import { Button } from '../../components/Button';
import { parseUser, SCHEMA_VERSION } from '../../lib/record';
import type { CommunityPost } from '../../lib/record';
import { styled } from '../../styles';
import { CommunityScreen } from './CommunityScreen';
import type { CommunityScreenProps } from './CommunityScreen';
import { generateSamplePosts, sampleNow, sampleOwnPosts } from './data';
import { toggleLike } from './model';

// The shell's content area: the screen's own padding comes from there.
const Frame = styled('main', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$6',
  paddingInline: '$4',
  paddingBlock: '$5',
  '@md': { paddingInline: '$8', paddingBlock: '$8' },
});

const Harness = styled('div', { borderBlockStart: '1px dashed $borderStrong', paddingBlockStart: '$4' });

/** The stored record's round trip: what a reload reads back from localStorage. */
function reloadFromStorage(posts: CommunityPost[], likedPostIds: string[]) {
  const stored = JSON.stringify({
    schemaVersion: SCHEMA_VERSION,
    id: 'user-1',
    name: 'Sofía',
    age: 17,
    preferences: {},
    moodHistory: [],
    goals: [],
    posts,
    likedPostIds,
  });
  const parsed = parseUser(JSON.parse(stored));
  if (!parsed.ok) throw new Error('the stored record did not read back');
  return { posts: parsed.user.posts ?? [], likedPostIds: parsed.user.likedPostIds ?? [] };
}

/**
 * Plays the app's store: a new post is kept in the record, a like is toggled in `likedPostIds`, and
 * the changes come back as props. A reload remounts the screen from the stored JSON.
 */
function StatefulCommunity(args: CommunityScreenProps) {
  const [record, setRecord] = useState({ posts: [...args.userPosts], likedPostIds: [...args.likedPostIds] });
  const [reloads, setReloads] = useState(0);
  return (
    <Frame>
      <CommunityScreen
        key={reloads}
        {...args}
        userPosts={record.posts}
        likedPostIds={record.likedPostIds}
        onAddPost={(post) => {
          args.onAddPost(post);
          setRecord((current) => ({ ...current, posts: [...current.posts, post] }));
        }}
        onToggleLike={(id) => {
          args.onToggleLike(id);
          setRecord((current) => ({ ...current, likedPostIds: toggleLike(current.likedPostIds, id) }));
        }}
      />
      <Harness>
        <Button
          variant="secondary"
          onClick={() => {
            setRecord((current) => reloadFromStorage(current.posts, current.likedPostIds));
            setReloads((count) => count + 1);
          }}
        >
          Reload the page (story harness)
        </Button>
      </Harness>
    </Frame>
  );
}

let postNumber = 0;

const meta = {
  title: 'Screens/Community',
  component: CommunityScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    userPosts: [],
    likedPostIds: [],
    onAddPost: fn(),
    onToggleLike: fn(),
    now: sampleNow,
    newId: () => `post-new-${(postNumber += 1)}`,
  },
  beforeEach: () => {
    postNumber = 0;
  },
  render: (args) => <StatefulCommunity {...args} />,
} satisfies Meta<typeof CommunityScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = StoryContext['canvas'];
type UserEvent = StoryContext['userEvent'];

const phone = { viewport: { value: 'phone', isRotated: false } };

const postsRegion = (canvas: Canvas) => within(canvas.getByRole('region', { name: 'Posts' }));
const cardNames = (canvas: Canvas) => postsRegion(canvas).queryAllByRole('article').map((card) => card.getAttribute('aria-label'));
const shareToggle = (canvas: Canvas) => canvas.getByRole('button', { name: 'Share' });
const contentBox = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'What would you like to share?' });

/** Opens the form with the Share button and writes a post, as a user would. */
async function writePost(canvas: Canvas, userEvent: UserEvent, text: string) {
  await userEvent.click(shareToggle(canvas));
  await userEvent.click(contentBox(canvas));
  await userEvent.paste(text);
}

export const Default: Story = {
  play: async ({ canvas }) => {
    const share = shareToggle(canvas);
    await expect(share).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Community Guidelines' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'All', pressed: true })).toBeVisible();
    await expect(postsRegion(canvas).getByRole('status')).toHaveTextContent('12 posts');
    // The 12 samples, newest first, in the UI language.
    const cards = postsRegion(canvas).getAllByRole('article');
    await expect(cards).toHaveLength(12);
    const times = cards.map((card) => card.querySelector('time')?.getAttribute('datetime') ?? '');
    await expect(times).toEqual([...times].sort().reverse());
    await expect(cards[0]?.querySelector('time')).toHaveTextContent(/^\d+m ago/);
    await expect(cardNames(canvas).filter((name) => name === 'Post by Anonymous')).toHaveLength(3);
    await expect(canvas.getByText(/^Rough week\./)).toBeVisible();
    // Nothing to announce yet.
    await expect(canvas.getAllByRole('status').find((status) => status.textContent === '')).toBeDefined();
  },
};

export const PhoneWidth: Story = {
  globals: phone,
  play: async ({ canvas }) => {
    const frame = canvas.getByRole('main');
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    for (const button of canvas.getAllByRole('button')) {
      const box = button.getBoundingClientRect();
      await expect(box.right).toBeLessThanOrEqual(frame.clientWidth);
      await expect(box.height).toBeGreaterThanOrEqual(44);
    }
  },
};

export const FormOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    const share = shareToggle(canvas);
    await userEvent.click(share);
    await expect(share).toHaveAttribute('aria-expanded', 'true');
    const form = canvas.getByRole('form', { name: 'Share with the Community' });
    await expect(share).toHaveAttribute('aria-controls', form.parentElement?.id);
    // The toggle keeps focus and the form comes right after it.
    await expect(share).toHaveFocus();
    await userEvent.tab();
    await expect(contentBox(canvas)).toHaveFocus();
    await expect(within(form).getByRole('button', { name: 'Share post' })).toBeDisabled();
    await expect(within(form).getByRole('combobox', { name: 'Category' })).toHaveDisplayValue('Support');
  },
};

export const ShareNamedPost: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await writePost(canvas, userEvent, '  Finished my first week at the new school!  ');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Category' }), 'celebration');
    await userEvent.click(canvas.getByRole('button', { name: 'Share post' }));
    await expect(args.onAddPost).toHaveBeenCalledWith({
      id: 'post-new-1',
      author: 'You',
      content: 'Finished my first week at the new school!',
      timestamp: sampleNow().toISOString(),
      likes: 0,
      comments: 0,
      category: 'celebration',
      anonymous: false,
    });
    // On top, by You, with nothing yet; the form closed, focus back on Share, and it was announced.
    const [first] = postsRegion(canvas).getAllByRole('article');
    await expect(first).toHaveAccessibleName('Post by You');
    await expect(first).toHaveTextContent('Finished my first week at the new school!');
    await expect(first?.querySelector('time')).toHaveTextContent('0m ago');
    await expect(within(first as HTMLElement).getByRole('button', { name: 'Like post by You, 0 likes' })).toBeVisible();
    await expect(
      within(first as HTMLElement).getByRole('button', { name: 'Comments on post by You, 0 comments' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
    await expect(shareToggle(canvas)).toHaveAttribute('aria-expanded', 'false');
    await expect(shareToggle(canvas)).toHaveFocus();
    await expect(canvas.getByText('Your post was shared.')).toBeInTheDocument();
    await expect(postsRegion(canvas).getByRole('status')).toHaveTextContent('13 posts');
    // Opened again, the form starts over: empty, support, not anonymous.
    await userEvent.click(shareToggle(canvas));
    await expect(contentBox(canvas)).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: 'Category' })).toHaveDisplayValue('Support');
    await expect(canvas.getByRole('checkbox', { name: 'Post anonymously' })).not.toBeChecked();
  },
};

export const ShareAnonymously: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await writePost(canvas, userEvent, 'Does anyone else get nervous before group projects?');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Category' }), 'question');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Post anonymously' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Share post' }));
    await expect(args.onAddPost).toHaveBeenCalledWith(
      expect.objectContaining({ author: 'Anonymous', anonymous: true, category: 'question', likes: 0, comments: 0 }),
    );
    const [first] = postsRegion(canvas).getAllByRole('article');
    await expect(first).toHaveAccessibleName('Post by Anonymous');
    await expect(first).toHaveTextContent('Does anyone else get nervous before group projects?');
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
    // Reset: the next post is not anonymous unless asked again.
    await userEvent.click(shareToggle(canvas));
    await expect(canvas.getByRole('checkbox', { name: 'Post anonymously' })).not.toBeChecked();
    await expect(canvas.getByRole('combobox', { name: 'Category' })).toHaveDisplayValue('Support');
  },
};

export const CancelResets: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await writePost(canvas, userEvent, 'Half a thought');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Category' }), 'resource');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Post anonymously' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onAddPost).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
    await expect(shareToggle(canvas)).toHaveFocus();
    await expect(postsRegion(canvas).getAllByRole('article')).toHaveLength(12);
    await userEvent.click(shareToggle(canvas));
    await expect(contentBox(canvas)).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: 'Category' })).toHaveDisplayValue('Support');
    await expect(canvas.getByRole('checkbox', { name: 'Post anonymously' })).not.toBeChecked();
    // The Share button closes it too.
    await userEvent.click(shareToggle(canvas));
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
  },
};

export const FilterByCategory: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Celebration' }));
    await expect(canvas.getByRole('button', { name: 'Celebration' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    const cards = postsRegion(canvas).getAllByRole('article');
    await expect(cards).toHaveLength(3);
    for (const card of cards) await expect(card).toHaveTextContent('Category: Celebration');
    await expect(postsRegion(canvas).getByRole('status')).toHaveTextContent('3 posts');
    // By keyboard, back to all.
    canvas.getByRole('button', { name: 'All' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(postsRegion(canvas).getAllByRole('article')).toHaveLength(12);
  },
};

export const PostingUnderAnotherFilterShowsAll: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Resource' }));
    await writePost(canvas, userEvent, 'Thank you all, this place helps.');
    await userEvent.click(canvas.getByRole('button', { name: 'Share post' }));
    // A support post under the Resource filter: the filter steps back so the new post is seen on top.
    await expect(canvas.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await expect(postsRegion(canvas).getAllByRole('article')[0]).toHaveTextContent('Thank you all, this place helps.');
  },
};

// Only support posts in the community: the Question filter finds none.
const supportOnly = generateSamplePosts(sampleNow()).filter((post) => post.category === 'support');

export const FilteredEmpty: Story = {
  args: { samplePosts: supportOnly },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Question' }));
    await expect(canvas.getByRole('button', { name: 'Question' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('heading', { name: 'No posts found' })).toBeVisible();
    await expect(canvas.getByText('Be the first to share something with the community!')).toBeVisible();
    await expect(postsRegion(canvas).getByRole('status')).toHaveTextContent('No posts');
    await expect(canvas.getByRole('button', { name: 'Share a post' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show all posts' })).toBeVisible();
  },
};

export const EmptyStateNextSteps: Story = {
  args: { samplePosts: supportOnly },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Resource' }));
    // The empty state's Share opens the form further up and puts the cursor in it.
    await userEvent.click(canvas.getByRole('button', { name: 'Share a post' }));
    await expect(contentBox(canvas)).toHaveFocus();
    await expect(shareToggle(canvas)).toHaveAttribute('aria-expanded', 'true');
    // Or go back to every post.
    await userEvent.click(canvas.getByRole('button', { name: 'Show all posts' }));
    await expect(canvas.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await expect(postsRegion(canvas).getAllByRole('article')).toHaveLength(3);
  },
};

export const WithOwnPosts: Story = {
  args: { userPosts: sampleOwnPosts(3), likedPostIds: ['own-post-1', 'sample-post-2'] },
  play: async ({ canvas }) => {
    // Own posts above the samples, newest first.
    await expect(cardNames(canvas).slice(0, 4)).toEqual([
      'Post by You',
      'Post by Anonymous',
      'Post by You',
      expect.not.stringMatching(/You/),
    ]);
    const [first] = postsRegion(canvas).getAllByRole('article');
    await expect(first).toHaveTextContent('Three weeks without skipping breakfast.');
    await expect(within(first as HTMLElement).getByRole('button', { name: 'Like post by You, 1 like' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(postsRegion(canvas).getAllByRole('button', { pressed: true })).toHaveLength(2);
  },
};

export const LikeToggles: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const card = within(postsRegion(canvas).getByRole('article', { name: 'Post by Jamal' }));
    const like = card.getByRole('button', { name: /^Like post by Jamal/ });
    const before = Number(like.textContent);
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(like);
    await expect(args.onToggleLike).toHaveBeenCalledWith('sample-post-2');
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toHaveAccessibleName(`Like post by Jamal, ${before + 1} likes`);
    // And off again, by keyboard.
    like.focus();
    await userEvent.keyboard('{Enter}');
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(like).toHaveTextContent(String(before));
  },
};

export const CrisisDraft: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await writePost(canvas, userEvent, 'I keep thinking about killing myself');
    const notice = canvas.getByRole('region', { name: 'You don’t have to go through this alone' });
    const hrefs = within(notice)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href') ?? '');
    await expect(hrefs.some((href) => href.startsWith('tel:'))).toBe(true);
    await expect(hrefs.some((href) => href.startsWith('sms:'))).toBe(true);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    // Posting is still the user's choice.
    await userEvent.click(canvas.getByRole('button', { name: 'Share post' }));
    await expect(args.onAddPost).toHaveBeenCalledTimes(1);
  },
};

export const PersonalDetailsDraft: Story = {
  play: async ({ canvas, userEvent }) => {
    await writePost(canvas, userEvent, 'DM me, or email jordan.lee@mail.com');
    await expect(canvas.getByText('Keep your details private')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Share post' })).toBeEnabled();
  },
};

export const ShareThenReload: Story = {
  play: async ({ canvas, userEvent }) => {
    await writePost(canvas, userEvent, 'Went for a walk instead of doomscrolling.');
    await userEvent.click(canvas.getByRole('button', { name: 'Share post' }));
    const like = within(postsRegion(canvas).getAllByRole('article')[0] as HTMLElement).getByRole('button', {
      name: /^Like post by You/,
    });
    await userEvent.click(like);
    await userEvent.click(within(postsRegion(canvas).getByRole('article', { name: 'Post by Maya' })).getByRole('button', { name: /^Like/ }));

    // Reload: the stored record brings the post and both likes back.
    await userEvent.click(canvas.getByRole('button', { name: 'Reload the page (story harness)' }));
    await waitFor(() => expect(canvas.queryByText('Your post was shared.')).not.toBeInTheDocument());
    const [first] = postsRegion(canvas).getAllByRole('article');
    await expect(first).toHaveTextContent('Went for a walk instead of doomscrolling.');
    await expect(within(first as HTMLElement).getByRole('button', { name: 'Like post by You, 1 like' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(
      within(postsRegion(canvas).getByRole('article', { name: 'Post by Maya' })).getByRole('button', { name: /^Like/ }),
    ).toHaveAttribute('aria-pressed', 'true');
  },
};
