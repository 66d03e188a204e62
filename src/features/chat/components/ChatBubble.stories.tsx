import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { styled } from '../../../styles';
import { sampleLongText, sampleMessage } from '../data';
import { ChatBubble } from './ChatBubble';

// The width of the conversation inside the chat panel on a laptop.
const Column = styled('div', { maxInlineSize: '44rem', display: 'grid', gap: '$3' });

const meta = {
  title: 'Features/Chat/ChatBubble',
  component: ChatBubble,
  args: { message: sampleMessage(), onOpenCommunity: fn() },
  decorators: [
    (Story) => (
      <Column>
        <Story />
      </Column>
    ),
  ],
} satisfies Meta<typeof ChatBubble>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Companion: Story = {
  play: async ({ canvas, args }) => {
    const text = canvas.getByText(args.message.content, { exact: false });
    // A screen reader hears who spoke before the words.
    await expect(text).toHaveTextContent(`Companion said: ${args.message.content}`);
    const time = canvas.getByText((_, element) => element?.tagName === 'TIME');
    await expect(time).toHaveAttribute('datetime', args.message.timestamp);
    await expect(time.textContent).toMatch(/\d{1,2}:\d{2}/);
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const User: Story = {
  args: { message: sampleMessage({ sender: 'user', content: 'School was a lot this week.\nI need a break.' }) },
  play: async ({ canvas }) => {
    const text = canvas.getByText(/School was a lot/);
    await expect(text).toHaveTextContent('You said: School was a lot this week. I need a break.', { normalizeWhitespace: true });
    // The user's own line break is kept.
    await expect(getComputedStyle(text).whiteSpace).toBe('pre-wrap');
    // At the inline end: the bubble's right edge meets its row's.
    const bubble = text.parentElement as HTMLElement;
    const row = bubble.parentElement as HTMLElement;
    await expect(Math.round(bubble.getBoundingClientRect().right)).toBe(Math.round(row.getBoundingClientRect().right));
  },
};

export const Crisis: Story = {
  args: {
    message: sampleMessage({
      kind: 'crisis',
      content: 'Sofía, I’m really glad you told me. You can reach someone right now:',
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
    await expect(canvas.getByRole('link', { name: 'Text 988' })).toHaveAttribute('href', 'sms:988');
    await expect(canvas.getByRole('link', { name: 'Text HOME to 741741' })).toHaveAttribute('href', 'sms:741741?&body=HOME');
    await expect(canvas.getByRole('link', { name: 'Call 911' })).toHaveAttribute('href', 'tel:911');
    await expect(canvas.getByText(/free and confidential/)).toBeVisible();
    await expect(canvas.getByText(/automated program, not a person/)).toBeVisible();
    await expect(canvas.getByText(/keep talking/)).toBeVisible();
    for (const link of canvas.getAllByRole('link')) {
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};

export const Lonely: Story = {
  args: {
    message: sampleMessage({
      kind: 'lonely',
      content: 'Feeling lonely is really hard, Sofía. The peer community is a safe, moderated place to connect.',
    }),
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    const open = canvas.getByRole('button', { name: 'Open the community' });
    await expect(open).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenCommunity).toHaveBeenCalledTimes(1);
  },
};

export const LongText: Story = {
  args: { message: sampleMessage({ sender: 'user', content: `${sampleLongText} https://example.org/${'a'.repeat(80)}` }) },
  play: async ({ canvas }) => {
    const text = canvas.getByText(/long week/);
    const row = (text.parentElement as HTMLElement).parentElement as HTMLElement;
    // Wraps, even the unbroken link, instead of overflowing the row.
    await expect(text.scrollWidth).toBeLessThanOrEqual(text.clientWidth);
    await expect(text.getBoundingClientRect().width).toBeLessThan(row.getBoundingClientRect().width);
  },
};

export const ArabicInEnglishInterface: Story = {
  args: { message: sampleMessage({ sender: 'user', content: 'أشعر بالتوتر قبل الامتحان' }) },
  play: async ({ canvas }) => {
    // The message reads right to left in its own words, though the interface is English.
    await expect(getComputedStyle(canvas.getByText(/أشعر/)).direction).toBe('rtl');
    await expect(canvas.getByText(/أشعر/)).toHaveTextContent('You said: أشعر بالتوتر قبل الامتحان');
  },
};

export const FallbackNotice: Story = {
  args: { message: sampleMessage({ fallback: true }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/built-in companion replied/)).toBeVisible();
  },
};

export const RightToLeft: Story = {
  args: { message: sampleMessage({ sender: 'user', content: 'أشعر بالتوتر قبل الامتحان' }) },
  decorators: [
    (Story) => (
      <div dir="rtl" lang="ar">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    // The user's bubble sits at the inline end, which is the left in Arabic.
    const text = canvas.getByText(/أشعر/);
    await expect(getComputedStyle(text).direction).toBe('rtl');
    const bubble = text.parentElement as HTMLElement;
    const row = bubble.parentElement as HTMLElement;
    await expect(Math.round(bubble.getBoundingClientRect().left)).toBe(Math.round(row.getBoundingClientRect().left));
    await expect(bubble.getBoundingClientRect().right).toBeLessThan(row.getBoundingClientRect().right - 40);
  },
};
