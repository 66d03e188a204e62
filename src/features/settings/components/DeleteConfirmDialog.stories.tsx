import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';

import { Button } from '../../../components/Button';
import { sampleSummary } from '../data';
import { modalParameters, openDialog } from './dialogStory';
import { DeleteConfirmDialog } from './DeleteConfirmDialog';
import type { DeleteConfirmDialogProps } from './DeleteConfirmDialog';

/** The way DataControls uses it: opened by the danger button, closed by either answer. */
function DeleteConfirmWithTrigger({ onConfirm, onCancel, ...args }: DeleteConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete all my data
      </Button>
      <DeleteConfirmDialog
        {...args}
        open={open}
        onConfirm={() => {
          setOpen(false);
          onConfirm();
        }}
        onCancel={() => {
          setOpen(false);
          onCancel();
        }}
      />
    </>
  );
}

const meta = {
  title: 'Features/Settings/DeleteConfirmDialog',
  component: DeleteConfirmDialog,
  args: { open: false, summary: sampleSummary(), onConfirm: fn(), onCancel: fn(), onExport: fn() },
  render: (args) => <DeleteConfirmWithTrigger {...args} />,
  parameters: modalParameters,
} satisfies Meta<typeof DeleteConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const openDelete = (context: Pick<StoryContext, 'canvas' | 'userEvent'>) =>
  openDialog(context, 'Delete all my data', 'Delete all your data?');

export const SaysWhatIsDeleted: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await openDelete({ canvas, userEvent });
    await expect(dialog).toHaveAccessibleDescription(
      'This removes everything Kindred keeps about you from this device.',
    );
    await expect(within(dialog).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Your profile: Sofía, your age and your preferences',
      '5 mood entries',
      '3 goals',
    ]);
    await expect(
      within(dialog).getByText('This can’t be undone. To keep a copy, export your data first.'),
    ).toBeVisible();
    // The least destructive choice has focus first.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Export my data first' })).toHaveFocus(),
    );
  },
};

export const OneOfEach: Story = {
  args: { summary: sampleSummary({ name: 'Kai', moodEntries: 1, goals: 1 }) },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openDelete({ canvas, userEvent });
    await expect(within(dialog).getByText('1 mood entry')).toBeVisible();
    await expect(within(dialog).getByText('1 goal')).toBeVisible();
  },
};

export const EscapeKeepsData: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await openDelete({ canvas, userEvent });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Delete all my data' })).toHaveFocus();
  },
};

export const CancelKeepsData: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const dialog = await openDelete({ canvas, userEvent });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const ExportFirst: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const dialog = await openDelete({ canvas, userEvent });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Export my data first' }));
    await expect(args.onExport).toHaveBeenCalledTimes(1);
    // Still open: exporting is a step on the way, not an answer.
    await expect(dialog).toHaveAttribute('open');
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const ConfirmDeletes: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const dialog = await openDelete({ canvas, userEvent });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my data' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};
