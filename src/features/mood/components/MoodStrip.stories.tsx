import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';

import { sampleMoodEntry, sampleMoodHistory, sampleRecentMoods } from '../data';
import { weeklyMoodStats } from '../model';
import { MoodStrip } from './MoodStrip';

const meta = {
  title: 'Features/Mood/MoodStrip',
  component: MoodStrip,
  args: { entries: [] },
} satisfies Meta<typeof MoodStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Recent moods' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'No moods logged yet' })).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

export const One: Story = {
  args: { entries: [sampleMoodEntry()] },
  play: async ({ canvas, userEvent }) => {
    const list = canvas.getByRole('list', { name: 'Recent moods' });
    const days = within(list).getAllByRole('button');
    await expect(days).toHaveLength(1);
    await expect(days[0]).toHaveAccessibleName(/^Good.*Mar 14$/);

    // Keyboard focus shows the emotions and wires them as the day's description.
    await userEvent.tab();
    await expect(days[0]).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Felt Calm and Grateful');
    await expect(days[0]).toHaveAccessibleDescription('Felt Calm and Grateful');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const Seven: Story = {
  args: { entries: weeklyMoodStats(sampleMoodHistory(7)).recent },
  play: async ({ canvas }) => {
    const days = within(canvas.getByRole('list', { name: 'Recent moods' })).getAllByRole('button');
    await expect(days).toHaveLength(7);
    // Newest first: 14 March back to 8 March.
    const dates = days.map((day) => day.querySelector('time')?.textContent);
    await expect(dates).toEqual(['Mar 14', 'Mar 13', 'Mar 12', 'Mar 11', 'Mar 10', 'Mar 9', 'Mar 8']);
  },
};

export const EmotionsOnHover: Story = {
  args: { entries: sampleRecentMoods([4, 2]) },
  play: async ({ canvas, userEvent }) => {
    const low = canvas.getByRole('button', { name: /^Low/ });
    const { x, y, width, height } = low.getBoundingClientRect();
    await userEvent.pointer({ target: low, coords: { clientX: x + width / 2, clientY: y + height / 2 } });
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Felt Anxious and Frustrated');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const MixedLevels: Story = {
  args: { entries: sampleRecentMoods([5, 4, 3, 2, 1]) },
  play: async ({ canvas, userEvent }) => {
    const days = within(canvas.getByRole('list', { name: 'Recent moods' })).getAllByRole('button');
    // Each level is named in words, not by colour alone.
    await expect(days.map((day) => day.textContent?.replace(/Mar \d+$/, ''))).toEqual([
      'Great',
      'Good',
      'Neutral',
      'Low',
      'Very Low',
    ]);
    const fills = days.map((day) => getComputedStyle(day.firstElementChild as Element).backgroundColor);
    await expect(new Set(fills).size).toBe(5);

    // A tap shows the emotions on a phone, where there is no hover.
    await userEvent.pointer({ keys: '[TouchA]', target: days[4] as HTMLElement });
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Felt Sad and Lonely');
  },
};

export const NoEmotions: Story = {
  args: { entries: [sampleMoodEntry({ mood: 3, emotions: [] })] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Neutral/ })).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('No emotions noted');
  },
};
