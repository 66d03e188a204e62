import { Chat, Community, Goals, Icon, Privacy, Resources } from '../../../components/Icon';
import type { IconComponent } from '../../../components/Icon';
import { useT } from '../../../i18n';
import type { MessageId } from '../../../i18n';
import { styled } from '../../../styles';

const Root = styled('div', { display: 'flex', flexDirection: 'column', gap: '$4' });

const Greeting = styled('p', {
  fontSize: '$xl',
  fontWeight: '$semibold',
  lineHeight: '$tight',
  color: '$accent',
  overflowWrap: 'anywhere',
});

const Lead = styled('p', { color: '$text' });

const List = styled('ul', {
  display: 'grid',
  gap: '$3',
  padding: 0,
  listStyle: 'none',
  '@md': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
});

const Item = styled('li', { display: 'flex', alignItems: 'flex-start', gap: '$3' });

const IconSquare = styled('span', {
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  size: '2.5rem',
  borderRadius: '$md',
  backgroundColor: '$accentSoft',
  color: '$accent',
});

const ItemText = styled('span', { display: 'flex', flexDirection: 'column', minInlineSize: 0 });

const ItemTitle = styled('strong', { fontWeight: '$semibold', color: '$text' });

const ItemBody = styled('span', { fontSize: '$sm', color: '$muted' });

const PrivacyNote = styled('p', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  padding: '$3',
  borderRadius: '$md',
  backgroundColor: '$successSoft',
  color: '$success',
  fontSize: '$sm',
  fontWeight: '$medium',
  '& svg': { flexShrink: 0 },
});

interface Feature {
  icon: IconComponent;
  title: MessageId;
  body: MessageId;
}

// The four features of spec section 2, step 4.
const features: readonly Feature[] = [
  { icon: Chat, title: 'onboarding.complete.chat.title', body: 'onboarding.complete.chat.body' },
  {
    icon: Community,
    title: 'onboarding.complete.community.title',
    body: 'onboarding.complete.community.body',
  },
  {
    icon: Resources,
    title: 'onboarding.complete.resources.title',
    body: 'onboarding.complete.resources.body',
  },
  { icon: Goals, title: 'onboarding.complete.goals.title', body: 'onboarding.complete.goals.body' },
];

export interface CompleteStepProps {
  /** The first name from step 2; surrounding spaces are dropped for the greeting. */
  name: string;
}

/** Step 4: a greeting by first name, the four features and where the data lives. */
export function CompleteStep({ name }: CompleteStepProps) {
  const t = useT();
  return (
    <Root>
      <Greeting>{t('onboarding.complete.greeting', { name: name.trim() })}</Greeting>
      <Lead>{t('onboarding.complete.lead')}</Lead>
      <List>
        {features.map((feature) => (
          <Item key={feature.title}>
            <IconSquare>
              <Icon icon={feature.icon} size="lg" />
            </IconSquare>
            <ItemText>
              <ItemTitle>{t(feature.title)}</ItemTitle>
              <ItemBody>{t(feature.body)}</ItemBody>
            </ItemText>
          </Item>
        ))}
      </List>
      <PrivacyNote>
        <Icon icon={Privacy} />
        {t('onboarding.complete.privacy')}
      </PrivacyNote>
    </Root>
  );
}
