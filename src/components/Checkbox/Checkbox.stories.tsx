import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { Checkbox } from './Checkbox';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { label: 'Remind me to check in each evening', onChange: fn() },
  argTypes: { label: { control: 'text' }, hint: { control: 'text' }, error: { control: 'text' } },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Remind me to check in each evening' });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    // The whole row is the label: at least 44px tall, and clicking its text toggles too.
    const row = canvas.getByText('Remind me to check in each evening');
    await expect(row.closest('label')?.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(row);
    await expect(checkbox).not.toBeChecked();
  },
};

export const KeyboardToggle: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Remind me to check in each evening' });
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBeChecked();
  },
};

export const WithHint: Story = {
  args: {
    label: 'Share my posts anonymously',
    hint: 'Your nickname is hidden. Moderators can still see posts to keep everyone safe.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Share my posts anonymously' })).toHaveAccessibleDescription(
      'Your nickname is hidden. Moderators can still see posts to keep everyone safe.',
    );
  },
};

export const WithError: Story = {
  args: {
    label: 'I agree to the community guidelines',
    required: true,
    error: 'Agree to the guidelines to join the community',
  },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'I agree to the community guidelines' });
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toBeRequired();
    await expect(checkbox).toHaveAccessibleDescription('Error: Agree to the guidelines to join the community');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const checkbox = canvas.getByRole('checkbox');
    await expect(checkbox).toBeDisabled();
    checkbox.click();
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    label:
      'Let a trusted adult I have added in Settings know if I have not checked in for three days in a row',
    hint: 'They only get a short message asking them to reach out. They never see your moods or posts.',
  },
};

export const RightToLeft: Story = {
  args: { label: 'ذكّرني بتسجيل حالتي كل مساء', hint: 'يمكنك تغيير ذلك لاحقًا.' },
  decorators: [
    (Story) => (
      <div dir="rtl" lang="ar">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'ذكّرني بتسجيل حالتي كل مساء' });
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    // The box sits at the inline start, which is the right in RTL.
    const text = canvas.getByText('ذكّرني بتسجيل حالتي كل مساء');
    await expect(checkbox.getBoundingClientRect().left).toBeGreaterThan(text.getBoundingClientRect().left);
  },
};
