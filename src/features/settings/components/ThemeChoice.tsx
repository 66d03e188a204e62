import { useId } from 'react';

import { ToggleGroup } from '../../../components/ToggleGroup';
import { useT } from '../../../i18n';
import { themePreferences } from '../../../lib/profile';
import type { ThemePreference } from '../../../styles';

const isThemePreference = (value: string): value is ThemePreference =>
  (themePreferences as readonly string[]).includes(value);

export interface ThemeChoiceProps {
  value: ThemePreference;
  /** Called at once with the new choice; the theme applies without a Save. */
  onChange: (value: ThemePreference) => void;
}

/** System, light or dark; "Match my device" follows the phone's own setting. */
export function ThemeChoice({ value, onChange }: ThemeChoiceProps) {
  const t = useT();
  const id = useId();
  return (
    <ToggleGroup
      type="single"
      legend={t('theme.label')}
      name={`${id}-theme`}
      options={themePreferences.map((theme) => ({ value: theme, label: t(`theme.${theme}`) }))}
      value={value}
      onChange={(next) => {
        if (isThemePreference(next)) onChange(next);
      }}
    />
  );
}
