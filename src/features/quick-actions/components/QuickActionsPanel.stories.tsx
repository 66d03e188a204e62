import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';

import { QuickActionsPanel } from './QuickActionsPanel';

const meta = {
  title: 'Features/QuickActions/QuickActionsPanel',
  component: QuickActionsPanel,
  args: { onSelect: fn() },
} satisfies Meta<typeof QuickActionsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EightTiles: Story = {
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region', { name: 'Quick Actions' });
    const tiles = within(within(panel).getAllByRole('list')[0] as HTMLElement).getAllByRole('button');
    const names = [
      'Crisis Support Urgent',
      'AI Companion',
      'Peer Support',
      'Guided Meditation',
      'Resources',
      'Call Hotline',
      'Calming Sounds',
      'Wellness Videos',
    ];
    await expect(tiles).toHaveLength(names.length);
    for (const [index, name] of names.entries()) await expect(tiles[index]).toHaveAccessibleName(name);
    // The urgent tile spans the row; the others share it.
    const [first, second] = tiles.map((tile) => tile.getBoundingClientRect());
    await expect(first?.width).toBeGreaterThan((second?.width ?? 0) * 1.5);
    // The crisis information box sits in the panel too.
    await expect(within(panel).getByRole('region', { name: 'Need to talk to someone now?' })).toBeVisible();
  },
};

export const SelectsAnAction: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Calming Sounds' }));
    await expect(args.onSelect).toHaveBeenCalledWith('sounds');
    await expect(canvas.getByRole('button', { name: 'Calming Sounds' })).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(canvas.getByRole('button', { name: 'Peer Support' })).not.toHaveAttribute('aria-haspopup');
  },
};
