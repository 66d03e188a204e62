import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';

import { ThemeChoice } from './ThemeChoice';
import type { ThemeChoiceProps } from './ThemeChoice';

/** Holds the choice like the app would, and still reports every change to the spy. */
function StatefulThemeChoice({ value: initial, onChange }: ThemeChoiceProps) {
  const [value, setValue] = useState(initial);
  return (
    <ThemeChoice
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Features/Settings/ThemeChoice',
  component: ThemeChoice,
  args: { value: 'system', onChange: fn() },
  render: (args) => <StatefulThemeChoice {...args} />,
} satisfies Meta<typeof ThemeChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MatchMyDevice: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const group = within(canvas.getByRole('group', { name: 'Theme' }));
    await expect(group.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'system',
      'light',
      'dark',
    ]);
    await expect(group.getByRole('radio', { name: 'Match my device' })).toBeChecked();
    await userEvent.click(group.getByRole('radio', { name: 'Dark' }));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith('dark');
    await expect(group.getByRole('radio', { name: 'Dark' })).toBeChecked();
  },
};

export const Light: Story = {
  args: { value: 'light' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('radio', { name: 'Light' })).toBeChecked();
    // Arrow keys move the choice, as in any radio group.
    await userEvent.click(canvas.getByRole('radio', { name: 'Light' }));
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onChange).toHaveBeenLastCalledWith('system');
  },
};

export const Dark: Story = {
  args: { value: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Match my device' })).not.toBeChecked();
  },
};
