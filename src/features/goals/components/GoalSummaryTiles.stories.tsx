import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import { sampleGoals } from '../data';
import { goalSummary } from '../model';
import { GoalSummaryTiles } from './GoalSummaryTiles';

const explanation =
  'The progress of all your goals, active and completed, added up and divided by the number of goals, then rounded to the nearest whole percent.';

const meta = {
  title: 'Features/Goals/GoalSummaryTiles',
  component: GoalSummaryTiles,
  // Seeded goals: 1 completed, 5 active, progress 10, 70, 90, 0, 60 and 100 (mean 55).
  args: { summary: goalSummary(sampleGoals(6)) },
} satisfies Meta<typeof GoalSummaryTiles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each tile as "term: value", the way a screen reader reads it. */
function readTiles(canvasElement: HTMLElement) {
  return Array.from(canvasElement.querySelectorAll('dl'), (list) => {
    const [term, value] = [list.querySelector('dt'), list.querySelector('dd')];
    return `${term?.textContent ?? ''}: ${value?.textContent ?? ''}`;
  });
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(readTiles(canvasElement)).toEqual(['Completed: 1', 'Active: 5', 'Avg Progress: 55%']);
    await expect(within(canvasElement).getByText('Across all goals')).toBeVisible();
  },
};

export const NoGoals: Story = {
  args: { summary: goalSummary([]) },
  play: async ({ canvasElement }) => {
    await expect(readTiles(canvasElement)).toEqual(['Completed: 0', 'Active: 0', 'Avg Progress: 0%']);
  },
};

export const AverageExplained: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const help = canvas.getByRole('button', { name: 'How Avg Progress is worked out' });
    await userEvent.tab();
    await expect(help).toHaveFocus();
    // The tooltip is portaled to <body>, outside the story's canvas.
    const tooltip = await within(canvasElement.ownerDocument.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(explanation);
    await expect(help).toHaveAccessibleDescription(explanation);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('tooltip')).toBeNull());
  },
};

export const PhoneWidth: Story = {
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const [completed, active, average] = Array.from(canvasElement.querySelectorAll('dl'), (list) =>
      (list.parentElement as HTMLElement).getBoundingClientRect(),
    );
    // Completed and Active share a row; Avg Progress has the next one to itself.
    await expect(completed?.top).toBe(active?.top);
    await expect(average?.top).toBeGreaterThan(completed?.bottom ?? 0);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(320);
  },
};
