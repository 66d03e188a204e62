// Crisis contacts by country: the one table behind the dashboard's crisis box, the crisis dialog,
// the companion's crisis reply and the community's draft notice (spec section 9, issue 10).
// Every number was taken from the official source named in the comment beside it; add a country
// only with a number you can source the same way.
import type { MessageId } from '../i18n';
import type { Country } from '../lib/profile';

export type ContactKind = 'call' | 'text' | 'web';

export interface ContactAction {
  kind: ContactKind;
  /** A phone number for `call` and `text`; a web address for `web`. */
  number: string;
  /** Pre-filled text message, e.g. HOME for the Crisis Text Line. */
  body?: string;
}

export interface CrisisContact {
  id: string;
  /** Catalogue id of the service's name. */
  name: MessageId;
  /** Catalogue id of the one-line description of when to use it. */
  description: MessageId;
  /** How to reach it; each becomes a tappable `tel:`, `sms:` or web link. */
  actions: readonly ContactAction[];
  /** Shown first and styled urgently: for immediate danger. */
  emergency?: boolean;
}

export { countries, defaultCountryFor, isCountry } from '../lib/profile';
export type { Country } from '../lib/profile';

export const crisisContactsByCountry: Readonly<Record<Country, readonly CrisisContact[]>> = {
  US: [
    {
      // 988 Suicide & Crisis Lifeline, call or text 988: https://988lifeline.org/
      id: 'us-988',
      name: 'crisis.contact.us.lifeline',
      description: 'crisis.contact.us.lifeline.description',
      actions: [
        { kind: 'call', number: '988' },
        { kind: 'text', number: '988' },
      ],
    },
    {
      // Crisis Text Line, text HOME to 741741: https://www.crisistextline.org/
      id: 'us-741741',
      name: 'crisis.contact.us.textLine',
      description: 'crisis.contact.us.textLine.description',
      actions: [{ kind: 'text', number: '741741', body: 'HOME' }],
    },
    {
      // Emergency services in the United States, 911: https://www.911.gov/
      id: 'us-911',
      name: 'crisis.contact.emergency',
      description: 'crisis.contact.us.emergency.description',
      actions: [{ kind: 'call', number: '911' }],
      emergency: true,
    },
  ],
  ES: [
    {
      // 024, Línea de atención a la conducta suicida (Ministerio de Sanidad), free, 24 h:
      // https://www.sanidad.gob.es/linea024/home.htm
      id: 'es-024',
      name: 'crisis.contact.es.line024',
      description: 'crisis.contact.es.line024.description',
      actions: [{ kind: 'call', number: '024' }],
    },
    {
      // 112, the European emergency number, works in Spain: https://www.112.es/ and
      // https://digital-strategy.ec.europa.eu/en/policies/112
      id: 'es-112',
      name: 'crisis.contact.emergency',
      description: 'crisis.contact.eu.emergency.description',
      actions: [{ kind: 'call', number: '112' }],
      emergency: true,
    },
  ],
  FR: [
    {
      // 3114, numéro national de prévention du suicide, free, 24 h: https://3114.fr/
      id: 'fr-3114',
      name: 'crisis.contact.fr.line3114',
      description: 'crisis.contact.fr.line3114.description',
      actions: [{ kind: 'call', number: '3114' }],
    },
    {
      // 112, the European emergency number, works in France:
      // https://www.service-public.fr/particuliers/vosdroits/F33954 and
      // https://digital-strategy.ec.europa.eu/en/policies/112
      id: 'fr-112',
      name: 'crisis.contact.emergency',
      description: 'crisis.contact.eu.emergency.description',
      actions: [{ kind: 'call', number: '112' }],
      emergency: true,
    },
  ],
  CN: [
    {
      // 12356, the national psychological assistance hotline of the National Health Commission
      // (全国统一心理援助热线, in service nationwide since 1 January 2025): https://www.nhc.gov.cn/
      id: 'cn-12356',
      name: 'crisis.contact.cn.line12356',
      description: 'crisis.contact.cn.line12356.description',
      actions: [{ kind: 'call', number: '12356' }],
    },
    {
      // 120, medical emergency (ambulance) number of the National Health Commission: https://www.nhc.gov.cn/
      id: 'cn-120',
      name: 'crisis.contact.emergency',
      description: 'crisis.contact.cn.emergency.description',
      actions: [{ kind: 'call', number: '120' }],
      emergency: true,
    },
  ],
  SA: [
    {
      // 937, the Ministry of Health's 24-hour call centre, which gives psychological consultations:
      // https://www.moh.gov.sa/en/937/Pages/default.aspx
      id: 'sa-937',
      name: 'crisis.contact.sa.line937',
      description: 'crisis.contact.sa.line937.description',
      actions: [{ kind: 'call', number: '937' }],
    },
    {
      // 911, the unified emergency number, and 997 for an ambulance (Saudi national portal,
      // emergency numbers): https://www.my.gov.sa/
      id: 'sa-911',
      name: 'crisis.contact.emergency',
      description: 'crisis.contact.sa.emergency.description',
      actions: [
        { kind: 'call', number: '911' },
        { kind: 'call', number: '997' },
      ],
      emergency: true,
    },
  ],
  other: [
    {
      // Find A Helpline, the international directory of free, confidential helplines, checked by
      // ThroughLine: https://findahelpline.com/
      id: 'other-findahelpline',
      name: 'crisis.contact.other.directory',
      description: 'crisis.contact.other.directory.description',
      actions: [{ kind: 'web', number: 'https://findahelpline.com/' }],
    },
    {
      // No number can be right everywhere: the advice to call the local emergency number.
      id: 'other-emergency',
      name: 'crisis.contact.emergency',
      description: 'crisis.contact.other.emergency.description',
      actions: [],
      emergency: true,
    },
  ],
};

/** The crisis contacts of a country, emergency services included. */
export function crisisContactsFor(country: Country): readonly CrisisContact[] {
  return crisisContactsByCountry[country];
}

/** The United States' contacts: the spec's own (section 9), and the default for en-US. */
export const crisisContacts = crisisContactsByCountry.US;

/** The link for one way of reaching a contact: `tel:988`, `sms:741741?&body=HOME`, a web address. */
export function contactHref({ kind, number, body }: ContactAction) {
  if (kind === 'web') return number;
  if (kind === 'call') return `tel:${number}`;
  // `?&body=` is the form both iOS and Android messaging apps read.
  return body ? `sms:${number}?&body=${encodeURIComponent(body)}` : `sms:${number}`;
}

type Translate = (id: MessageId, values?: Record<string, string>) => string;

/** What a link to a contact says: "Call 988", "Text HOME to 741741", "Visit findahelpline.com". */
export function actionLabel(action: ContactAction, t: Translate) {
  if (action.kind === 'web') return t('crisis.action.web');
  if (action.kind === 'call') return t('crisis.action.call', { number: action.number });
  return action.body
    ? t('crisis.action.textBody', { body: action.body, number: action.number })
    : t('crisis.action.text', { number: action.number });
}

/** The contacts in one line of words, for a model's instructions: "Crisis Text Line: Text HOME to 741741; …". */
export function describeContacts(contacts: readonly CrisisContact[], t: Translate) {
  return contacts
    .map((contact) => {
      const actions = contact.actions.map((action) => actionLabel(action, t));
      return `${t(contact.name)}: ${actions.length > 0 ? actions.join(', ') : t(contact.description)}`;
    })
    .join('; ');
}
