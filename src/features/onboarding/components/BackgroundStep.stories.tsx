import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';

import { sampleDraft } from '../data';
import { draftCountry } from '../model';
import { BackgroundStep } from './BackgroundStep';
import type { BackgroundStepProps } from './BackgroundStep';

/** Holds the choices like the wizard would, and still reports every change to the spy. */
function StatefulBackgroundStep({ onChange, ...initial }: BackgroundStepProps) {
  const [values, setValues] = useState(initial);
  return (
    <BackgroundStep
      {...values}
      onChange={(patch) => {
        setValues((current) => ({ ...current, ...patch }));
        onChange(patch);
      }}
    />
  );
}

const draft = sampleDraft();

const meta = {
  title: 'Features/Onboarding/BackgroundStep',
  component: BackgroundStep,
  args: {
    culturalBackground: draft.culturalBackground,
    language: draft.language,
    communicationStyle: draft.communicationStyle,
    country: draftCountry(draft),
    onChange: fn(),
  },
  render: (args) => <StatefulBackgroundStep {...args} />,
} satisfies Meta<typeof BackgroundStep>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Defaults: Story = {
  play: async ({ canvas }) => {
    const background = canvas.getByRole('combobox', { name: 'Cultural background (optional)' });
    await expect(background).toHaveValue('');
    // The placeholder and the nine backgrounds of spec section 9.
    await expect((background as HTMLSelectElement).options).toHaveLength(10);
    await expect(background).toHaveAccessibleDescription(/only use it to suggest resources/);

    const language = canvas.getByRole('group', { name: 'Language' });
    await expect(within(language).getAllByRole('radio')).toHaveLength(5);
    await expect(within(language).getByRole('radio', { checked: true })).toHaveAccessibleName(
      /^English/,
    );

    const style = canvas.getByRole('group', { name: 'Communication style' });
    await expect(within(style).getByRole('radio', { name: 'Supportive' })).toBeChecked();
  },
};

export const LanguagesInTheirOwnNames: Story = {
  play: async ({ canvas }) => {
    const language = canvas.getByRole('group', { name: 'Language' });
    for (const name of [/^español/, /^français/, /^中文/, /^العربية/]) {
      await expect(within(language).getByRole('radio', { name })).toBeInTheDocument();
    }
  },
};

export const KeyboardChoices: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: /cultural background/i }),
      'Pacific Islander',
    );
    await expect(args.onChange).toHaveBeenLastCalledWith({ culturalBackground: 'pacific-islander' });

    // Tab into the language group lands on the chosen language; arrows move the choice.
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: /^English/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: /^español/ })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith({ language: 'es-ES' });

    // The country for crisis contacts comes next: a plain select.
    await userEvent.tab();
    const country = canvas.getByRole('combobox', { name: 'Country for crisis contacts' });
    await expect(country).toHaveFocus();
    await userEvent.selectOptions(country, 'Spain');
    await expect(args.onChange).toHaveBeenLastCalledWith({ country: 'ES' });

    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Supportive' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'Empathetic' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith({ communicationStyle: 'empathetic' });
  },
};

export const Chosen: Story = {
  args: { culturalBackground: 'mixed-multiracial', language: 'ar-SA', communicationStyle: 'direct', country: 'SA' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: /cultural background/i })).toHaveDisplayValue(
      'Mixed/Multiracial',
    );
    await expect(canvas.getByRole('radio', { name: /^العربية/ })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Direct' })).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: 'Country for crisis contacts' })).toHaveDisplayValue('Saudi Arabia');
  },
};
