import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';

import { generateSamplePosts, resolveSamplePost, sampleNow, sampleOwnPosts } from '../data';
import { buildFeed } from '../model';
import { englishText } from '../../../i18n/enUS';
import { PostList } from './PostList';

const samples = generateSamplePosts(sampleNow()).map((sample) => resolveSamplePost(sample, englishText));

const meta = {
  title: 'Features/Community/PostList',
  component: PostList,
  args: {
    items: buildFeed(sampleOwnPosts(1), samples, ['sample-post-2']),
    now: sampleNow(),
    onToggleLike: fn(),
    onStartPost: fn(),
  },
} satisfies Meta<typeof PostList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const list = canvas.getByRole('region', { name: 'Posts' });
    await expect(within(list).getByRole('status')).toHaveTextContent('13 posts');
    const cards = within(list).getAllByRole('article');
    await expect(cards).toHaveLength(13);
    // The user's post first.
    await expect(cards[0]).toHaveAccessibleName('Post by You');
    await expect(within(list).getAllByRole('button', { pressed: true })).toHaveLength(1);
    await userEvent.click(within(cards[0] as HTMLElement).getByRole('button', { name: /^Like post by You/ }));
    await expect(args.onToggleLike).toHaveBeenCalledWith('own-post-1');
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No posts');
    await expect(canvas.getByRole('heading', { level: 3, name: 'No posts found' })).toBeVisible();
    await expect(canvas.getByText('Be the first to share something with the community!')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Show all posts' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Share a post' }));
    await expect(args.onStartPost).toHaveBeenCalledTimes(1);
  },
};

export const EmptyUnderAFilter: Story = {
  args: { items: [], onShowAll: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'No posts found' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show all posts' }));
    await expect(args.onShowAll).toHaveBeenCalledTimes(1);
  },
};
