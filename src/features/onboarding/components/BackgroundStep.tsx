import { Fragment, useId } from 'react';

import { Select } from '../../../components/Select';
import { ToggleGroup } from '../../../components/ToggleGroup';
import { isLocale, languageName, locales, useT } from '../../../i18n';
import type { Locale } from '../../../i18n';
import { communicationStyles, culturalBackgrounds } from '../../../lib/profile';
import type { CommunicationStyle, Country, CulturalBackground } from '../../../lib/profile';
import { CountrySelect } from '../../../safety/CountrySelect';
import { styled } from '../../../styles';
import type { OnboardingDraft } from '../model';

const Fields = styled('div', { display: 'flex', flexDirection: 'column', gap: '$6' });

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


const isBackground = (value: string): value is CulturalBackground =>
  (culturalBackgrounds as readonly string[]).includes(value);
const isStyle = (value: string): value is CommunicationStyle =>
  (communicationStyles as readonly string[]).includes(value);

export interface BackgroundStepProps {
  culturalBackground: OnboardingDraft['culturalBackground'];
  language: Locale;
  communicationStyle: CommunicationStyle;
  /** The country for crisis contacts: the one picked, or the language's region. */
  country: Country;
  onChange: (
    patch: Partial<Pick<OnboardingDraft, 'culturalBackground' | 'language' | 'communicationStyle'> & { country: Country }>,
  ) => void;
}

/** Step 3: an optional cultural background, the language, the country and the communication style. */
export function BackgroundStep({
  culturalBackground,
  language,
  communicationStyle,
  country,
  onChange,
}: BackgroundStepProps) {
  const t = useT();
  // Radio names are per instance: several previews on one docs page must not share a group.
  const id = useId();
  return (
    <Fields>
      <Select
        label={t('profile.background.label')}
        optional
        hint={t('onboarding.background.hint')}
        placeholder={t('onboarding.background.placeholder')}
        options={culturalBackgrounds.map((value) => ({
          value,
          label: t(`profile.background.${value}`),
        }))}
        value={culturalBackground}
        onValueChange={(value) => onChange({ culturalBackground: isBackground(value) ? value : '' })}
      />
      <ToggleGroup
        type="single"
        legend={t('profile.language.label')}
        name={`${id}-language`}
        options={locales.map((value) => ({ value, label: languageName(value) }))}
        value={language}
        onChange={(value) => {
          if (isLocale(value)) onChange({ language: value });
        }}
      />
      <CountrySelect value={country} onChange={(next) => onChange({ country: next })} />
      <StyleField>
        <ToggleGroup
          type="single"
          legend={t('profile.style.label')}
          name={`${id}-style`}
          options={communicationStyles.map((value) => ({ value, label: t(`profile.style.${value}`) }))}
          value={communicationStyle}
          onChange={(value) => {
            if (isStyle(value)) onChange({ communicationStyle: value });
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
    </Fields>
  );
}
