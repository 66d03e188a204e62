import { ExternalLink, Icon, Phone, Safety, Text } from '../components/Icon';
import { useT } from '../i18n';
import { styled } from '../styles';
import { actionLabel, contactHref } from './contacts';
import type { CrisisContact } from './contacts';
import { useCrisisContacts } from './CrisisContactsProvider';

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

// A link that looks like a button: it dials, opens the messaging app or the helpline directory, so it is a real `tel:`, `sms:` or web
// link that works without script and can be long-pressed to copy.
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

export interface CrisisContactListProps {
  /** The contacts to show; unless told, the user's country's (CrisisContactsProvider). */
  contacts?: readonly CrisisContact[];
  /** The level of each service's name, to fit the page's outline. */
  headingLevel?: 'h3' | 'h4';
}

/** The crisis contacts as tappable `tel:` and `sms:` links, emergency first, and that they are free. */
export function CrisisContactList({ contacts: given, headingLevel = 'h3' }: CrisisContactListProps) {
  const t = useT();
  const fromCountry = useCrisisContacts();
  const contacts = given ?? fromCountry;
  // contacts.ts: the emergency number is shown first.
  const ordered = [...contacts].sort((a, b) => Number(Boolean(b.emergency)) - Number(Boolean(a.emergency)));

  return (
    <Root>
      <List>
        {ordered.map((contact) => (
          <Item key={contact.id}>
            <Name as={headingLevel}>{t(contact.name)}</Name>
            <Description>{t(contact.description)}</Description>
            {contact.actions.length > 0 ? (
              <Actions>
                {contact.actions.map((action) => (
                  <ContactLink
                    key={contactHref(action)}
                    href={contactHref(action)}
                    {...(action.kind === 'web' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                    tone={contact.emergency ? 'emergency' : 'default'}
                  >
                    <Icon icon={{ call: Phone, text: Text, web: ExternalLink }[action.kind]} />
                    {actionLabel(action, t)}
                  </ContactLink>
                ))}
              </Actions>
            ) : null}
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
