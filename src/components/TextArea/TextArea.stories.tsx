import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { TextArea } from './TextArea';

const samplePost = 'Had a rough week, but talking to my cousin helped.';

const meta = {
  title: 'Components/TextArea',
  component: TextArea,
  args: { label: 'Tell the community how you are doing', onChange: fn() },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const textarea = canvas.getByRole('textbox', { name: args.label });
    await userEvent.type(textarea, 'Feeling calmer today.{Enter}Thanks, everyone.');
    await expect(textarea).toHaveValue('Feeling calmer today.\nThanks, everyone.');
    await expect(args.onChange).toHaveBeenCalled();
    // No limit, no count.
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

export const WithHint: Story = {
  args: { hint: 'Be kind. Do not share your full name, school or where you live.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: args.label })).toHaveAccessibleDescription(
      'Be kind. Do not share your full name, school or where you live.',
    );
  },
};

export const WithError: Story = {
  args: { error: 'Write something before you post', required: true },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: /tell the community/i });
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(textarea).toHaveAccessibleDescription('Error: Write something before you post');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', {
      name: 'Tell the community how you are doing required',
    });
    await expect(textarea).toBeRequired();
  },
};

export const WithCharacterCount: Story = {
  args: { maxLength: 280 },
  play: async ({ canvas, userEvent, args }) => {
    const textarea = canvas.getByRole('textbox', { name: args.label });
    await expect(textarea).toHaveAttribute('maxlength', '280');
    await expect(textarea).toHaveAccessibleDescription('You can enter up to 280 characters.');
    await expect(canvas.getByText('0 / 280')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.type(textarea, 'Good day');
    await expect(canvas.getByText('8 / 280')).toBeInTheDocument();
    // Far from the limit, nothing is announced.
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

export const NearLimit: Story = {
  args: { maxLength: samplePost.length + 5, defaultValue: samplePost },
  play: async ({ canvas, userEvent, args }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('You have 5 characters left');
    await userEvent.type(canvas.getByRole('textbox', { name: args.label }), ' :)');
    await expect(status).toHaveTextContent('You have 2 characters left');
  },
};

export const AtLimit: Story = {
  args: { maxLength: samplePost.length, defaultValue: samplePost },
  play: async ({ canvas, userEvent, args }) => {
    const textarea = canvas.getByRole('textbox', { name: args.label });
    await userEvent.type(textarea, '!');
    // maxlength stops the browser from taking more.
    await expect(textarea).toHaveValue(samplePost);
    await expect(canvas.getByRole('status')).toHaveTextContent('You have reached the character limit');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: samplePost },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: args.label })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    label: 'Is there anything else you would like the people supporting you to know before your first check-in?',
    hint: 'Only people you choose can read this. You can edit or delete it at any time from Settings.',
    maxLength: 1000,
    defaultValue:
      'I get anxious before exams and sometimes I cannot sleep the night before. Music helps, and so does walking the dog with my sister. I would rather text than call, at least at first.',
  },
};

export const RightToLeft: Story = {
  args: { label: 'أخبر المجتمع كيف حالك', maxLength: 280, defaultValue: 'أشعر بتحسن اليوم.' },
  decorators: [
    (Story) => (
      <div dir="rtl" lang="ar">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: args.label })).toHaveValue('أشعر بتحسن اليوم.');
    await expect(canvas.getByText('17 / 280')).toBeInTheDocument();
  },
};
