import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';

import { styled } from '../../../styles';
import { sampleDate, sampleGoal, sampleNow } from '../data';
import { GoalCard } from './GoalCard';

const decrease = /^Decrease progress of Read 20 pages by 10%$/;
const increase = /^Increase progress of Read 20 pages by 10%$/;
const complete = /^Complete Read 20 pages$/;

// A card's width in the two-column list on a tablet.
const Column = styled('div', { maxInlineSize: '24rem' });

const meta = {
  title: 'Features/Goals/GoalCard',
  component: GoalCard,
  args: { goal: sampleGoal(), now: sampleNow(), onProgress: fn() },
  argTypes: { now: { control: false } },
  decorators: [
    (Story) => (
      <Column>
        <Story />
      </Column>
    ),
  ],
} satisfies Meta<typeof GoalCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Midway: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('article', { name: 'Read 20 pages' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Read 20 pages' })).toBeVisible();
    await expect(canvas.getByText('A chapter before bed, most nights.')).toBeVisible();
    await expect(canvas.getByText('Academic')).toHaveTextContent('Category: Academic');
    const bar = canvas.getByRole('progressbar', { name: 'Progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(canvas.getByText('40%')).toBeVisible();
    // 28 March seen on the afternoon of 14 March: 14 whole days and part of today, rounded up.
    await expect(canvas.getByText('15 days left')).toHaveAttribute('datetime', '2025-03-28');

    await userEvent.click(canvas.getByRole('button', { name: decrease }));
    await expect(args.onProgress).toHaveBeenLastCalledWith('goal-1', 30);
    await userEvent.click(canvas.getByRole('button', { name: increase }));
    await expect(args.onProgress).toHaveBeenLastCalledWith('goal-1', 50);
    await userEvent.click(canvas.getByRole('button', { name: complete }));
    await expect(args.onProgress).toHaveBeenLastCalledWith('goal-1', 100);
    await expect(args.onProgress).toHaveBeenCalledTimes(3);
  },
};

export const AtZero: Story = {
  args: { goal: sampleGoal({ progress: 0 }) },
  play: async ({ canvas, userEvent, args }) => {
    const minus = canvas.getByRole('button', { name: decrease });
    await expect(minus).toBeDisabled();
    await expect(canvas.getByRole('button', { name: increase })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: complete })).toBeEnabled();
    await userEvent.click(minus);
    await expect(args.onProgress).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: increase }));
    await expect(args.onProgress).toHaveBeenCalledWith('goal-1', 10);
  },
};

export const NearlyDone: Story = {
  args: { goal: sampleGoal({ progress: 95 }) },
  play: async ({ canvas, userEvent, args }) => {
    // The step never overshoots: 95 + 10 is saved as 100.
    await userEvent.click(canvas.getByRole('button', { name: increase }));
    await expect(args.onProgress).toHaveBeenCalledWith('goal-1', 100);
  },
};

export const AtHundred: Story = {
  args: { goal: sampleGoal({ progress: 100 }) },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('button', { name: increase })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: complete })).toBeDisabled();
    await expect(canvas.getByText('Completed')).toBeVisible();
    // A completed goal has no deadline left to count.
    await expect(canvas.queryByText(/days? left/)).not.toBeInTheDocument();
    await expect(canvas.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '100');
    // Stepping back down is how a goal completed by mistake is reopened.
    await userEvent.click(canvas.getByRole('button', { name: decrease }));
    await expect(args.onProgress).toHaveBeenCalledWith('goal-1', 90);
  },
};

export const Celebrating: Story = {
  args: { goal: sampleGoal({ progress: 100 }), celebrating: true },
  play: async ({ canvas }) => {
    // It pops in (without reduced motion), so it becomes visible a moment later.
    await waitFor(() => expect(canvas.getByText('Goal complete!')).toBeVisible());
    await expect(canvas.getByText('Well done. Take a moment to enjoy it.')).toBeVisible();
  },
};

export const Overdue: Story = {
  args: { goal: sampleGoal({ targetDate: sampleDate(-3) }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Overdue')).toBeVisible();
    await expect(canvas.queryByText(/days? left/)).not.toBeInTheDocument();
  },
};

export const DueToday: Story = {
  args: { goal: sampleGoal({ targetDate: sampleDate(0) }) },
  play: async ({ canvas }) => {
    // The target day is not over yet: overdue only from the next midnight.
    await expect(canvas.getByText('1 day left')).toBeVisible();
    await expect(canvas.queryByText('Overdue')).not.toBeInTheDocument();
  },
};

export const NoTargetDate: Story = {
  args: { goal: sampleGoal({ targetDate: '', description: '' }) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByText(/days? left/)).not.toBeInTheDocument();
    await expect(canvas.queryByText('Overdue')).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('time')).toBeNull();
  },
};

export const Wellness: Story = {
  args: { goal: sampleGoal({ category: 'wellness', title: 'Walk outside three times a week', progress: 60 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Wellness')).toHaveTextContent('Category: Wellness');
  },
};

export const Social: Story = {
  args: { goal: sampleGoal({ category: 'social', title: 'Call my cousin on Sundays', progress: 20 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Social')).toHaveTextContent('Category: Social');
  },
};

export const Academic: Story = {
  args: { goal: sampleGoal({ category: 'academic', title: 'Finish the science project', progress: 70 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Academic')).toHaveTextContent('Category: Academic');
  },
};

export const Personal: Story = {
  args: { goal: sampleGoal({ category: 'personal', title: 'Start a sketchbook', progress: 10 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Personal')).toHaveTextContent('Category: Personal');
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: decrease })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: increase })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onProgress).toHaveBeenLastCalledWith('goal-1', 50);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: complete })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onProgress).toHaveBeenLastCalledWith('goal-1', 100);
    // The card itself is only focused by script, never a Tab stop.
    await expect(canvas.getByRole('article')).toHaveAttribute('tabindex', '-1');
  },
};

export const LongTitle: Story = {
  args: {
    goal: sampleGoal({
      title: 'Practise the guitar chords for the school concert every evening after dinner',
      description: 'Start with G, C and D. Ten minutes is enough on tired days.',
    }),
  },
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article');
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    for (const button of canvas.getAllByRole('button')) {
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};
