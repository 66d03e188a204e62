import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';

import type { Locale } from '../../i18n';
import type { CommunicationStyle } from '../../lib/profile';
import { CommunicationStyleField, LanguageField } from './ProfileFields';

interface FieldsProps {
  language: Locale;
  style: CommunicationStyle;
  onLanguageChange: (language: Locale) => void;
  onStyleChange: (style: CommunicationStyle) => void;
}

/** Both questions, holding their answers like onboarding and Settings do. */
function Fields({ language, style, onLanguageChange, onStyleChange }: FieldsProps) {
  const [currentLanguage, setLanguage] = useState(language);
  const [currentStyle, setStyle] = useState(style);
  return (
    <div style={{ display: 'grid', gap: '1.5rem' }}>
      <LanguageField
        value={currentLanguage}
        onChange={(next) => {
          setLanguage(next);
          onLanguageChange(next);
        }}
      />
      <CommunicationStyleField
        value={currentStyle}
        onChange={(next) => {
          setStyle(next);
          onStyleChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Components/ProfileFields',
  component: Fields,
  args: { language: 'en-US', style: 'supportive', onLanguageChange: fn(), onStyleChange: fn() },
} satisfies Meta<typeof Fields>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Defaults: Story = {
  play: async ({ canvas }) => {
    const language = within(canvas.getByRole('group', { name: 'Language' }));
    await expect(language.getAllByRole('radio')).toHaveLength(5);
    await expect(language.getByRole('radio', { checked: true })).toHaveAccessibleName(/^English/);
    const style = within(canvas.getByRole('group', { name: 'Communication style' }));
    await expect(style.getByRole('radio', { name: 'Supportive' })).toBeChecked();
    // Each style is explained beside the choice.
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual(['Supportive', 'Direct', 'Empathetic']);
  },
};

export const ChooseByKeyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: /^English/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onLanguageChange).toHaveBeenLastCalledWith('es-ES');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Direct' })).toBeChecked();
    await expect(args.onStyleChange).toHaveBeenLastCalledWith('direct');
  },
};
