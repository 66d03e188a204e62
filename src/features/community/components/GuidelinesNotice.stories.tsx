import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { GuidelinesNotice } from './GuidelinesNotice';

const meta = {
  title: 'Features/Community/GuidelinesNotice',
  component: GuidelinesNotice,
} satisfies Meta<typeof GuidelinesNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('region', { name: 'Community Guidelines' });
    await expect(within(notice).getByRole('heading', { level: 2 })).toHaveTextContent('Community Guidelines');
    // Spec section 2: a safe space, be kind and respectful, posts are moderated.
    await expect(within(notice).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'This is a safe space. Share only what you feel comfortable sharing.',
      'Be kind and respectful. Everyone here is working through something.',
      'Posts are moderated to keep the community supportive.',
    ]);
  },
};
