// The source catalogue: every user-visible string, in ICU MessageFormat.
// Other locales must have exactly these keys (checked by catalogue.test.ts once they exist).
export const enUS = {
  'app.name': 'Kindred',
  'app.tagline': 'Mental Health Support',
  'app.placeholder.title': 'Kindred is getting ready',
  'app.placeholder.body':
    'The design system and workshop are in place. Screens arrive with the next issues.',
  'common.close': 'Close',
  'common.cancel': 'Cancel',
  'common.optional': 'optional',
  'common.required': 'required',
  'common.loading': 'Loading…',
  'progress.value': '{value, number, percent}',
  'progress.step': 'Step {current, number} of {total, number}',
  'stat.count': '{count, plural, =0 {no entries} one {# entry} other {# entries}}',
  // — form fields —
  'field.errorPrefix': 'Error:',
  'field.charCount': '{count, number} / {max, number}',
  'field.charLimit': 'You can enter up to {max, plural, one {# character} other {# characters}}.',
  'field.charRemaining':
    '{remaining, plural, =0 {You have reached the character limit} one {You have # character left} other {You have # characters left}}',
  'field.optional': '(optional)',
  'field.requiredMarker': 'required',
  // — overlays and feedback —
  'dialog.close': 'Close dialog',
  // — theme —
  'theme.label': 'Theme',
  'theme.system': 'Match my device',
  'theme.light': 'Light',
  'theme.dark': 'Dark',
} as const;

export type MessageId = keyof typeof enUS;
export type Catalogue = Record<MessageId, string>;
