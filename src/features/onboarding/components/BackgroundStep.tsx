import { Select } from '../../../components/Select';
import { CommunicationStyleField, LanguageField } from '../../../components/ProfileFields';
import { useT } from '../../../i18n';
import type { Locale } from '../../../i18n';
import { culturalBackgrounds } from '../../../lib/profile';
import type { CommunicationStyle, Country, CulturalBackground } from '../../../lib/profile';
import { CountrySelect } from '../../../safety/CountrySelect';
import { styled } from '../../../styles';
import type { OnboardingDraft } from '../model';

const Fields = styled('div', { display: 'flex', flexDirection: 'column', gap: '$6' });



const isBackground = (value: string): value is CulturalBackground =>
  (culturalBackgrounds as readonly string[]).includes(value);

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
      <LanguageField value={language} onChange={(next) => onChange({ language: next })} />
      <CountrySelect value={country} onChange={(next) => onChange({ country: next })} />
      <CommunicationStyleField value={communicationStyle} onChange={(next) => onChange({ communicationStyle: next })} />
    </Fields>
  );
}
