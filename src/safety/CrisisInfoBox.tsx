import { useId } from 'react';

import { Card } from '../components/Card';
import { Crisis, Icon } from '../components/Icon';
import { useT } from '../i18n';
import { styled } from '../styles';
import { CrisisContactList } from './CrisisContactList';

const Title = styled('h3', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  fontSize: '$lg',
  fontWeight: '$bold',
  lineHeight: '$tight',
  color: '$crisis',
});

const Lead = styled('p', { marginBlock: '$2 $4', color: '$text' });

export interface CrisisInfoBoxProps {
  /** The level of the box's heading; the services' names sit one level below. */
  headingLevel?: 'h2' | 'h3';
}

/** The dashboard's crisis information (spec section 9): who to call or text, always on screen. */
export function CrisisInfoBox({ headingLevel = 'h3' }: CrisisInfoBoxProps) {
  const t = useT();
  const titleId = useId();
  return (
    <Card as="section" tone="crisis" aria-labelledby={titleId}>
      <Title id={titleId} as={headingLevel}>
        <Icon icon={Crisis} />
        {t('crisis.info.title')}
      </Title>
      <Lead>{t('crisis.info.body')}</Lead>
      <CrisisContactList headingLevel={headingLevel === 'h2' ? 'h3' : 'h4'} />
    </Card>
  );
}
