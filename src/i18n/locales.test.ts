import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';

import { directionOf, formattingLocale, locales } from './locales';

describe('formattingLocale', () => {
  it('formats Arabic numbers and dates with the Western digits its text and phone numbers use', () => {
    const intl = createIntl({ locale: formattingLocale('ar-SA'), messages: {} });
    expect(intl.formatNumber(1234)).toBe('1,234');
    expect(intl.formatDate(new Date(2025, 2, 14), { month: 'short', day: 'numeric' })).toMatch(/^14 /);
    expect(intl.formatDate(new Date(2025, 2, 14), { month: 'short', day: 'numeric' })).not.toMatch(/[٠-٩]/);
  });

  it('leaves the other languages to their own conventions', () => {
    for (const locale of locales.filter((l) => l !== 'ar-SA')) expect(formattingLocale(locale)).toBe(locale);
  });

  it('keeps Arabic right to left', () => {
    expect(directionOf(formattingLocale('ar-SA'))).toBe('rtl');
  });
});
