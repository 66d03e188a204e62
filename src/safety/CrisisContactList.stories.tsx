import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { crisisContacts } from './contacts';
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
