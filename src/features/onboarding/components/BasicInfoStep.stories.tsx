import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';

import { sampleDraft } from '../data';
import { emptyDraft } from '../model';
import { BasicInfoStep } from './BasicInfoStep';
import type { BasicInfoStepProps } from './BasicInfoStep';

/** Holds the values like the wizard would, and still reports every change to the spy. */
function StatefulBasicInfoStep({ onChange, ...initial }: BasicInfoStepProps) {
  const [values, setValues] = useState(initial);
  return (
    <BasicInfoStep
      {...values}
      onChange={(patch) => {
        setValues((current) => ({ ...current, ...patch }));
        onChange(patch);
      }}
    />
  );
}

const meta = {
  title: 'Features/Onboarding/BasicInfoStep',
  component: BasicInfoStep,
  args: { name: emptyDraft.name, age: emptyDraft.age, onChange: fn() },
  render: (args) => <StatefulBasicInfoStep {...args} />,
} satisfies Meta<typeof BasicInfoStep>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, userEvent, args }) => {
    // Both fields are required; the "*" is visual and the label speaks "required".
    const name = canvas.getByRole('textbox', { name: 'First name required' });
    const age = canvas.getByRole('combobox', { name: 'Age required' });
    await expect(name).toHaveValue('');
    await expect(age).toHaveDisplayValue('Choose your age');
    await expect(canvas.getAllByText('*')).toHaveLength(2);

    await userEvent.type(name, 'Kai');
    await expect(args.onChange).toHaveBeenLastCalledWith({ name: 'Kai' });
    await userEvent.selectOptions(age, '16');
    await expect(args.onChange).toHaveBeenLastCalledWith({ age: 16 });
  },
};

export const AgeOptions: Story = {
  play: async ({ canvas }) => {
    const age = canvas.getByRole('combobox', { name: 'Age required' });
    const labels = Array.from((age as HTMLSelectElement).options).map((option) => option.text);
    // The placeholder, then the twelve ages of spec section 9.
    await expect(labels).toEqual([
      'Choose your age',
      ...Array.from({ length: 12 }, (_, index) => String(13 + index)),
    ]);
    await expect(age).toHaveAccessibleDescription('Kindred is made for people aged 13 to 24.');
  },
};

export const Filled: Story = {
  args: { name: sampleDraft().name, age: sampleDraft().age },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('textbox', { name: /first name/i })).toHaveValue('Sofía');
    await expect(canvas.getByRole('combobox', { name: /age/i })).toHaveValue('17');
    // Back to the placeholder clears the age.
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /age/i }), 'Choose your age');
    await expect(args.onChange).toHaveBeenLastCalledWith({ age: null });
  },
};
