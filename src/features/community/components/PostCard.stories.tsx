import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';

import { generateSamplePosts, resolveSamplePost, sampleNow, sampleOwnPost, samplePost } from '../data';
import type { PostCategory } from '../model';
import { englishText } from '../../../i18n/enUS';
import { PostCard } from './PostCard';
import type { PostCardProps } from './PostCard';

/** Plays the store's part: a like comes back as the new `liked`. */
function StatefulPostCard(args: PostCardProps) {
  const [liked, setLiked] = useState(args.liked ?? false);
  return (
    <PostCard
      {...args}
      liked={liked}
      onToggleLike={(id) => {
        args.onToggleLike(id);
        setLiked((current) => !current);
      }}
    />
  );
}

const minutesAgo = (minutes: number) => new Date(sampleNow().getTime() - minutes * 60_000).toISOString();
const samples = generateSamplePosts(sampleNow()).map((sample) => resolveSamplePost(sample, englishText));
function firstOf(category: PostCategory) {
  const post = samples.find((candidate) => candidate.category === category && !candidate.anonymous);
  if (!post) throw new Error(`no named ${category} sample`);
  return post;
}

const meta = {
  title: 'Features/Community/PostCard',
  component: PostCard,
  args: {
    post: samplePost(englishText, { timestamp: minutesAgo(135), likes: 12, comments: 5 }),
    now: sampleNow(),
    liked: false,
    onToggleLike: fn(),
  },
  render: (args) => <StatefulPostCard {...args} />,
} satisfies Meta<typeof PostCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Named: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Post by Maya' });
    await expect(within(card).getByRole('heading', { level: 3, name: 'Maya' })).toBeVisible();
    await expect(card).toHaveTextContent('Rough week.');
    await expect(within(card).getByText('Support')).toBeVisible();
    // "2h ago" on screen, the whole words for a screen reader, and the date in <time>.
    const time = card.querySelector('time');
    await expect(time).toHaveAttribute('datetime', minutesAgo(135));
    await expect(time).toHaveAttribute('title', expect.stringContaining('2025'));
    await expect(time).toHaveTextContent('2h ago');
    await expect(time).toHaveTextContent('2 hours ago');
    await expect(canvas.getByRole('button', { name: 'Like post by Maya, 12 likes' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(canvas.getByRole('button', { name: 'Comments on post by Maya, 5 comments' })).toBeVisible();
  },
};

export const Anonymous: Story = {
  args: { post: samplePost(englishText, { author: 'Anonymous', anonymous: true, timestamp: minutesAgo(12) }) },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Post by Anonymous' });
    await expect(within(card).getByRole('heading', { name: 'Anonymous' })).toBeVisible();
    await expect(card.querySelector('time')).toHaveTextContent('12m ago');
    // No initial to give anyone away: a plain figure instead.
    await expect(card).not.toHaveTextContent(/^M/);
  },
};

export const OwnPost: Story = {
  args: { post: sampleOwnPost() },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Post by You' });
    await expect(within(card).getByRole('heading', { name: 'You' })).toBeVisible();
    await expect(card.querySelector('time')).toHaveTextContent('5m ago');
    await expect(canvas.getByRole('button', { name: 'Like post by You, 0 likes' })).toBeVisible();
  },
};

export const Celebration: Story = {
  args: { post: firstOf('celebration') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Celebration')).toBeVisible();
    await expect(canvas.getByRole('article')).toHaveTextContent('Category: Celebration');
  },
};

export const Question: Story = {
  args: { post: firstOf('question') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toHaveTextContent('Category: Question');
  },
};

export const Resource: Story = {
  args: { post: firstOf('resource') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toHaveTextContent('Category: Resource');
  },
};

export const DaysOld: Story = {
  args: { post: samplePost(englishText, { timestamp: minutesAgo(3 * 1440 + 30) }) },
  play: async ({ canvas }) => {
    const time = canvas.getByRole('article').querySelector('time');
    await expect(time).toHaveTextContent('3d ago');
    await expect(time).toHaveTextContent('3 days ago');
  },
};

export const FromTheFuture: Story = {
  // Another device's clock was ahead: never "-5m ago".
  args: { post: samplePost(englishText, { timestamp: minutesAgo(-5) }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article').querySelector('time')).toHaveTextContent('0m ago');
  },
};

export const Liked: Story = {
  args: { liked: true },
  play: async ({ canvas, userEvent, args }) => {
    // The user's like is counted on top of the others' 12.
    const like = canvas.getByRole('button', { name: 'Like post by Maya, 13 likes' });
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(like);
    await expect(args.onToggleLike).toHaveBeenCalledWith('sample-post-1');
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(like).toHaveAccessibleName('Like post by Maya, 12 likes');
    await expect(like).toHaveTextContent('12');
  },
};

export const LikeByKeyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    const like = canvas.getByRole('button', { name: /^Like post by Maya/ });
    await expect(like).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toHaveAccessibleName('Like post by Maya, 13 likes');
    await userEvent.keyboard(' ');
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onToggleLike).toHaveBeenCalledTimes(2);
  },
};

export const ComingSoonButtons: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const comments = canvas.getByRole('button', { name: /^Comments on post by Maya/ });
    const share = canvas.getByRole('button', { name: 'Share post by Maya' });
    const more = canvas.getByRole('button', { name: 'More options for post by Maya' });
    // Not broken: reachable, marked unavailable, and they say why.
    await expect(comments).toHaveAttribute('aria-disabled', 'true');
    await expect(comments).toHaveAccessibleDescription('Comments are coming soon');
    await expect(share).toHaveAttribute('aria-disabled', 'true');
    await expect(share).toHaveAccessibleDescription('Sharing is coming soon');
    await expect(more).toHaveAttribute('aria-disabled', 'true');
    await expect(more).toHaveAccessibleDescription('More options are coming soon');
    await userEvent.tab();
    await userEvent.tab();
    await expect(comments).toHaveFocus();
    await userEvent.tab();
    await expect(share).toHaveFocus();
    await userEvent.tab();
    await expect(more).toHaveFocus();

    // A press shows the reason on screen too, for sighted touch users.
    await userEvent.click(comments);
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() =>
      expect(body.getAllByText('Comments are coming soon').some((element) => element.checkVisibility())).toBe(true),
    );
    await expect(args.onToggleLike).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    post: samplePost(englishText, {
      content: `${'So much to say today. '.repeat(450)}${'a'.repeat(600)}`,
    }),
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article');
    // Nothing spills out sideways: the unbroken run of letters wraps too.
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await expect(card.textContent?.length).toBeGreaterThan(10_000);
  },
};

export const MarkupStaysText: Story = {
  args: { post: samplePost(englishText, { content: '<img src=x onerror="alert(1)"> <b>bold?</b>' }) },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article');
    await expect(card.querySelector('img, b')).toBeNull();
    await expect(card).toHaveTextContent('<b>bold?</b>');
  },
};

export const EmojiAndLineBreaks: Story = {
  args: {
    post: samplePost(englishText, {
      category: 'celebration',
      content: 'Passed my driving test!!! 🎉🚗💨\n\nThank you all for the tips 🫶🏽👩🏾‍🦱',
    }),
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article');
    await expect(card).toHaveTextContent('🎉🚗💨');
    const text = Array.from(card.querySelectorAll('p')).find((p) => p.textContent?.includes('🫶🏽'));
    await expect(text && getComputedStyle(text).whiteSpace).toBe('pre-wrap');
  },
};

export const RightToLeftText: Story = {
  args: {
    post: samplePost(englishText, {
      author: 'ليلى',
      content: 'أشعر بتحسن اليوم بعد أن تحدثت مع صديقتي. شكرًا لكل من شارك هنا، كلماتكم ساعدتني كثيرًا.',
    }),
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Post by ليلى' });
    const text = Array.from(card.querySelectorAll('p')).find((p) => p.textContent?.startsWith('أشعر'));
    // The words pick their own direction, inside an English interface.
    await expect(text).toHaveAttribute('dir', 'auto');
    await expect(text && getComputedStyle(text).direction).toBe('rtl');
    await expect(canvas.getByRole('button', { name: /^Like post by ليلى, \d+ likes$/ })).toBeVisible();
  },
};

export const PhoneWidth: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article');
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    for (const button of canvas.getAllByRole('button')) {
      const box = button.getBoundingClientRect();
      await expect(box.height).toBeGreaterThanOrEqual(44);
      await expect(box.width).toBeGreaterThanOrEqual(44);
    }
  },
};
