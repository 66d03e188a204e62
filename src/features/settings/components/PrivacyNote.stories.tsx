import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { PrivacyNote } from './PrivacyNote';

const meta = {
  title: 'Features/Settings/PrivacyNote',
  component: PrivacyNote,
} satisfies Meta<typeof PrivacyNote>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/stays on this device/)).toBeVisible();
    await expect(canvas.getByText(/no account/)).toBeVisible();
    await expect(canvas.getByText(/unless your school or organization has set up a companion server/)).toBeVisible();
    // The lock is decoration: the words carry the meaning.
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};
