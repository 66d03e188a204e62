import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { GoalsEmptyState } from './GoalsEmptyState';

const meta = {
  title: 'Features/Goals/GoalsEmptyState',
  component: GoalsEmptyState,
  args: { onCreate: fn() },
} satisfies Meta<typeof GoalsEmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'No active goals' })).toBeVisible();
    await expect(canvas.getByText('Set your first goal to start tracking your progress')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Create Your First Goal' }));
    await expect(args.onCreate).toHaveBeenCalledTimes(1);
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Create Your First Goal' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCreate).toHaveBeenCalledTimes(1);
  },
};
