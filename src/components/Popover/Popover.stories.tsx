import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';

import { Button } from '../Button';
import { Info } from '../Icon';
import { Popover } from './Popover';

const meta = {
  title: 'Components/Popover',
  component: Popover,
  args: {
    title: 'Why we ask about your mood',
    trigger: (
      <Button variant="secondary" icon={<Info />}>
        Why we ask
      </Button>
    ),
    children:
      'Noticing how you feel each day helps you spot patterns. Only you can see your check-ins.',
    onOpenChange: fn(),
  },
  argTypes: { trigger: { control: false }, children: { control: 'text' } },
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogName = 'Why we ask about your mood';

export const OpensOnClick: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Why we ask' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);

    // Portaled to <body>, outside the story's canvas.
    const dialog = await screen.findByRole('dialog', { name: dialogName });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger).toHaveAttribute('aria-controls', dialog.id);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    // No control in the body, so the panel itself takes focus and is announced by its title.
    await waitFor(() => expect(dialog).toHaveFocus());

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const OpensWithEnter: Story = {
  args: {
    children: (
      <>
        Noticing how you feel each day helps you spot patterns.{' '}
        <a href="#privacy">How we keep your check-ins private</a>
      </>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Why we ask' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: dialogName });
    // Focus moves to the first control of the content, past the close button.
    const link = within(dialog).getByRole('link', { name: 'How we keep your check-ins private' });
    await waitFor(() => expect(link).toHaveFocus());

    // Tab reaches the close button after the content; Shift+Tab goes back.
    await userEvent.tab({ shift: true });
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const ClosesWithCloseButton: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Why we ask' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: dialogName });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const ClosesOnOutsideClick: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Why we ask' }));
    await screen.findByRole('dialog', { name: dialogName });
    await userEvent.click(canvasElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Open: Story = {
  args: { open: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: dialogName });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveTextContent('Only you can see your check-ins.');
  },
};
