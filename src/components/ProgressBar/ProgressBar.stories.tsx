import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { styled } from '../../styles';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Components/ProgressBar',
  component: ProgressBar,
  args: { label: 'Weekly check-in goal', value: 40 },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Weekly check-in goal' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar).toHaveAttribute('aria-valuemin', '0');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    await expect(bar).toHaveAttribute('aria-valuetext', '40%');
    // 40% of the track is filled, from its left edge.
    const fill = visibleFill(bar);
    await expect(fill.left).toBeCloseTo(fill.track.left, 0);
    await expect(fill.width).toBeCloseTo(fill.track.width * 0.4, 0);
  },
};

export const WithValue: Story = {
  args: { showValue: true, value: 65 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('65%')).toBeVisible();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '65%');
  },
};

export const HiddenLabel: Story = {
  args: { hideLabel: true, label: 'Breathing exercise progress', value: 25 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('progressbar', { name: 'Breathing exercise progress' }),
    ).toBeInTheDocument();
    const label = canvas.getByText('Breathing exercise progress');
    await expect(label.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const CustomValueText: Story = {
  args: { label: 'Days you checked in', value: 3, max: 5, valueText: '3 of 5 days', showValue: true },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Days you checked in' });
    await expect(bar).toHaveAttribute('aria-valuemax', '5');
    await expect(bar).toHaveAttribute('aria-valuetext', '3 of 5 days');
  },
};

/** The part of the fill the track shows: the fill slides in from the inline start and is clipped. */
function visibleFill(bar: HTMLElement) {
  const track = bar.getBoundingClientRect();
  const fill = (bar.firstElementChild as HTMLElement).getBoundingClientRect();
  const left = Math.max(fill.left, track.left);
  const right = Math.min(fill.right, track.right);
  return { left, right, width: Math.max(0, right - left), track };
}

export const Complete: Story = {
  args: { label: 'Goal: drink water daily', value: 100, tone: 'success', showValue: true },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar');
    await expect(visibleFill(bar).width).toBeCloseTo(bar.getBoundingClientRect().width, 0);
  },
};

export const Warning: Story = {
  args: { label: 'Streak at risk', value: 15, tone: 'warning', showValue: true },
};

export const Crisis: Story = { args: { label: 'Safety plan', value: 80, tone: 'crisis', size: 'lg' } };

export const Small: Story = { args: { size: 'sm', showValue: true } };

export const Empty: Story = {
  args: { value: 0, showValue: true },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuetext', '0%');
    await expect(visibleFill(bar).width).toBe(0);
  },
};

export const ClampsOutOfRange: Story = {
  args: { value: 140, showValue: true },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(bar).toHaveAttribute('aria-valuetext', '100%');
  },
};

const RightToLeftFrame = styled('div', { direction: 'rtl' });

export const RightToLeft: Story = {
  args: { label: 'هدف الأسبوع', value: 40, showValue: true },
  decorators: [
    (Story) => (
      <RightToLeftFrame dir="rtl" lang="ar">
        <Story />
      </RightToLeftFrame>
    ),
  ],
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar');
    const fill = visibleFill(bar);
    // Fills from the inline start, which is the right edge in Arabic: 40% of the track, at its right.
    await expect(fill.right).toBeCloseTo(fill.track.right, 0);
    await expect(fill.width).toBeCloseTo(fill.track.width * 0.4, 0);
  },
};
