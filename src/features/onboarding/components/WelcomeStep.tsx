import { Card, CardTitle } from '../../../components/Card';
import { Community, Icon, Language, Safety } from '../../../components/Icon';
import type { IconComponent } from '../../../components/Icon';
import { useT } from '../../../i18n';
import type { MessageId } from '../../../i18n';
import { styled } from '../../../styles';

const List = styled('ul', {
  display: 'grid',
  gap: '$3',
  padding: 0,
  listStyle: 'none',
});

const Row = styled('div', {
  display: 'flex',
  alignItems: 'flex-start',
  gap: '$3',
});

const IconCircle = styled('span', {
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  size: '2.5rem',
  borderRadius: '$round',
  backgroundColor: '$surface',
  color: '$accent',
});

const Text = styled('div', { display: 'flex', flexDirection: 'column', gap: '$1', minInlineSize: 0 });

const Body = styled('p', { color: '$text' });

interface WelcomeFeature {
  icon: IconComponent;
  title: MessageId;
  body: MessageId;
}

// The three promises of spec section 2, step 1.
const features: readonly WelcomeFeature[] = [
  { icon: Safety, title: 'onboarding.welcome.safe.title', body: 'onboarding.welcome.safe.body' },
  {
    icon: Community,
    title: 'onboarding.welcome.community.title',
    body: 'onboarding.welcome.community.body',
  },
  { icon: Language, title: 'onboarding.welcome.culture.title', body: 'onboarding.welcome.culture.body' },
];

/** Step 1: what Kindred offers, as three feature cards. */
export function WelcomeStep() {
  const t = useT();
  return (
    <List>
      {features.map((feature) => (
        <Card key={feature.title} as="li" tone="accent" padding="sm">
          <Row>
            <IconCircle>
              <Icon icon={feature.icon} size="lg" />
            </IconCircle>
            <Text>
              <CardTitle as="h3">{t(feature.title)}</CardTitle>
              <Body>{t(feature.body)}</Body>
            </Text>
          </Row>
        </Card>
      ))}
    </List>
  );
}
