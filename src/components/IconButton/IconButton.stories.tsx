import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';

import { Close, Crisis, Delete, Menu, Send } from '../Icon';
import { IconButton } from './IconButton';

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  args: { label: 'Open menu', icon: <Menu />, onClick: fn() },
  argTypes: { icon: { control: false } },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Open menu' });
    await expect(button).toHaveAttribute('type', 'button');
    // The glyph is decorative: the label alone names the button.
    await expect(canvasElement.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
    const { width, height } = button.getBoundingClientRect();
    await expect(Math.min(width, height)).toBeGreaterThanOrEqual(44);
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    // Leave the resting state for the screenshot: pointer gone, and a tooltip that a slow click
    // let open (it waits 150 ms) dismissed with Escape.
    await userEvent.unhover(button);
    await userEvent.keyboard('{Escape}');
  },
};

export const Secondary: Story = { args: { variant: 'secondary', label: 'Close', icon: <Close /> } };

export const Primary: Story = { args: { variant: 'primary', label: 'Send message', icon: <Send /> } };

export const Danger: Story = { args: { variant: 'danger', label: 'Delete entry', icon: <Delete /> } };

export const Small: Story = {
  args: { size: 'sm' },
  play: async ({ canvas }) => {
    const { width, height } = canvas.getByRole('button').getBoundingClientRect();
    // Even the small size keeps the 44px tap target.
    await expect(width).toBeGreaterThanOrEqual(44);
    await expect(height).toBeGreaterThanOrEqual(44);
  },
};

export const Large: Story = {
  args: { size: 'lg', shape: 'round', variant: 'danger', label: 'Get crisis support', icon: <Crisis /> },
};

export const TooltipOnFocus: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Open menu' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await waitFor(() => expect(screen.getByText('Open menu')).toBeVisible());
    // Not announced twice: the visible tooltip repeats the name, it does not describe the button.
    await expect(button).not.toHaveAttribute('aria-describedby');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText('Open menu')).not.toBeInTheDocument());
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const WithoutTooltip: Story = {
  args: { tooltip: false },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toHaveFocus();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(screen.queryByText('Open menu')).not.toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Open menu' });
    await expect(button).toBeDisabled();
    button.click();
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
