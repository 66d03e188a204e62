import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { WelcomeStep } from './WelcomeStep';

const meta = {
  title: 'Features/Onboarding/WelcomeStep',
  component: WelcomeStep,
} satisfies Meta<typeof WelcomeStep>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const cards = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(cards).toHaveLength(3);
    await expect(
      canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(['Safe and secure', 'Community support', 'Culturally relevant']);
  },
};
