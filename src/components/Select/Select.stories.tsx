import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { styled } from '../../styles';
import { Select } from './Select';

// A small phone's width, so long option labels have to truncate.
const Narrow = styled('div', { maxInlineSize: '320px' });

const feelings = [
  { value: 'great', label: 'Great' },
  { value: 'good', label: 'Good' },
  { value: 'okay', label: 'Okay' },
  { value: 'low', label: 'Low' },
  { value: 'struggling', label: 'Struggling' },
];

const meta = {
  title: 'Components/Select',
  component: Select,
  args: {
    label: 'How are you feeling?',
    options: feelings,
    onChange: fn(),
    onValueChange: fn(),
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: 'How are you feeling?' });
    await expect(select).toHaveValue('great');
    await userEvent.selectOptions(select, 'Okay');
    await expect(select).toHaveValue('okay');
    await expect(args.onValueChange).toHaveBeenCalledWith('okay');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const WithPlaceholder: Story = {
  args: { placeholder: 'Choose a feeling' },
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: 'How are you feeling?' });
    await expect(select).toHaveDisplayValue('Choose a feeling');
    await expect(select).toHaveValue('');
    await userEvent.selectOptions(select, 'Low');
    await expect(args.onValueChange).toHaveBeenCalledWith('low');
  },
};

export const WithHint: Story = {
  args: { hint: 'There is no wrong answer. This stays private.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'How are you feeling?' })).toHaveAccessibleDescription(
      'There is no wrong answer. This stays private.',
    );
  },
};

export const WithError: Story = {
  args: { placeholder: 'Choose a feeling', required: true, error: 'Choose how you are feeling' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: /how are you feeling/i });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Error: Choose how you are feeling');
  },
};

export const Required: Story = {
  args: { placeholder: 'Choose a feeling', required: true },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'How are you feeling? required' });
    await expect(select).toBeRequired();
    // Nothing chosen yet: the browser would block a form submit.
    await expect(select).toBeInvalid();
  },
};

export const Optional: Story = {
  args: {
    label: 'Pronouns',
    optional: true,
    placeholder: 'Prefer not to say',
    options: [
      { value: 'she', label: 'she/her' },
      { value: 'he', label: 'he/him' },
      { value: 'they', label: 'they/them' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Pronouns (optional)' })).not.toBeRequired();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'good' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'How are you feeling?' })).toBeDisabled();
  },
};

export const Filled: Story = {
  args: { defaultValue: 'low' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'How are you feeling?' })).toHaveDisplayValue('Low');
  },
};

export const LongText: Story = {
  args: {
    label: 'Which of these best describes how the last few days have been for you?',
    defaultValue: 'mixed',
    options: [
      { value: 'mixed', label: 'Some good moments, some hard ones, and a lot of feeling tired in between' },
      { value: 'hard', label: 'Mostly hard' },
    ],
  },
  decorators: [
    (Story) => (
      <Narrow>
        <Story />
      </Narrow>
    ),
  ],
};

export const RightToLeft: Story = {
  args: {
    label: 'كيف تشعر؟',
    placeholder: 'اختر شعورًا',
    options: [
      { value: 'good', label: 'جيد' },
      { value: 'low', label: 'منخفض' },
    ],
  },
  decorators: [
    (Story) => (
      <div dir="rtl" lang="ar">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: 'كيف تشعر؟' });
    await userEvent.selectOptions(select, 'جيد');
    await expect(args.onValueChange).toHaveBeenCalledWith('good');
    // Logical properties put the chevron at the inline end, which is the left in RTL.
    const chevron = canvasElement.querySelector('svg');
    const selectBox = select.getBoundingClientRect();
    await expect(chevron?.getBoundingClientRect().left).toBeLessThan(selectBox.left + selectBox.width / 4);
  },
};
