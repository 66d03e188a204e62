import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { crisisContacts, crisisContactsFor } from './contacts';
import { CrisisContactList } from './CrisisContactList';

const meta = {
  title: 'Safety/CrisisContactList',
  component: CrisisContactList,
  args: { contacts: crisisContacts },
} satisfies Meta<typeof CrisisContactList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllContacts: Story = {
  play: async ({ canvas }) => {
    // Emergency first (contacts.ts), then the lifeline and the text line.
    await expect(canvas.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Emergency services',
      '988 Suicide & Crisis Lifeline',
      'Crisis Text Line',
    ]);
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Call 911', 'tel:911'],
      ['Call 988', 'tel:988'],
      ['Text 988', 'sms:988'],
      ['Text HOME to 741741', 'sms:741741?&body=HOME'],
    ]);
    await expect(canvas.getByText(/free and confidential/)).toBeVisible();
  },
};

export const TapTargets: Story = {
  play: async ({ canvas, userEvent }) => {
    for (const link of canvas.getAllByRole('link')) {
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    // Reachable by keyboard, in reading order.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Call 911' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Call 988' })).toHaveFocus();
  },
};

export const UnderAPageHeading: Story = {
  args: { headingLevel: 'h4' },
  play: async ({ canvas }) => {
    const list = within(canvas.getByRole('list'));
    await expect(list.getAllByRole('heading', { level: 4 })).toHaveLength(3);
  },
};

/** Spain: the 024 line of the Ministry of Health, and 112. */
export const Spain: Story = {
  args: { contacts: crisisContactsFor('ES') },
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Call 112', 'tel:112'],
      ['Call 024', 'tel:024'],
    ]);
  },
};

/** Saudi Arabia: emergency 911 and 997 for an ambulance, and the Ministry of Health's 937. */
export const SaudiArabia: Story = {
  args: { contacts: crisisContactsFor('SA') },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['tel:911', 'tel:997', 'tel:937']);
  },
};

/** Another country: the international directory opens in a new tab, and the local emergency number advice. */
export const OtherCountry: Story = {
  args: { contacts: crisisContactsFor('other') },
  play: async ({ canvas }) => {
    const directory = canvas.getByRole('link', { name: 'Visit findahelpline.com' });
    await expect(directory).toHaveAttribute('href', 'https://findahelpline.com/');
    await expect(directory).toHaveAttribute('target', '_blank');
    await expect(directory).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByText(/call your local emergency number/)).toBeVisible();
  },
};
