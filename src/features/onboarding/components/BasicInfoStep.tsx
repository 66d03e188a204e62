import { Select } from '../../../components/Select';
import { TextField } from '../../../components/TextField';
import { useT } from '../../../i18n';
import { ageOptions, maxAge, minAge } from '../../../lib/profile';
import { styled } from '../../../styles';
import type { OnboardingDraft } from '../model';

const Fields = styled('div', { display: 'flex', flexDirection: 'column', gap: '$5' });

export interface BasicInfoStepProps {
  name: string;
  /** Null until an age is chosen. */
  age: number | null;
  onChange: (patch: Partial<Pick<OnboardingDraft, 'name' | 'age'>>) => void;
}

/** Step 2: first name and age, both required (spec section 5). */
export function BasicInfoStep({ name, age, onChange }: BasicInfoStepProps) {
  const t = useT();
  const options = ageOptions.map((value) => ({
    value: String(value),
    label: t('profile.age.option', { age: value }),
  }));
  return (
    <Fields>
      <TextField
        label={t('profile.firstName.label')}
        hint={t('onboarding.basicInfo.nameHint')}
        required
        autoComplete="given-name"
        value={name}
        onChange={(event) => onChange({ name: event.target.value })}
      />
      <Select
        label={t('profile.age.label')}
        hint={t('onboarding.basicInfo.ageHint', { min: minAge, max: maxAge })}
        required
        placeholder={t('onboarding.basicInfo.agePlaceholder')}
        options={options}
        value={age === null ? '' : String(age)}
        onValueChange={(value) => onChange({ age: value === '' ? null : Number(value) })}
      />
    </Fields>
  );
}
