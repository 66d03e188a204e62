import { useId } from 'react';

import { Card } from '../../../components/Card';
import { Check, Icon, Safety } from '../../../components/Icon';
import { useT } from '../../../i18n';
import { styled } from '../../../styles';

const Title = styled('h2', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  fontSize: '$lg',
  fontWeight: '$semibold',
  lineHeight: '$tight',
  marginBlockEnd: '$3',
  '& svg': { flexShrink: 0, color: '$accent' },
});

const List = styled('ul', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  padding: 0,
  margin: 0,
  listStyle: 'none',
});

const Item = styled('li', {
  display: 'flex',
  alignItems: 'flex-start',
  gap: '$2',
  lineHeight: '$normal',
  '& svg': { flexShrink: 0, color: '$success', marginBlockStart: '0.2em' },
});

const rules = ['community.guidelines.safe', 'community.guidelines.kind', 'community.guidelines.moderated'] as const;

/** The Community Guidelines (spec section 2): a safe space, be kind and respectful, posts are moderated. */
export function GuidelinesNotice() {
  const t = useT();
  const titleId = useId();
  return (
    <Card as="section" tone="accent" aria-labelledby={titleId}>
      <Title id={titleId}>
        <Icon icon={Safety} />
        {t('community.guidelines.title')}
      </Title>
      <List>
        {rules.map((rule) => (
          <Item key={rule}>
            <Icon icon={Check} />
            {t(rule)}
          </Item>
        ))}
      </List>
    </Card>
  );
}
