import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heart, Trash2 } from 'lucide-react';
import { expect, fn } from 'storybook/test';

import { Button } from './Button';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Save mood', onClick: fn() },
  argTypes: { icon: { control: false } },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Save mood' });
    await expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'Skip for now' } };

export const Danger: Story = {
  args: { variant: 'danger', children: 'Delete all my data', icon: <Trash2 /> },
};

export const Small: Story = { args: { size: 'sm', children: '+10%' } };

export const Large: Story = { args: { size: 'lg', children: 'Get Started' } };

export const WithIcon: Story = {
  args: { icon: <Heart />, children: 'Like' },
  play: async ({ canvas }) => {
    // The icon is decorative: the accessible name is the label alone.
    await expect(canvas.getByRole('button')).toHaveAccessibleName('Like');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Save mood' });
    await expect(button).toBeDisabled();
    button.click();
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const KeyboardActivation: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};
