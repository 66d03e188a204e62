import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { styled } from '../../../styles';
import { sampleSummary } from '../data';
import { RecordSummaryList } from './RecordSummaryList';

const Narrow = styled('div', { inlineSize: '200px' });

const meta = {
  title: 'Features/Settings/RecordSummaryList',
  component: RecordSummaryList,
  args: { heading: 'On this device now', summary: sampleSummary() },
} satisfies Meta<typeof RecordSummaryList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'On this device now' });
    await expect(region).toContainElement(canvas.getByRole('heading', { level: 3, name: 'On this device now' }));
    await expect(canvas.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Sofía',
      '5 mood entries',
      '3 goals',
    ]);
  },
};

export const OneOfEach: Story = {
  args: { summary: sampleSummary({ moodEntries: 1, goals: 1 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 mood entry')).toBeVisible();
    await expect(canvas.getByText('1 goal')).toBeVisible();
  },
};

export const NothingYet: Story = {
  args: { summary: sampleSummary({ moodEntries: 0, goals: 0 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0 mood entries')).toBeVisible();
    await expect(canvas.getByText('0 goals')).toBeVisible();
  },
};

export const LongName: Story = {
  args: { summary: sampleSummary({ name: 'Maximiliana-Esperanza Guadalupe' }) },
  decorators: [
    (Story) => (
      <Narrow>
        <Story />
      </Narrow>
    ),
  ],
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'On this device now' });
    // A long name wraps inside the box instead of pushing it wider.
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  },
};
