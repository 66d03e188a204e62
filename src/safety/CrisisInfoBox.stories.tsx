import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { CrisisInfoBox } from './CrisisInfoBox';

const meta = {
  title: 'Safety/CrisisInfoBox',
  component: CrisisInfoBox,
} satisfies Meta<typeof CrisisInfoBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InQuickActions: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByRole('region', { name: 'Need to talk to someone now?' });
    await expect(within(box).getByRole('heading', { level: 3, name: 'Need to talk to someone now?' })).toBeVisible();
    await expect(within(box).getAllByRole('heading', { level: 4 })).toHaveLength(3);
    await expect(within(box).getByRole('link', { name: 'Text HOME to 741741' })).toHaveAttribute(
      'href',
      'sms:741741?&body=HOME',
    );
    await expect(within(box).getByText(/free and confidential/)).toBeVisible();
  },
};

export const AsAPageSection: Story = {
  args: { headingLevel: 'h2' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Need to talk to someone now?' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  },
};
