import { Fragment, useId } from 'react';

import { isLocale, languageName, locales, useT } from '../../i18n';
import type { Locale } from '../../i18n';
import { communicationStyles } from '../../lib/profile';
import type { CommunicationStyle } from '../../lib/profile';
import { styled } from '../../styles';
import { ToggleGroup } from '../ToggleGroup';

// The profile questions that onboarding asks and Settings edits, written once so both ask them
// the same way.

const StyleField = styled('div', { display: 'flex', flexDirection: 'column', gap: '$3' });

// Two columns, name then description, so no language-specific separator is needed.
const Descriptions = styled('dl', {
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: '$3',
  rowGap: '$1',
  fontSize: '$sm',
  '& dt': { fontWeight: '$semibold', color: '$text' },
  '& dd': { color: '$muted', marginInlineStart: 0 },
});

const isStyle = (value: string): value is CommunicationStyle =>
  (communicationStyles as readonly string[]).includes(value);

export interface LanguageFieldProps {
  value: Locale;
  onChange: (language: Locale) => void;
}

/** The five languages, each in its own name and script, so a speaker recognises it whatever the UI language. */
export function LanguageField({ value, onChange }: LanguageFieldProps) {
  const t = useT();
  // Radio names are per instance: several previews on one docs page must not share a group.
  const id = useId();
  return (
    <ToggleGroup
      type="single"
      legend={t('profile.language.label')}
      name={`${id}-language`}
      options={locales.map((locale) => ({ value: locale, label: languageName(locale) }))}
      value={value}
      onChange={(next) => {
        if (isLocale(next)) onChange(next);
      }}
    />
  );
}

export interface CommunicationStyleFieldProps {
  value: CommunicationStyle;
  onChange: (style: CommunicationStyle) => void;
}

/** Supportive, direct or empathetic, with what each means, so the choice is an informed one. */
export function CommunicationStyleField({ value, onChange }: CommunicationStyleFieldProps) {
  const t = useT();
  const id = useId();
  return (
    <StyleField>
      <ToggleGroup
        type="single"
        legend={t('profile.style.label')}
        name={`${id}-style`}
        options={communicationStyles.map((style) => ({ value: style, label: t(`profile.style.${style}`) }))}
        value={value}
        onChange={(next) => {
          if (isStyle(next)) onChange(next);
        }}
      />
      <Descriptions>
        {communicationStyles.map((style) => (
          <Fragment key={style}>
            <dt>{t(`profile.style.${style}`)}</dt>
            <dd>{t(`profile.style.${style}.description`)}</dd>
          </Fragment>
        ))}
      </Descriptions>
    </StyleField>
  );
}
