// Profile options shared by onboarding, settings and the companion (spec section 9).

/** Communication styles; supportive is the default. */
export const communicationStyles = ['supportive', 'direct', 'empathetic'] as const;
export type CommunicationStyle = (typeof communicationStyles)[number];

/** Cultural backgrounds offered in onboarding, as stable ids; the choice is optional. */
export const culturalBackgrounds = [
  'latino-hispanic',
  'african-american',
  'asian-american',
  'native-american',
  'middle-eastern',
  'pacific-islander',
  'mixed-multiracial',
  'other',
  'prefer-not-to-say',
] as const;
export type CulturalBackground = (typeof culturalBackgrounds)[number];

/** Ages 13 to 24, the twelve options of spec section 9. */
export const ageOptions = Array.from({ length: 12 }, (_, index) => 13 + index);
export const minAge = 13;
export const maxAge = 24;

export const themePreferences = ['system', 'light', 'dark'] as const;

/**
 * The countries whose crisis contacts the app knows (src/safety/contacts.ts), as ISO 3166 codes,
 * and "other" for everywhere else, which gets the international directory.
 */
export const countries = ['US', 'ES', 'FR', 'CN', 'SA', 'other'] as const;
export type Country = (typeof countries)[number];

export function isCountry(value: unknown): value is Country {
  return typeof value === 'string' && (countries as readonly string[]).includes(value);
}

/** The country a language suggests (its region: es-ES → ES), until the user picks another. */
export function defaultCountryFor(locale: string): Country {
  const region = locale.split('-')[1]?.toUpperCase();
  return isCountry(region) ? region : 'other';
}
