import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarCheck, Flame, Smile, Target } from 'lucide-react';
import { expect } from 'storybook/test';

import { styled } from '../../styles';
import { StatTile } from './StatTile';

const Grid = styled('div', {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: '$3',
});

const meta = {
  title: 'Components/StatTile',
  component: StatTile,
  args: { label: 'Average this week', value: 'Good', icon: <Smile /> },
  argTypes: { icon: { control: false }, value: { control: 'text' }, hint: { control: 'text' } },
} satisfies Meta<typeof StatTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    // A term and its definition: "Average this week: Good".
    await expect(canvas.getByRole('term')).toHaveTextContent('Average this week');
    await expect(canvas.getByRole('definition')).toHaveTextContent('Good');
  },
};

export const WithHint: Story = {
  args: { hint: 'Up from Okay last week' },
  play: async ({ canvas }) => {
    const [value, hint] = canvas.getAllByRole('definition');
    await expect(value).toHaveTextContent('Good');
    await expect(hint).toHaveTextContent('Up from Okay last week');
  },
};

export const Accent: Story = {
  args: { tone: 'accent', label: 'Check-ins', value: 5, icon: <CalendarCheck />, hint: 'this week' },
};

export const Success: Story = {
  args: { tone: 'success', label: 'Streak', value: '12 days', icon: <Flame /> },
};

export const Warning: Story = {
  args: { tone: 'warning', label: 'Goals due soon', value: 2, icon: <Target />, hint: 'within 3 days' },
};

export const WithoutIcon: Story = {
  args: { icon: undefined, label: 'Goals completed', value: '3 of 4' },
};

export const LongText: Story = {
  args: {
    label: 'Most common feeling on the days you went outside',
    value: 'Calm and hopeful',
    hint: 'Based on 9 check-ins over the last two weeks',
  },
  decorators: [
    (Story) => (
      <Grid>
        <Story />
      </Grid>
    ),
  ],
};

export const InAGrid: Story = {
  render: () => (
    <Grid>
      <StatTile label="Average this week" value="Good" icon={<Smile />} />
      <StatTile tone="accent" label="Check-ins" value={5} icon={<CalendarCheck />} />
      <StatTile tone="success" label="Streak" value="12 days" icon={<Flame />} />
    </Grid>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('term')).toHaveLength(3);
  },
};

export const RightToLeft: Story = {
  args: { label: 'المتوسط هذا الأسبوع', value: 'جيد', hint: 'أفضل من الأسبوع الماضي' },
  decorators: [
    (Story) => (
      <div dir="rtl" lang="ar">
        <Story />
      </div>
    ),
  ],
};
