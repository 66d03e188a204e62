import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';

import { sampleSettingsUser } from '../data';
import { profileOf } from '../model';
import { ProfileForm } from './ProfileForm';
import type { ProfileFormProps } from './ProfileForm';

/** Stores each save like the screen would: the profile updates and "Saved" shows. */
function StatefulProfileForm({ profile: initial, onSave, saved: initialSaved }: ProfileFormProps) {
  const [profile, setProfile] = useState(initial);
  const [saved, setSaved] = useState(initialSaved);
  return (
    <ProfileForm
      profile={profile}
      saved={saved}
      onSave={(changes) => {
        onSave(changes);
        setProfile((current) => ({ ...current, ...changes }));
        setSaved(true);
      }}
    />
  );
}

const meta = {
  title: 'Features/Settings/ProfileForm',
  component: ProfileForm,
  args: { profile: profileOf(sampleSettingsUser()), onSave: fn(), saved: false },
  render: (args) => <StatefulProfileForm {...args} />,
} satisfies Meta<typeof ProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchanged: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'First name required' })).toHaveValue('Sofía');
    await expect(canvas.getByRole('combobox', { name: 'Age required' })).toHaveValue('17');
    await expect(canvas.getByRole('radio', { name: /^English/ })).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: 'Cultural background (optional)' })).toHaveDisplayValue(
      'Latino/Hispanic',
    );
    await expect(canvas.getByRole('radio', { name: 'Supportive' })).toBeChecked();
    // Nothing to save yet, and nothing announced.
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

export const AgeOptions: Story = {
  play: async ({ canvas }) => {
    const age = canvas.getByRole('combobox', { name: 'Age required' }) as HTMLSelectElement;
    // The twelve ages of spec section 9, and no empty choice: a profile always has an age.
    await expect(Array.from(age.options, (option) => option.text)).toEqual(
      Array.from({ length: 12 }, (_, index) => String(13 + index)),
    );
  },
};

export const SavesOnlyWhatChanged: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const name = canvas.getByRole('textbox', { name: /first name/i });
    const save = canvas.getByRole('button', { name: 'Save changes' });
    await userEvent.clear(name);
    await userEvent.type(name, '  Sofi ');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /age/i }), '18');
    await expect(save).toBeEnabled();
    await userEvent.click(save);
    // The name is trimmed; language, background and style were not touched, so not sent.
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await expect(args.onSave).toHaveBeenCalledWith({ name: 'Sofi', age: 18 });
    await expect(canvas.getByRole('status')).toHaveTextContent('Saved');
    await expect(save).toBeDisabled();
  },
};

export const PreferencesByKeyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /^English/ }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: /^español/ })).toBeChecked();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /cultural background/i }), 'Not chosen');
    await userEvent.click(canvas.getByRole('radio', { name: 'Supportive' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Direct' })).toBeChecked();
    // Enter in the name field submits the form, like the Save button.
    await userEvent.click(canvas.getByRole('textbox', { name: /first name/i }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await expect(args.onSave).toHaveBeenCalledWith({
      language: 'es-ES',
      culturalBackground: '',
      communicationStyle: 'direct',
    });
  },
};

export const BlankName: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const name = canvas.getByRole('textbox', { name: /first name/i });
    await userEvent.clear(name);
    await userEvent.type(name, '   ');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /age/i }), '20');
    // Something changed, but a blank name cannot be saved: the field says why.
    await expect(name).toBeInvalid();
    await expect(name).toHaveAccessibleDescription('Error: Enter your first name. A nickname is fine too.');
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const ChangedBackIsNoChange: Story = {
  play: async ({ canvas, userEvent }) => {
    const save = canvas.getByRole('button', { name: 'Save changes' });
    const style = within(canvas.getByRole('group', { name: 'Communication style' }));
    await userEvent.click(style.getByRole('radio', { name: 'Empathetic' }));
    await expect(save).toBeEnabled();
    await userEvent.click(style.getByRole('radio', { name: 'Supportive' }));
    await expect(save).toBeDisabled();
  },
};

export const Saved: Story = {
  args: { saved: true },
  play: async ({ canvas, userEvent }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Saved');
    // The confirmation goes with the next edit, so it never describes unsaved changes.
    await userEvent.type(canvas.getByRole('textbox', { name: /first name/i }), 'a');
    await expect(status).toBeEmptyDOMElement();
  },
};
