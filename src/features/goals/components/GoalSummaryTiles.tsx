import { Goals, Icon, Info, Star, Trophy } from '../../../components/Icon';
import { IconButton } from '../../../components/IconButton';
import { StatTile } from '../../../components/StatTile';
import { Tooltip } from '../../../components/Tooltip';
import { useT } from '../../../i18n';
import { styled } from '../../../styles';
import type { GoalSummary } from '../model';

// Three tiles side by side from tablet width; on phones Avg Progress takes a row of its own.
const Tiles = styled('div', {
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: '$3',
  '& > :last-child': { gridColumn: '1 / -1' },
  '@md': {
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    gap: '$4',
    '& > :last-child': { gridColumn: 'auto' },
  },
});

const AverageValue = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$1',
  // The 44px button sits beside the figure without making the tile taller than its neighbours.
  marginBlock: '-8px',
});

export interface GoalSummaryTilesProps {
  summary: GoalSummary;
}

/** Completed, Active and Avg Progress; a tooltip (and a short hint for touch screens) says how the average is taken. */
export function GoalSummaryTiles({ summary }: GoalSummaryTilesProps) {
  const t = useT();
  return (
    <Tiles>
      <StatTile
        tone="success"
        icon={<Icon icon={Trophy} />}
        label={t('goals.summary.completed')}
        value={t('goals.summary.count', { count: summary.completed })}
      />
      <StatTile
        tone="accent"
        icon={<Icon icon={Goals} />}
        label={t('goals.summary.active')}
        value={t('goals.summary.count', { count: summary.active })}
      />
      <StatTile
        icon={<Icon icon={Star} />}
        label={t('goals.summary.average')}
        value={
          <AverageValue>
            {t('progress.value', { value: summary.averageProgress / 100 })}
            <Tooltip content={t('goals.summary.averageExplained')}>
              <IconButton
                size="sm"
                tooltip={false}
                label={t('goals.summary.averageHelp')}
                icon={<Info />}
              />
            </Tooltip>
          </AverageValue>
        }
        hint={t('goals.summary.averageHint')}
      />
    </Tiles>
  );
}
