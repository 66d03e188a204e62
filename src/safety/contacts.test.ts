import { createIntl } from 'react-intl';
import type { MessageFormatElement } from 'react-intl';
import { describe, expect, it } from 'vitest';

import { locales } from '../i18n/locales';
import enUS from '../i18n/messages/en-US.json';
import { contactHref, countries, crisisContacts, crisisContactsFor, defaultCountryFor, describeContacts, isCountry } from './contacts';

const linksOf = (country: (typeof countries)[number]) =>
  crisisContactsFor(country).flatMap((contact) => contact.actions.map(contactHref));

describe('crisis contacts by country', () => {
  it('offers 988 by call and text, HOME to 741741, and 911 in the United States (the default)', () => {
    expect(linksOf('US')).toEqual(['tel:988', 'sms:988', 'sms:741741?&body=HOME', 'tel:911']);
    expect(crisisContacts).toBe(crisisContactsFor('US'));
  });
  it('offers the national lines and emergency numbers of Spain, France, China and Saudi Arabia', () => {
    expect(linksOf('ES')).toEqual(['tel:024', 'tel:112']);
    expect(linksOf('FR')).toEqual(['tel:3114', 'tel:112']);
    expect(linksOf('CN')).toEqual(['tel:12356', 'tel:120']);
    expect(linksOf('SA')).toEqual(['tel:937', 'tel:911', 'tel:997']);
  });
  it('points anywhere else to the international directory and the local emergency number', () => {
    expect(linksOf('other')).toEqual(['https://findahelpline.com/']);
    expect(crisisContactsFor('other').some((contact) => contact.emergency)).toBe(true);
  });
  it('has exactly one emergency entry and at least one support line in every country', () => {
    for (const country of countries) {
      const contacts = crisisContactsFor(country);
      expect(contacts.filter((contact) => contact.emergency), country).toHaveLength(1);
      expect(contacts.filter((contact) => !contact.emergency && contact.actions.length > 0).length, country).toBeGreaterThan(0);
    }
  });
  it('names and describes every contact with a message of the catalogue', () => {
    for (const country of countries) {
      for (const contact of crisisContactsFor(country)) {
        expect(enUS).toHaveProperty([contact.name]);
        expect(enUS).toHaveProperty([contact.description]);
      }
    }
  });
  it('takes the default country from the language’s region', () => {
    expect(locales.map(defaultCountryFor)).toEqual(['US', 'ES', 'FR', 'CN', 'SA']);
    expect(defaultCountryFor('en-GB')).toBe('other');
    expect(defaultCountryFor('pt')).toBe('other');
    expect(isCountry('ES')).toBe(true);
    expect(isCountry('es')).toBe(false);
    expect(isCountry(undefined)).toBe(false);
  });
  it('builds tel:, sms: and web links', () => {
    expect(contactHref({ kind: 'call', number: '024' })).toBe('tel:024');
    expect(contactHref({ kind: 'text', number: '741741', body: 'HOME' })).toBe('sms:741741?&body=HOME');
    expect(contactHref({ kind: 'text', number: '988' })).toBe('sms:988');
    expect(contactHref({ kind: 'web', number: 'https://findahelpline.com/' })).toBe('https://findahelpline.com/');
  });
});

describe('describeContacts', () => {
  const intl = createIntl({ locale: 'en-US', messages: enUS as unknown as Record<string, MessageFormatElement[]> });
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  it('puts a country’s contacts in one line of words', () => {
    expect(describeContacts(crisisContactsFor('ES'), t)).toBe(
      '024 Suicide Prevention Line: Call 024; Emergency services: Call 112',
    );
    expect(describeContacts(crisisContactsFor('US'), t)).toContain('Crisis Text Line: Text HOME to 741741');
    expect(describeContacts(crisisContactsFor('other'), t)).toBe(
      'Find A Helpline: Visit findahelpline.com; Emergency services: If you or someone else is in immediate danger, call your local emergency number now.',
    );
  });
});
