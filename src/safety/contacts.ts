// Crisis contacts: the one source of truth for the dashboard's crisis box, the crisis dialog,
// the companion's crisis reply and the community's safety prompt (spec section 9).
// Each number was taken from the official source named beside it.

export type ContactKind = 'call' | 'text';

export interface CrisisContact {
  id: string;
  /** Catalogue key of the service's name. */
  name: 'crisis.contact.lifeline' | 'crisis.contact.textLine' | 'crisis.contact.emergency';
  /** Catalogue key of the one-line description of when to use it. */
  description: 'crisis.contact.lifeline.description' | 'crisis.contact.textLine.description' | 'crisis.contact.emergency.description';
  /** How to reach it; each becomes a tappable `tel:` or `sms:` link. */
  actions: ReadonlyArray<{ kind: ContactKind; number: string; body?: string }>;
  /** Shown first and styled urgently: for immediate danger. */
  emergency?: boolean;
}

export const crisisContacts: readonly CrisisContact[] = [
  {
    // 988 Suicide & Crisis Lifeline, call or text 988: https://988lifeline.org/
    id: 'lifeline-988',
    name: 'crisis.contact.lifeline',
    description: 'crisis.contact.lifeline.description',
    actions: [
      { kind: 'call', number: '988' },
      { kind: 'text', number: '988' },
    ],
  },
  {
    // Crisis Text Line, text HOME to 741741: https://www.crisistextline.org/
    id: 'crisis-text-line',
    name: 'crisis.contact.textLine',
    description: 'crisis.contact.textLine.description',
    actions: [{ kind: 'text', number: '741741', body: 'HOME' }],
  },
  {
    // Emergency services in the United States: https://www.911.gov/
    id: 'emergency-911',
    name: 'crisis.contact.emergency',
    description: 'crisis.contact.emergency.description',
    actions: [{ kind: 'call', number: '911' }],
    emergency: true,
  },
];

/** The link for one way of reaching a contact: `tel:988`, `sms:741741?&body=HOME`. */
export function contactHref({ kind, number, body }: CrisisContact['actions'][number]) {
  if (kind === 'call') return `tel:${number}`;
  // `?&body=` is the form both iOS and Android messaging apps read.
  return body ? `sms:${number}?&body=${encodeURIComponent(body)}` : `sms:${number}`;
}
