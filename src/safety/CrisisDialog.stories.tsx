import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';

import { Button } from '../components/Button';
import { CrisisDialog } from './CrisisDialog';
import type { CrisisDialogProps } from './CrisisDialog';

/** The way a screen uses it: a trigger opens it, every close request closes it. */
function CrisisDialogWithTrigger(args: CrisisDialogProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Crisis Support
      </Button>
      <CrisisDialog
        open={open}
        onClose={() => {
          setOpen(false);
          args.onClose();
        }}
      />
    </>
  );
}

const meta = {
  title: 'Safety/CrisisDialog',
  component: CrisisDialog,
  args: { open: false, onClose: fn() },
  render: (args) => <CrisisDialogWithTrigger {...args} />,
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, height: '640px' } } },
} satisfies Meta<typeof CrisisDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const title = 'You don’t have to go through this alone';

export const Opens: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Crisis Support' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: title });
    await waitFor(() => expect(dialog).toBeVisible());
    // The calm sentence has focus first, so it is read out and no call link is under the finger.
    await expect(within(dialog).getByText(/it’s okay to reach out/)).toHaveFocus();
    await expect(within(dialog).getByText(/free and confidential/)).toBeVisible();
  },
};

export const LinksHaveTheRightHref: Story = {
  args: { open: true },
  play: async ({ canvasElement }) => {
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole('dialog', { name: title }));
    await expect(dialog.getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
    await expect(dialog.getByRole('link', { name: 'Text 988' })).toHaveAttribute('href', 'sms:988');
    await expect(dialog.getByRole('link', { name: 'Text HOME to 741741' })).toHaveAttribute(
      'href',
      'sms:741741?&body=HOME',
    );
    await expect(dialog.getByRole('link', { name: 'Call 911' })).toHaveAttribute('href', 'tel:911');
  },
};

export const TrapsFocus: Story = {
  args: { open: true },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole('dialog', { name: title }));
    const close = dialog.getByRole('button', { name: 'Close dialog' });
    const links = dialog.getAllByRole('link');
    // From the sentence, Tab walks the links in order…
    for (const link of links) {
      await userEvent.tab();
      await expect(link).toHaveFocus();
    }
    // …then wraps to the close button and back to the first link, never leaving the dialog.
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(links[links.length - 1]).toHaveFocus();
  },
};

export const ClosesWithEscape: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Crisis Support' });
    await userEvent.click(trigger);
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByRole('dialog', { name: title })).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(trigger).toHaveFocus();
  },
};
