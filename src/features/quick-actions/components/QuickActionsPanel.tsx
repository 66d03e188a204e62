import { useId } from 'react';

import { Card, CardHeader, CardTitle } from '../../../components/Card';
import { Icon } from '../../../components/Icon';
import { useT } from '../../../i18n';
import { CrisisInfoBox } from '../../../safety/CrisisInfoBox';
import { styled } from '../../../styles';
import { effectOf, quickActions } from '../model';
import type { QuickActionId } from '../model';
import { QuickActionTile } from './QuickActionTile';

const Body = styled('div', { display: 'flex', flexDirection: 'column', gap: '$5' });

// Two columns at every width. The urgent tile spans the first row; the seven others leave one
// over, which spans the last row too, so no tile sits alone beside a gap.
const Tiles = styled('ul', {
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: '$2',
  padding: 0,
  margin: 0,
  listStyle: 'none',
  '@md': { gap: '$3' },
});

const TileItem = styled('li', {
  display: 'flex',
  variants: {
    wide: {
      true: { gridColumn: '1 / -1', '& > button': { flexDirection: 'row', alignItems: 'center', gap: '$3' } },
      false: {},
    },
  },
  defaultVariants: { wide: false },
});

const pairedCount = quickActions.filter((action) => !action.urgent).length;
const isLastAlone = (index: number) => index === quickActions.length - 1 && pairedCount % 2 === 1;

export interface QuickActionsPanelProps {
  onSelect: (id: QuickActionId) => void;
}

/** The dashboard's Quick Actions (spec section 2): eight tiles, crisis first, and the crisis box. */
export function QuickActionsPanel({ onSelect }: QuickActionsPanelProps) {
  const t = useT();
  const titleId = useId();
  return (
    <Card as="section" padding="lg" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>{t('quickActions.title')}</CardTitle>
      </CardHeader>
      <Body>
        <Tiles>
          {quickActions.map((action, index) => (
            <TileItem key={action.id} wide={action.urgent || isLastAlone(index)}>
              <QuickActionTile
                id={action.id}
                title={t(action.title)}
                description={t(action.description)}
                icon={<Icon icon={action.icon} />}
                tone={action.tone}
                urgent={action.urgent}
                opensDialog={effectOf(action.id).kind === 'open'}
                onSelect={onSelect}
              />
            </TileItem>
          ))}
        </Tiles>
        <CrisisInfoBox />
      </Body>
    </Card>
  );
}
