import { describe, expect, it } from 'vitest';

import { contactHref, crisisContacts } from './contacts';

describe('crisis contacts', () => {
  it('offers 988 by call and text, HOME to 741741, and 911', () => {
    const links = crisisContacts.flatMap((contact) => contact.actions.map(contactHref));
    expect(links).toEqual(['tel:988', 'sms:988', 'sms:741741?&body=HOME', 'tel:911']);
  });
  it('marks only the emergency number as urgent', () => {
    expect(crisisContacts.filter((c) => c.emergency).map((c) => c.id)).toEqual(['emergency-911']);
  });
});
