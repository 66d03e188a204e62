import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { styled } from '../../../styles';
import { sampleDraft } from '../data';
import { CompleteStep } from './CompleteStep';

const meta = {
  title: 'Features/Onboarding/CompleteStep',
  component: CompleteStep,
  args: { name: sampleDraft().name },
} satisfies Meta<typeof CompleteStep>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Welcome, Sofía!')).toBeVisible();
    const features = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(features.map((item) => item.querySelector('strong')?.textContent)).toEqual([
      'AI companion',
      'Peer community',
      'Resource library',
      'Goal tracking',
    ]);
    await expect(canvas.getByText('Everything you share stays on this device.')).toBeVisible();
  },
};

export const NameWithSpaces: Story = {
  args: { name: sampleDraft({ name: '  Kai ' }).name },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Welcome, Kai!')).toBeVisible();
  },
};

// A small phone's width: a long name wraps instead of overflowing.
const Narrow = styled('div', { maxInlineSize: '288px' });

export const LongNameOnSmallPhone: Story = {
  args: { name: sampleDraft({ name: 'Kamakanaokealohaikaikaokalani' }).name },
  decorators: [
    (Story) => (
      <Narrow>
        <Story />
      </Narrow>
    ),
  ],
  play: async ({ canvas }) => {
    const greeting = canvas.getByText('Welcome, Kamakanaokealohaikaikaokalani!');
    await expect(greeting.scrollWidth).toBeLessThanOrEqual(greeting.clientWidth);
  },
};
