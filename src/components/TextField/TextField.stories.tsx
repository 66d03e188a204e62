import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { TextField } from './TextField';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { label: 'First name', autoComplete: 'given-name', onChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'First name' });
    await expect(input).not.toBeRequired();
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.type(input, 'Maya');
    await expect(input).toHaveValue('Maya');
    await expect(args.onChange).toHaveBeenCalledTimes(4);
  },
};

export const WithHint: Story = {
  args: { label: 'Nickname', hint: 'This is how the community will see you.', autoComplete: 'nickname' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Nickname' })).toHaveAccessibleDescription(
      'This is how the community will see you.',
    );
  },
};

export const WithError: Story = {
  args: {
    hint: 'You can use a nickname if you prefer.',
    error: 'Enter your first name',
    required: true,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /first name/i });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    // The hint comes first, then the error with a spoken prefix: colour is not the only signal.
    await expect(input).toHaveAccessibleDescription(
      'You can use a nickname if you prefer. Error: Enter your first name',
    );
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'First name required' });
    await expect(input).toBeRequired();
    // The "*" is visual only; the label speaks the word instead.
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Optional: Story = {
  args: { label: 'Pronouns', optional: true, autoComplete: 'off' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Pronouns (optional)' })).not.toBeRequired();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Maya' },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'First name' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('Maya');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Filled: Story = {
  args: { defaultValue: 'Maya' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveValue('Maya');
  },
};

export const Email: Story = {
  args: { label: 'Email', type: 'email', autoComplete: 'email', placeholder: 'you@example.com' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
  },
};

export const LongText: Story = {
  args: {
    label: 'What would you like the people supporting you to call you when they check in?',
    hint: 'Anything you are comfortable with: a first name, a nickname or initials. You can change it later in Settings.',
    defaultValue: 'Alexandria-Guadalupe Montgomery-Nakamura',
  },
};

export const RightToLeft: Story = {
  args: { label: 'الاسم الأول', hint: 'يمكنك استخدام اسم مستعار.', required: true },
  decorators: [
    (Story) => (
      <div dir="rtl" lang="ar">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: /الاسم الأول/ });
    await userEvent.type(input, 'ليلى');
    await expect(input).toHaveValue('ليلى');
  },
};
