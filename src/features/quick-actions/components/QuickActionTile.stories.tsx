import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { Chat, Crisis } from '../../../components/Icon';
import { styled } from '../../../styles';
import { sampleQuickAction } from '../data';
import { QuickActionTile } from './QuickActionTile';

// A tile's width in the panel's grid on a phone.
const Cell = styled('div', { inlineSize: '11rem' });
const WideCell = styled('div', { inlineSize: '22rem', maxInlineSize: '100%' });

const chat = sampleQuickAction('ai-chat');
const crisis = sampleQuickAction('crisis');

const meta = {
  title: 'Features/QuickActions/QuickActionTile',
  component: QuickActionTile,
  args: {
    id: chat.id,
    title: 'AI Companion',
    description: 'Talk things through with your companion',
    icon: <Chat />,
    tone: chat.tone,
    onSelect: fn(),
  },
  argTypes: { icon: { control: false } },
  decorators: [
    (Story) => (
      <Cell>
        <Story />
      </Cell>
    ),
  ],
} satisfies Meta<typeof QuickActionTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Normal: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const tile = canvas.getByRole('button', { name: 'AI Companion' });
    await expect(tile).toHaveAccessibleDescription('Talk things through with your companion');
    await expect(tile).not.toHaveAttribute('aria-haspopup');
    await userEvent.click(tile);
    await expect(args.onSelect).toHaveBeenCalledWith('ai-chat');
  },
};

export const Urgent: Story = {
  args: {
    id: crisis.id,
    title: 'Crisis Support',
    description: 'Get help right now, any time',
    icon: <Crisis />,
    tone: crisis.tone,
    urgent: true,
    opensDialog: true,
  },
  decorators: [
    (Story) => (
      <WideCell>
        <Story />
      </WideCell>
    ),
  ],
  play: async ({ canvas, userEvent, args }) => {
    // "Urgent" is said in words, not by the red fill alone.
    const tile = canvas.getByRole('button', { name: 'Crisis Support Urgent' });
    await expect(tile).toHaveAttribute('aria-haspopup', 'dialog');
    const style = getComputedStyle(tile);
    await expect(style.backgroundColor).not.toBe(getComputedStyle(canvas.getByText('Urgent')).backgroundColor);
    await userEvent.click(tile);
    await expect(args.onSelect).toHaveBeenCalledWith('crisis');
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const tile = canvas.getByRole('button', { name: 'AI Companion' });
    await userEvent.tab();
    await expect(tile).toHaveFocus();
    await expect(getComputedStyle(tile).outlineStyle).toBe('solid');
    await expect(getComputedStyle(tile).outlineWidth).toBe('3px');
    await expect(tile.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    // Enter and Space both press it.
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onSelect).toHaveBeenCalledTimes(2);
  },
};
