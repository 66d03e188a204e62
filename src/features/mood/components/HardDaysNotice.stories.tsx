import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';

import { HardDaysNotice } from './HardDaysNotice';

const meta = {
  title: 'Features/Mood/HardDaysNotice',
  component: HardDaysNotice,
  args: { count: 3, onTalk: fn() },
} satisfies Meta<typeof HardDaysNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three low check-ins in a row: a word of care and an offer to talk it through with the companion. */
export const ThreeLowDays: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const notice = canvas.getByRole('region', { name: 'It’s been a hard few days' });
    await expect(within(notice).getByText(/Your last 3 check-ins were low\./)).toBeVisible();
    await expect(within(notice).getByText('If you ever feel unsafe, “Get help” is one tap away on every screen.')).toBeVisible();
    // A word of care, not a crisis: no numbers to call here.
    await expect(within(notice).queryByRole('link')).not.toBeInTheDocument();
    await userEvent.click(within(notice).getByRole('button', { name: 'Talk it through' }));
    await expect(args.onTalk).toHaveBeenCalledTimes(1);
  },
};

/** Without a way to the companion (a story, a test), the words stay and the button goes. */
export const WithoutTheCompanion: Story = {
  args: { count: 6, onTalk: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Your last 6 check-ins were low\./)).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};
