import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { englishText } from '../i18n/enUS';
import { NoticeRegion } from '../components/Notice';
import { CrisisNotice } from './CrisisNotice';

const meta = {
  title: 'Safety/CrisisNotice',
  component: CrisisNotice,
  args: { body: englishText('crisis.notice.body'), after: englishText('mood.form.crisis.after') },
  render: (args) => (
    <NoticeRegion>
      <CrisisNotice {...args} />
    </NoticeRegion>
  ),
} satisfies Meta<typeof CrisisNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Under a mood note that sounds like risk: gentle words, the contacts, and what the user can still do. */
export const UnderANote: Story = {
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('region', { name: 'You don’t have to go through this alone' });
    await expect(notice.closest('[role="status"]')).not.toBeNull();
    await expect(within(notice).getByRole('heading', { level: 3 })).toHaveTextContent('You don’t have to go through this alone');
    await expect(within(notice).getAllByRole('heading', { level: 4 })).toHaveLength(3);
    await expect(within(notice).getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
    await expect(within(notice).getByText('You can still save your check-in. Your note stays on this device.')).toBeVisible();
  },
};

/** As a section of its own, with nothing after the contacts. */
export const AsAPageSection: Story = {
  args: { headingLevel: 'h2', after: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'You don’t have to go through this alone' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await expect(canvas.queryByText(/You can still save/)).not.toBeInTheDocument();
  },
};
