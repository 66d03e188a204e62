import { useId } from 'react';
import { useIntl } from 'react-intl';

import { EmptyState } from '../../../components/EmptyState';
import { Calendar, Icon } from '../../../components/Icon';
import { Tooltip } from '../../../components/Tooltip';
import { useT } from '../../../i18n';
import type { MoodEntry } from '../../../lib/record';
import { styled } from '../../../styles';
import { isEmotion, isMoodLevel } from '../model';
import { moodFills, moodIcons, moodTones } from './moodVisuals';

const Heading = styled('h3', {
  fontSize: '$md',
  fontWeight: '$semibold',
  marginBlockEnd: '$3',
});

// Seven days fit one row from about 430px; a phone wraps them onto two.
const List = styled('ol', {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(3.5rem, 1fr))',
  gap: '$2',
  padding: 0,
  margin: 0,
  listStyle: 'none',
});

const Day = styled('button', {
  all: 'unset',
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '$1',
  inlineSize: '100%',
  minBlockSize: '$tapTarget',
  paddingBlock: '$2',
  paddingInline: '$1',
  borderRadius: '$md',
  textAlign: 'center',
  cursor: 'default',
  WebkitTapHighlightColor: 'transparent',
  '&:hover': { backgroundColor: '$surfaceSunken' },
  '&:focus-visible': { outline: '3px solid $focus', outlineOffset: '2px' },
});

const Face = styled('span', {
  display: 'grid',
  placeItems: 'center',
  size: '2.25rem',
  borderRadius: '$round',
  '& svg': { size: '1.25rem' },
  variants: { tone: moodFills },
  defaultVariants: { tone: 'mood3' },
});

const Level = styled('span', {
  fontSize: '$xs',
  fontWeight: '$semibold',
  lineHeight: '$tight',
  color: '$text',
});

const When = styled('time', {
  fontSize: '$xs',
  lineHeight: '$tight',
  color: '$muted',
});

export interface MoodStripProps {
  /** The entries to show, newest first: the week of `weeklyMoodStats`. */
  entries: readonly MoodEntry[];
}

/** Recent moods, newest first: each day's face, level and date; its emotions on hover, focus or tap. */
export function MoodStrip({ entries }: MoodStripProps) {
  const t = useT();
  const intl = useIntl();
  const headingId = useId();

  const heading = <Heading id={headingId}>{t('mood.recent.title')}</Heading>;
  if (entries.length === 0) {
    return (
      <div>
        {heading}
        <EmptyState
          icon={<Calendar />}
          titleAs="h4"
          title={t('mood.recent.empty.title')}
          description={t('mood.recent.empty.body')}
        />
      </div>
    );
  }

  return (
    <div>
      {heading}
      <List aria-labelledby={headingId}>
        {entries.map((entry) => {
          const level = isMoodLevel(entry.mood) ? entry.mood : 3;
          const felt = entry.emotions.filter(isEmotion).map((emotion) => t(`mood.emotion.${emotion}`));
          const emotions =
            felt.length > 0
              ? t('mood.recent.emotions', { emotions: intl.formatList(felt, { type: 'conjunction' }) })
              : t('mood.recent.noEmotions');
          return (
            <li key={entry.id}>
              <Tooltip content={emotions} openOnPress>
                <Day type="button">
                  <Face tone={moodTones[level]} aria-hidden="true">
                    <Icon icon={moodIcons[level]} />
                  </Face>
                  <Level>{t(`mood.level.${level}`)}</Level>
                  <When dateTime={entry.date}>
                    {intl.formatDate(entry.date, { month: 'short', day: 'numeric' })}
                  </When>
                </Day>
              </Tooltip>
            </li>
          );
        })}
      </List>
    </div>
  );
}
