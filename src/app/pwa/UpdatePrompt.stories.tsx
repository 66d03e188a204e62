import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { UpdatePrompt } from './UpdatePrompt';

const meta = {
  title: 'App/UpdatePrompt',
  component: UpdatePrompt,
  args: { needRefresh: true, onReload: fn(), onDismiss: fn() },
} satisfies Meta<typeof UpdatePrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new version waits: reloading is the user's choice, and Later keeps everything as it is. */
export const UpdateReady: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/new version of Kindred is ready/);
    await userEvent.click(canvas.getByRole('button', { name: 'Later' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(args.onReload).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Reload now' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};

/** No new version: no banner at all, the page as it was. */
export const NothingToSay: Story = {
  args: { needRefresh: false },
  decorators: [
    (Story) => (
      <div>
        <Story />
        <p>The page, with no banner above it.</p>
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.getByText('The page, with no banner above it.')).toBeVisible();
  },
};
