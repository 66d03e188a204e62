import { Select } from '../components/Select';
import { useLocale, useT } from '../i18n';
import { countries, isCountry } from '../lib/profile';
import type { Country } from '../lib/profile';

export interface CountrySelectProps {
  value: Country;
  onChange: (country: Country) => void;
}

/** Where the user lives, so the crisis contacts are numbers that work there (contacts.ts). */
export function CountrySelect({ value, onChange }: CountrySelectProps) {
  const t = useT();
  const locale = useLocale();
  // Country names in the UI language, from the browser: nothing to translate or download.
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return (
    <Select
      label={t('crisis.country')}
      hint={t('crisis.country.hint')}
      options={countries.map((country) => ({
        value: country,
        label: country === 'other' ? t('crisis.country.other') : (names.of(country) ?? country),
      }))}
      value={value}
      onValueChange={(next) => {
        if (isCountry(next)) onChange(next);
      }}
    />
  );
}
