import { Icon, Phone, Safety, Text } from '../components/Icon';
import { useT } from '../i18n';
import { styled } from '../styles';
import { contactHref, crisisContacts } from './contacts';
import type { CrisisContact } from './contacts';

const Root = styled('div', { display: 'flex', flexDirection: 'column', gap: '$4' });

const List = styled('ul', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$4',
  padding: 0,
  margin: 0,
  listStyle: 'none',
});

const Item = styled('li', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
});

const Name = styled('h3', {
  fontSize: '$md',
  fontWeight: '$semibold',
  lineHeight: '$tight',
  color: '$text',
});

const Description = styled('p', { fontSize: '$sm', color: '$text', lineHeight: '$normal' });

const Actions = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$2' });

// A link that looks like a button: it dials or opens the messaging app, so it is a real `tel:` or
// `sms:` link that works without script and can be long-pressed to copy.
const ContactLink = styled('a', {
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  minBlockSize: '$tapTarget',
  px: '$4',
  borderRadius: '$md',
  border: '1px solid $borderStrong',
  backgroundColor: '$surface',
  color: '$text',
  fontWeight: '$semibold',
  lineHeight: '$tight',
  textDecoration: 'none',
  WebkitTapHighlightColor: 'transparent',
  '&:hover': { backgroundColor: '$surfaceSunken' },
  '&:focus-visible': { outline: '3px solid $focus', outlineOffset: '2px' },
  '@motion': { transition: 'background-color $fast' },
  variants: {
    tone: {
      default: {},
      emergency: {
        backgroundColor: '$crisis',
        borderColor: '$crisis',
        color: '$onCrisis',
        '&:hover': { backgroundColor: '$crisisHover', borderColor: '$crisisHover' },
      },
    },
  },
  defaultVariants: { tone: 'default' },
});

const Free = styled('p', {
  display: 'flex',
  alignItems: 'flex-start',
  gap: '$2',
  fontSize: '$sm',
  color: '$text',
  '& svg': { flexShrink: 0, color: '$success', marginBlockStart: '2px' },
});

type ContactAction = CrisisContact['actions'][number];

export interface CrisisContactListProps {
  /** The contacts to show; the one table in `contacts.ts` unless a story says otherwise. */
  contacts?: readonly CrisisContact[];
  /** The level of each service's name, to fit the page's outline. */
  headingLevel?: 'h3' | 'h4';
}

/** The crisis contacts as tappable `tel:` and `sms:` links, emergency first, and that they are free. */
export function CrisisContactList({ contacts = crisisContacts, headingLevel = 'h3' }: CrisisContactListProps) {
  const t = useT();
  // contacts.ts: the emergency number is shown first.
  const ordered = [...contacts].sort((a, b) => Number(Boolean(b.emergency)) - Number(Boolean(a.emergency)));

  function labelOf(action: ContactAction) {
    if (action.kind === 'call') return t('crisis.action.call', { number: action.number });
    return action.body
      ? t('crisis.action.textBody', { body: action.body, number: action.number })
      : t('crisis.action.text', { number: action.number });
  }

  return (
    <Root>
      <List>
        {ordered.map((contact) => (
          <Item key={contact.id}>
            <Name as={headingLevel}>{t(contact.name)}</Name>
            <Description>{t(contact.description)}</Description>
            <Actions>
              {contact.actions.map((action) => (
                <ContactLink
                  key={contactHref(action)}
                  href={contactHref(action)}
                  tone={contact.emergency ? 'emergency' : 'default'}
                >
                  <Icon icon={action.kind === 'call' ? Phone : Text} />
                  {labelOf(action)}
                </ContactLink>
              ))}
            </Actions>
          </Item>
        ))}
      </List>
      <Free>
        <Icon icon={Safety} />
        {t('crisis.free')}
      </Free>
    </Root>
  );
}
