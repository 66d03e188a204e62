import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { crisisContacts } from '../../../safety/contacts';
import { DraftNotices } from './DraftNotices';

const meta = {
  title: 'Features/Community/DraftNotices',
  component: DraftNotices,
  args: { crisis: false, personalDetails: [], contacts: crisisContacts },
} satisfies Meta<typeof DraftNotices>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Nothing: Story = {
  play: async ({ canvas }) => {
    // The live regions wait, empty, so what appears in them later is announced.
    const statuses = canvas.getAllByRole('status');
    await expect(statuses).toHaveLength(2);
    for (const status of statuses) await expect(status).toBeEmptyDOMElement();
  },
};

export const Crisis: Story = {
  args: { crisis: true },
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('region', { name: 'You don’t have to go through this alone' });
    await expect(notice).toHaveTextContent(/you can talk to someone right now/);
    await expect(notice).toHaveTextContent(/You can still share your post/);
    // The services sit one level under the notice's heading.
    await expect(within(notice).getAllByRole('heading', { level: 4 })).toHaveLength(3);
    await expect(within(notice).getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
    await expect(within(notice).getByRole('link', { name: 'Text HOME to 741741' })).toHaveAttribute(
      'href',
      'sms:741741?&body=HOME',
    );
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const PhoneNumber: Story = {
  args: { personalDetails: ['phone'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Keep your details private')).toBeVisible();
    await expect(canvas.getByText(/seems to include a phone number\. For your safety/)).toBeVisible();
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
  },
};

export const EmailAddress: Story = {
  args: { personalDetails: ['email'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/seems to include an email address/)).toBeVisible();
  },
};

export const StreetAddress: Story = {
  args: { personalDetails: ['address'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/seems to include a street address/)).toBeVisible();
  },
};

export const Both: Story = {
  args: { crisis: true, personalDetails: ['phone', 'address'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'You don’t have to go through this alone' })).toBeVisible();
    await expect(canvas.getByText(/seems to include personal details/)).toBeVisible();
  },
};
