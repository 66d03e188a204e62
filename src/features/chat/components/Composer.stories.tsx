import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { Composer } from './Composer';

const meta = {
  title: 'Features/Chat/Composer',
  component: Composer,
  args: { onSend: fn() },
} satisfies Meta<typeof Composer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BlankIsDisabled: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Message' });
    const send = canvas.getByRole('button', { name: 'Send' });
    await expect(input).toHaveAccessibleDescription('Press Enter to send, Shift+Enter for a new line.');
    await expect(send).toBeDisabled();
    // Spaces and new lines only: still blank, and Enter does nothing.
    await userEvent.type(input, '   {Shift>}{Enter}{/Shift}  ');
    await expect(send).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

export const EnterSends: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.type(input, '  I had a rough day  ');
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeEnabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expect(args.onSend).toHaveBeenCalledWith('I had a rough day');
    // Cleared, and ready for the next message.
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

export const ShiftEnterAddsLine: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.type(input, 'first line{Shift>}{Enter}{/Shift}second line');
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(input).toHaveValue('first line\nsecond line');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expect(args.onSend).toHaveBeenCalledWith('first line\nsecond line');
  },
};

export const SendButton: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.type(input, 'hello');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expect(args.onSend).toHaveBeenCalledWith('hello');
    // Focus goes back to the message box, not the now-disabled button.
    await expect(input).toHaveFocus();
    await expect(input).toHaveValue('');
  },
};
