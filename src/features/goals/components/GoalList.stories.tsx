import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';

import { sampleGoals, sampleNow } from '../data';
import { splitGoals } from '../model';
import { GoalList } from './GoalList';
import { GoalsEmptyState } from './GoalsEmptyState';

const { active, completed } = splitGoals(sampleGoals(6));

const meta = {
  title: 'Features/Goals/GoalList',
  component: GoalList,
  args: { title: 'Active Goals', goals: active, now: sampleNow(), onProgress: fn() },
  argTypes: { empty: { control: false } },
} satisfies Meta<typeof GoalList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const section = canvas.getByRole('region', { name: 'Active Goals' });
    const items = within(section).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(within(section).getByRole('heading', { level: 2, name: 'Active Goals' })).toBeVisible();
    const first = within(items[0] as HTMLElement);
    await userEvent.click(first.getByRole('button', { name: /^Increase progress of Walk outside/ }));
    await expect(args.onProgress).toHaveBeenCalledWith('goal-1', 20);
  },
};

export const Completed: Story = {
  args: { title: 'Completed Goals', goals: completed, celebratingId: completed[0]?.id ?? null },
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Completed Goals' });
    await expect(within(section).getAllByRole('article')).toHaveLength(1);
    await waitFor(() => expect(within(section).getByText('Goal complete!')).toBeVisible());
  },
};

export const Empty: Story = {
  args: { goals: [], empty: <GoalsEmptyState onCreate={fn()} /> },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 3, name: 'No active goals' })).toBeVisible();
  },
};
