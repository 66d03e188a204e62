import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';

import type { Country } from '../lib/profile';
import { CountrySelect } from './CountrySelect';
import type { CountrySelectProps } from './CountrySelect';

function Stateful(args: CountrySelectProps) {
  const [value, setValue] = useState(args.value);
  return (
    <CountrySelect
      value={value}
      onChange={(country: Country) => {
        args.onChange(country);
        setValue(country);
      }}
    />
  );
}

const meta = {
  title: 'Safety/CountrySelect',
  component: CountrySelect,
  args: { value: 'US', onChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof CountrySelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The five countries with sourced contacts, named by the browser in the UI language, and Other. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Country for crisis contacts' });
    await expect(select).toHaveValue('US');
    await expect(canvas.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'United States',
      'Spain',
      'France',
      'China',
      'Saudi Arabia',
      'Other country',
    ]);
    await expect(select).toHaveAccessibleDescription('So we can show help lines that work where you are.');
  },
};

export const ChooseAnother: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Country for crisis contacts' });
    await userEvent.selectOptions(select, 'Other country');
    await expect(args.onChange).toHaveBeenCalledWith('other');
    await expect(select).toHaveValue('other');
  },
};
