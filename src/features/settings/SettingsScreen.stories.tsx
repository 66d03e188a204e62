import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, spyOn, waitFor, within } from 'storybook/test';

import type { User } from '../../lib/record';
import { styled } from '../../styles';
import type { ThemePreference } from '../../styles';
import { sampleExportFile, sampleFile, sampleSettingsUser } from './data';
import { SettingsScreen } from './SettingsScreen';
import type { SettingsScreenProps } from './SettingsScreen';

// The shell's content area: the screen's own padding comes from there.
const Frame = styled('main', {
  paddingInline: '$4',
  paddingBlock: '$5',
  '@md': { paddingInline: '$8', paddingBlock: '$8' },
});

/** Plays the app's store: saves, imports and theme changes come back as the new props. */
function StatefulSettings(args: SettingsScreenProps) {
  const [user, setUser] = useState<User>(args.user);
  const [theme, setTheme] = useState<ThemePreference>(args.themePreference);
  return (
    <Frame>
      <SettingsScreen
        {...args}
        user={user}
        themePreference={theme}
        onSaveProfile={(changes) => {
          args.onSaveProfile(changes);
          const { name, age, ...preferences } = changes;
          setUser((current) => ({
            ...current,
            name: name ?? current.name,
            age: age ?? current.age,
            preferences: { ...current.preferences, ...preferences },
          }));
        }}
        onThemeChange={(preference) => {
          args.onThemeChange(preference);
          setTheme(preference);
        }}
        onImport={(imported) => {
          args.onImport(imported);
          setUser(imported);
        }}
      />
    </Frame>
  );
}

const meta = {
  title: 'Screens/Settings',
  component: SettingsScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    user: sampleSettingsUser(),
    themePreference: 'system',
    onSaveProfile: fn(),
    onThemeChange: fn(),
    onImport: fn(),
    onDeleteAll: fn(),
    // Local time, the afternoon of 14 March 2025.
    now: () => new Date(2025, 2, 14, 15, 30),
  },
  render: (args) => <StatefulSettings {...args} />,
} satisfies Meta<typeof SettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const headings = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(headings).toEqual(['Profile', 'Appearance', 'Your data', 'Privacy']);
    for (const name of headings) {
      await expect(canvas.getByRole('region', { name: name ?? '' })).toBeVisible();
    }
    await expect(canvas.getByRole('textbox', { name: /first name/i })).toHaveValue('Sofía');
    await expect(canvas.getByRole('radio', { name: 'Match my device' })).toBeChecked();
    await expect(canvas.getByText(/stays on this device/)).toBeVisible();
  },
};

export const SaveProfile: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const name = canvas.getByRole('textbox', { name: /first name/i });
    await userEvent.clear(name);
    await userEvent.type(name, 'Sofi');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(args.onSaveProfile).toHaveBeenCalledTimes(1);
    await expect(args.onSaveProfile).toHaveBeenCalledWith({ name: 'Sofi' });
    await expect(within(canvas.getByRole('region', { name: 'Profile' })).getByRole('status')).toHaveTextContent(
      'Saved',
    );
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  },
};

export const ChangeTheme: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Dark' }));
    await expect(args.onThemeChange).toHaveBeenCalledTimes(1);
    await expect(args.onThemeChange).toHaveBeenCalledWith('dark');
    await expect(canvas.getByRole('radio', { name: 'Dark' })).toBeChecked();
  },
};

export const ExportDownloadsFile: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const createObjectURL = spyOn(URL, 'createObjectURL');
    const revokeObjectURL = spyOn(URL, 'revokeObjectURL');
    // The browser's download is replaced by a spy: the test sees the file without saving it.
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Export my data' }));
      await expect(click).toHaveBeenCalledTimes(1);
      const link = click.mock.contexts[0] as HTMLAnchorElement;
      await expect(link.download).toBe('kindred-data-2025-03-14.json');
      await expect(link.href).toMatch(/^blob:/);
      // The link was only there for the click.
      await expect(link.isConnected).toBe(false);

      const blob = createObjectURL.mock.calls[0]?.[0] as Blob;
      await expect(blob.type).toBe('application/json');
      await expect(JSON.parse(await blob.text())).toEqual(args.user);
      await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith(link.href));
    } finally {
      click.mockRestore();
    }
  },
};

const fileInputOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;

export const ImportReplacesData: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.upload(fileInputOf(canvasElement), sampleExportFile({ age: 19 }));
    const dialog = await canvas.findByRole('dialog', { name: 'Replace your data?' });
    await expect(within(dialog).getByRole('region', { name: 'On this device now' })).toHaveTextContent(/Sofía/);
    await expect(within(dialog).getByRole('region', { name: 'In the file' })).toHaveTextContent(
      /Kai.*5 mood entries.*3 goals/,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Replace my data' }));

    await expect(args.onImport).toHaveBeenCalledTimes(1);
    await expect(args.onImport).toHaveBeenCalledWith(
      sampleSettingsUser({ id: 'user-2', name: 'Kai', age: 19 }),
    );
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByText('Your data was imported.')).toBeVisible();
    // The form now shows the imported profile.
    await expect(canvas.getByRole('textbox', { name: /first name/i })).toHaveValue('Kai');
    await expect(canvas.getByRole('combobox', { name: /age/i })).toHaveValue('19');
  },
};

export const ImportCancelled: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.upload(fileInputOf(canvasElement), sampleExportFile());
    const dialog = await canvas.findByRole('dialog', { name: 'Replace your data?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onImport).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: /first name/i })).toHaveValue('Sofía');
  },
};

export const ImportRefusesForeignFile: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const foreign = sampleFile(JSON.stringify({ type: 'FeatureCollection', features: [] }), 'map.json');
    await userEvent.upload(fileInputOf(canvasElement), foreign);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('This file isn’t Kindred data.');
    await expect(alert).toHaveTextContent('Nothing was changed.');
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(args.onImport).not.toHaveBeenCalled();

    // A good file afterwards clears the message.
    await userEvent.upload(fileInputOf(canvasElement), sampleExportFile());
    await canvas.findByRole('dialog', { name: 'Replace your data?' });
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const ImportRefusesBrokenFile: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const broken = sampleFile('{"schemaVersion": 1, "name": "Sof');
    await userEvent.upload(fileInputOf(canvasElement), broken);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/can’t be read.*Nothing was changed\./);
    await expect(args.onImport).not.toHaveBeenCalled();
  },
};

export const DeleteAllData: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete all my data' }));
    const dialog = canvas.getByRole('dialog', { name: 'Delete all your data?' });
    await expect(within(dialog).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Your profile: Sofía, your age and your preferences',
      '5 mood entries',
      '3 goals',
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my data' }));
    await expect(args.onDeleteAll).toHaveBeenCalledTimes(1);
  },
};

// The narrowest phone the app supports.
const SmallPhone = styled('div', { inlineSize: '320px' });

export const SmallPhoneWidth: Story = {
  decorators: [
    (Story) => (
      <SmallPhone>
        <Story />
      </SmallPhone>
    ),
  ],
  play: async ({ canvas }) => {
    const frame = canvas.getByRole('main');
    await expect(frame.scrollWidth).toBeLessThanOrEqual(320);
    for (const button of canvas.getAllByRole('button')) {
      const box = button.getBoundingClientRect();
      await expect(box.right).toBeLessThanOrEqual(320);
      await expect(box.height).toBeGreaterThanOrEqual(44);
    }
  },
};
