import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, spyOn, waitFor, within } from 'storybook/test';

import { sampleExportFile, sampleImportSummary, sampleSummary } from '../data';
import type { ImportRefusal } from '../model';
import { DataControls } from './DataControls';
import type { DataControlsProps } from './DataControls';
import { modalParameters, openDialog } from './dialogStory';

/** Answers the import dialog like the screen's hook would: either answer closes it. */
function StatefulDataControls({ importPreview, onConfirmImport, onCancelImport, ...props }: DataControlsProps) {
  const [preview, setPreview] = useState(importPreview);
  return (
    <DataControls
      {...props}
      importPreview={preview}
      onConfirmImport={() => {
        setPreview(null);
        onConfirmImport();
      }}
      onCancelImport={() => {
        setPreview(null);
        onCancelImport();
      }}
    />
  );
}

const meta = {
  title: 'Features/Settings/DataControls',
  component: DataControls,
  args: {
    current: sampleSummary(),
    importPreview: null,
    importRefusal: null,
    imported: false,
    onExport: fn(),
    onImportFile: fn(),
    onConfirmImport: fn(),
    onCancelImport: fn(),
    onDeleteAll: fn(),
  },
  render: (args) => <StatefulDataControls {...args} />,
} satisfies Meta<typeof DataControls>;

export default meta;
type Story = StoryObj<typeof meta>;

const fileInputOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const exportButton = canvas.getByRole('button', { name: 'Export my data' });
    await expect(exportButton).toHaveAccessibleDescription(/Downloads a file with your profile/);
    await expect(canvas.getByRole('button', { name: 'Import data' })).toHaveAccessibleDescription(
      /before anything changes/,
    );
    await expect(canvas.getByRole('button', { name: 'Delete all my data' })).toHaveAccessibleDescription(
      'Removes your profile, mood entries and goals from this device.',
    );
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(exportButton);
    await expect(args.onExport).toHaveBeenCalledTimes(1);
  },
};

export const ImportOpensFilePicker: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const input = fileInputOf(canvasElement);
    await expect(input).toHaveAttribute('accept', 'application/json,.json');
    // Out of the tab order and the accessibility tree: the visible button stands for it.
    await expect(input).not.toBeVisible();
    // The native picker cannot be driven from a test; the click that opens it can be seen.
    const click = spyOn(input, 'click').mockImplementation(() => {});
    await userEvent.click(canvas.getByRole('button', { name: 'Import data' }));
    await expect(click).toHaveBeenCalledTimes(1);
    click.mockRestore();
  },
};

export const ChoosingAFile: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const file = sampleExportFile();
    await userEvent.upload(fileInputOf(canvasElement), file);
    await expect(args.onImportFile).toHaveBeenCalledTimes(1);
    await expect(args.onImportFile).toHaveBeenCalledWith(file);
    // Emptied again, so picking the same file a second time is seen too.
    await expect(fileInputOf(canvasElement).value).toBe('');
  },
};

const refusals: Record<ImportRefusal, RegExp> = {
  empty: /^This file is empty\./,
  'not-json': /^This file can’t be read\./,
  'not-kindred': /^This file isn’t Kindred data\./,
  'too-large': /^This file is too big to be Kindred data \(over 5 MB\)\./,
  'newer-version': /^This file comes from a newer version of Kindred\./,
};

const refusedStory = (reason: ImportRefusal): Story => ({
  args: { importRefusal: reason },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(refusals[reason]);
    // Every refusal says the data on this device is untouched.
    await expect(alert).toHaveTextContent(/Nothing was changed\.$/);
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
  },
});

export const RefusedEmptyFile = refusedStory('empty');
export const RefusedUnreadableFile = refusedStory('not-json');
export const RefusedForeignFile = refusedStory('not-kindred');
export const RefusedTooLarge = refusedStory('too-large');
export const RefusedNewerVersion = refusedStory('newer-version');

export const ImportPreview: Story = {
  args: { importPreview: sampleImportSummary() },
  parameters: modalParameters,
  play: async ({ canvas, userEvent, args }) => {
    const dialog = canvas.getByRole('dialog', { name: 'Replace your data?' });
    await expect(within(dialog).getByRole('region', { name: 'On this device now' })).toHaveTextContent(
      /Sofía.*5 mood entries.*3 goals/,
    );
    await expect(within(dialog).getByRole('region', { name: 'In the file' })).toHaveTextContent(
      /Kai.*12 mood entries.*1 goal/,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Replace my data' }));
    await expect(args.onConfirmImport).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const ImportPreviewCancelled: Story = {
  args: { importPreview: sampleImportSummary() },
  parameters: modalParameters,
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('dialog', { name: 'Replace your data?' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onCancelImport).toHaveBeenCalledTimes(1);
    await expect(args.onConfirmImport).not.toHaveBeenCalled();
  },
};

export const Imported: Story = {
  args: { imported: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Your data was imported.');
  },
};

export const DeleteAsksFirst: Story = {
  parameters: modalParameters,
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Delete all my data' });
    const dialog = await openDialog({ canvas, userEvent }, 'Delete all my data', 'Delete all your data?');
    await expect(dialog).toHaveTextContent(/Sofía.*5 mood entries.*3 goals.*can’t be undone/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onDeleteAll).not.toHaveBeenCalled();
    await expect(trigger).toHaveFocus();
  },
};

export const DeleteConfirmed: Story = {
  parameters: modalParameters,
  play: async ({ canvas, userEvent, args }) => {
    const dialog = await openDialog({ canvas, userEvent }, 'Delete all my data', 'Delete all your data?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my data' }));
    await expect(args.onDeleteAll).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
