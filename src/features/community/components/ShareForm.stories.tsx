import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';

import { crisisContacts } from '../../../safety/contacts';
import { sampleOwnPost } from '../data';
import { emptyPostDraft } from '../model';
import { ShareForm } from './ShareForm';

const own = sampleOwnPost();
const crisisDraft = 'Honestly I want to die, nothing is getting better';
const phoneDraft = 'Anyone near Riverside want to study together? Text me at 555-123-4567';
const bothDraft = 'I feel like ending it all. If anyone cares, my number is +34 612 34 56 78';

const meta = {
  title: 'Features/Community/ShareForm',
  component: ShareForm,
  args: { onShare: fn(), onCancel: fn() },
} satisfies Meta<typeof ShareForm>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = StoryContext['canvas'];

const contentBox = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'What would you like to share?' });
const crisisNotice = (canvas: Canvas) =>
  canvas.queryByRole('region', { name: 'You don’t have to go through this alone' });
const detailsNotice = (canvas: Canvas) => canvas.queryByText('Keep your details private');

export const Empty: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('form', { name: 'Share with the Community' })).toBeVisible();
    await expect(contentBox(canvas)).toHaveValue('');
    await expect(contentBox(canvas)).toHaveAccessibleDescription(/Only what you feel comfortable sharing/);
    const category = canvas.getByRole('combobox', { name: 'Category' }) as HTMLSelectElement;
    await expect(category).toHaveDisplayValue('Support');
    await expect(Array.from(category.options, (option) => option.text)).toEqual([
      'Support',
      'Celebration',
      'Question',
      'Resource',
    ]);
    const anonymous = canvas.getByRole('checkbox', { name: 'Post anonymously' });
    await expect(anonymous).not.toBeChecked();
    await expect(anonymous).toHaveAccessibleDescription('Your post will show “Anonymous” instead of “You”.');
    // Spec section 5: Share is disabled while the content is empty, and blank counts as empty.
    const share = canvas.getByRole('button', { name: 'Share post' });
    await expect(share).toBeDisabled();
    await userEvent.type(contentBox(canvas), '   ');
    await expect(share).toBeDisabled();
    await userEvent.type(contentBox(canvas), 'hi');
    await expect(share).toBeEnabled();
    await expect(args.onShare).not.toHaveBeenCalled();
    // No notices for ordinary words.
    await expect(crisisNotice(canvas)).not.toBeInTheDocument();
    await expect(detailsNotice(canvas)).not.toBeInTheDocument();
  },
};

export const Filled: Story = {
  args: { initialDraft: { content: own.content, category: 'celebration', anonymous: true } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('combobox', { name: 'Category' })).toHaveDisplayValue('Celebration');
    await expect(canvas.getByRole('checkbox', { name: 'Post anonymously' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Share post' }));
    await expect(args.onShare).toHaveBeenCalledWith({ content: own.content, category: 'celebration', anonymous: true });
    // Reset for the next post: empty, support, not anonymous.
    await expect(contentBox(canvas)).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: 'Category' })).toHaveDisplayValue('Support');
    await expect(canvas.getByRole('checkbox', { name: 'Post anonymously' })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Share post' })).toBeDisabled();
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(contentBox(canvas)).toHaveFocus();
    // Enter is a new line in a post, not a send.
    await userEvent.keyboard('Any tips for{Enter}sleeping before exams?');
    await expect(args.onShare).not.toHaveBeenCalled();
    await userEvent.tab();
    const category = canvas.getByRole('combobox', { name: 'Category' });
    await expect(category).toHaveFocus();
    // The phone's own picker handles a focused <select>; user-event cannot press its keys.
    await userEvent.selectOptions(category, 'question');
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Post anonymously' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Share post' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onShare).toHaveBeenCalledWith({
      content: 'Any tips for\nsleeping before exams?',
      category: 'question',
      anonymous: true,
    });
  },
};

export const Cancelled: Story = {
  args: { initialDraft: { ...emptyPostDraft, content: 'Half a thought', category: 'resource', anonymous: true } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onShare).not.toHaveBeenCalled();
    await expect(contentBox(canvas)).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: 'Category' })).toHaveDisplayValue('Support');
    await expect(canvas.getByRole('checkbox', { name: 'Post anonymously' })).not.toBeChecked();
  },
};

export const CrisisNotice: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const statuses = canvas.getAllByRole('status');
    await userEvent.click(contentBox(canvas));
    await userEvent.paste(crisisDraft);
    // Gently, in a polite live region under the words: the contacts as tappable links.
    const notice = crisisNotice(canvas);
    await expect(notice).toBeVisible();
    await expect(statuses.some((status) => notice && status.contains(notice))).toBe(true);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    const links = within(notice as HTMLElement).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'tel:911',
      'tel:988',
      'sms:988',
      'sms:741741?&body=HOME',
    ]);
    // It never blocks the post.
    const share = canvas.getByRole('button', { name: 'Share post' });
    await expect(share).toBeEnabled();
    await userEvent.click(share);
    await expect(args.onShare).toHaveBeenCalledWith({ ...emptyPostDraft, content: crisisDraft });
    // The words are gone, and so is the notice.
    await expect(crisisNotice(canvas)).not.toBeInTheDocument();
  },
};

export const CrisisNoticeWithOtherContacts: Story = {
  args: {
    // Another country's line: the form shows the contacts it is given.
    contacts: crisisContacts
      .filter((contact) => !contact.emergency)
      .slice(0, 1)
      .map((contact) => ({ ...contact, id: 'other-line', actions: [{ kind: 'call' as const, number: '024' }] })),
    initialDraft: { ...emptyPostDraft, content: crisisDraft },
  },
  play: async ({ canvas }) => {
    const notice = crisisNotice(canvas) as HTMLElement;
    await expect(within(notice).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['tel:024']);
  },
};

export const PersonalDetailsNotice: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(contentBox(canvas));
    await userEvent.paste(phoneDraft);
    await expect(detailsNotice(canvas)).toBeVisible();
    await expect(canvas.getByText(/seems to include a phone number/)).toBeVisible();
    await expect(crisisNotice(canvas)).not.toBeInTheDocument();
    // Taking the number out takes the reminder away.
    await userEvent.clear(contentBox(canvas));
    await userEvent.paste('Anyone near Riverside want to study together?');
    await expect(detailsNotice(canvas)).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Share post' }));
    await expect(args.onShare).toHaveBeenCalledTimes(1);
  },
};

export const EmailAndAddressNotice: Story = {
  args: { initialDraft: { ...emptyPostDraft, content: 'Come by 12 Oak Street or email me, jay@mail.com' } },
  play: async ({ canvas }) => {
    await expect(detailsNotice(canvas)).toBeVisible();
    await expect(canvas.getByText(/seems to include personal details/)).toBeVisible();
  },
};

export const BothNotices: Story = {
  args: { initialDraft: { ...emptyPostDraft, content: bothDraft } },
  play: async ({ canvas }) => {
    await expect(crisisNotice(canvas)).toBeVisible();
    await expect(detailsNotice(canvas)).toBeVisible();
    await expect(canvas.getByText(/seems to include a phone number/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Share post' })).toBeEnabled();
  },
};

export const PhoneWidth: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { initialDraft: { ...emptyPostDraft, content: bothDraft } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    for (const control of [...canvas.getAllByRole('button'), ...canvas.getAllByRole('link')]) {
      await expect(control.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};

export const FocusesTextWhenAsked: Story = {
  args: { focusRequest: 1 },
  play: async ({ canvas }) => {
    await expect(contentBox(canvas)).toHaveFocus();
  },
};
