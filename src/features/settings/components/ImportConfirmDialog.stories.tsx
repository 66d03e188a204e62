import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';

import { Button } from '../../../components/Button';
import { sampleImportSummary, sampleSummary } from '../data';
import { modalParameters, openDialog } from './dialogStory';
import { ImportConfirmDialog } from './ImportConfirmDialog';
import type { ImportConfirmDialogProps } from './ImportConfirmDialog';

/** The way DataControls uses it: opened by a trigger, closed by either answer. */
function ImportConfirmWithTrigger({ onReplace, onCancel, ...args }: ImportConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Review the file</Button>
      <ImportConfirmDialog
        {...args}
        open={open}
        onReplace={() => {
          setOpen(false);
          onReplace();
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
  title: 'Features/Settings/ImportConfirmDialog',
  component: ImportConfirmDialog,
  args: {
    open: false,
    current: sampleSummary(),
    incoming: sampleImportSummary(),
    onReplace: fn(),
    onCancel: fn(),
  },
  render: (args) => <ImportConfirmWithTrigger {...args} />,
  parameters: modalParameters,
} satisfies Meta<typeof ImportConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const openImport = (context: Pick<StoryContext, 'canvas' | 'userEvent'>) =>
  openDialog(context, 'Review the file', 'Replace your data?');

export const ShowsWhatWillBeReplaced: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await openImport({ canvas, userEvent });
    await expect(dialog).toHaveAccessibleDescription(
      'The data in the file will take the place of what is on this device now.',
    );
    const now = within(within(dialog).getByRole('region', { name: 'On this device now' }));
    await expect(now.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Sofía',
      '5 mood entries',
      '3 goals',
    ]);
    const file = within(within(dialog).getByRole('region', { name: 'In the file' }));
    await expect(file.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Kai',
      '12 mood entries',
      '1 goal',
    ]);
    await expect(within(dialog).getByText(/can’t be undone/)).toBeVisible();
    await expect(within(dialog).queryByText(/left out/)).not.toBeInTheDocument();
  },
};

export const EscapeKeepsData: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(await openImport({ canvas, userEvent })).toHaveAttribute('open');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onReplace).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Review the file' })).toHaveFocus();
  },
};

export const CancelKeepsData: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const dialog = await openImport({ canvas, userEvent });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onReplace).not.toHaveBeenCalled();
  },
};

export const ReplaceConfirms: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const dialog = await openImport({ canvas, userEvent });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Replace my data' }));
    await expect(args.onReplace).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const SomeEntriesUnreadable: Story = {
  args: { incoming: sampleImportSummary({ moodEntries: 10, dropped: 2 }) },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openImport({ canvas, userEvent });
    await expect(
      within(dialog).getByText('2 entries in the file can’t be read and will be left out.'),
    ).toBeVisible();
  },
};
