import { memo, useId, useLayoutEffect, useRef } from 'react';

import { Button } from '../../../components/Button';
import { Card, CardHeader, CardTitle } from '../../../components/Card';
import { Calendar, Check, ChevronDown, Icon, Plus } from '../../../components/Icon';
import { StatTile } from '../../../components/StatTile';
import { visuallyHiddenStyles } from '../../../components/VisuallyHidden';
import { useT } from '../../../i18n';
import { NoticeRegion } from '../../../components/Notice';
import { CrisisNotice } from '../../../safety/CrisisNotice';
import { styled } from '../../../styles';
import type { NewMoodEntry, WeeklyMoodStats } from '../model';
import { HardDaysNotice } from './HardDaysNotice';
import { MoodForm } from './MoodForm';
import { MoodStrip as MoodStripView } from './MoodStrip';
import { moodIcons } from './moodVisuals';

// Opening or closing the form leaves the week's strip as it is (its entries only change with the
// history), so it does not render again on every toggle (issue 9).
const MoodStrip = memo(MoodStripView);

const Body = styled('div', { display: 'flex', flexDirection: 'column', gap: '$5' });

const FormArea = styled('div', {
  padding: '$4',
  borderRadius: '$md',
  backgroundColor: '$surfaceSunken',
});

const Stats = styled('div', {
  display: 'grid',
  // Side by side where each tile has room for its label and value; stacked on a phone.
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: '$3',
});

const Status = styled('p', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  color: '$success',
  fontWeight: '$semibold',
  // While empty it is only visually hidden: a live region must be in the page before its text
  // changes, and out of the flow it adds no gap.
  variants: { shown: { true: {}, false: visuallyHiddenStyles } },
  defaultVariants: { shown: false },
});

export interface MoodTrackerPanelProps {
  /** The week's average, count and recent entries (`weeklyMoodStats`). */
  stats: WeeklyMoodStats;
  /** Whether the Log Mood form is open. */
  formOpen: boolean;
  /** Log Mood: opens or closes the form. */
  onToggleForm: () => void;
  /** Save: the level, emotions and raw note; the caller stores the entry and closes the form. */
  onSave: (entry: NewMoodEntry) => void;
  /** Cancel: the caller closes the form; nothing is stored. */
  onCancel: () => void;
  /** Shows and announces "Mood saved" after a save, until the form opens again. */
  saved?: boolean;
  /** The newest check-in's note sounds like risk: the crisis contacts stay in view until the next one. */
  support?: boolean;
  /** Low check-ins in a row (3 or more), or 0: "a hard few days", with an offer to talk it through. */
  hardDays?: number;
  /** Opens the companion from the hard-days notice. */
  onTalk?: () => void;
}

/** The dashboard's Mood Tracker (spec section 2): the week in figures, the strip and Log Mood. */
export function MoodTrackerPanel({
  stats,
  formOpen,
  onToggleForm,
  onSave,
  onCancel,
  saved = false,
  support = false,
  hardDays = 0,
  onTalk,
}: MoodTrackerPanelProps) {
  const t = useT();
  const titleId = useId();
  const formId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  // The form leaves the page on Save and Cancel; focus goes back to the button that opened it once
  // the form is gone. Focusing before that would lay out the page with the form still in it, and
  // the frame would lay it out again without it.
  const refocusWhenClosed = useRef(false);
  const refocusToggle = () => {
    refocusWhenClosed.current = true;
  };
  useLayoutEffect(() => {
    if (formOpen || !refocusWhenClosed.current) return;
    refocusWhenClosed.current = false;
    toggleRef.current?.focus();
  }, [formOpen]);

  return (
    <Card as="section" padding="lg" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>{t('mood.title')}</CardTitle>
        <Button
          ref={toggleRef}
          variant={formOpen ? 'secondary' : 'primary'}
          icon={formOpen ? <ChevronDown /> : <Plus />}
          aria-expanded={formOpen}
          aria-controls={formOpen ? formId : undefined}
          onClick={onToggleForm}
        >
          {t('mood.log')}
        </Button>
      </CardHeader>
      <Body>
        {formOpen ? (
          <FormArea id={formId}>
            <MoodForm
              onSave={(entry) => {
                onSave(entry);
                refocusToggle();
              }}
              onCancel={() => {
                onCancel();
                refocusToggle();
              }}
            />
          </FormArea>
        ) : null}
        {/* Always in the page, so the change of its text is announced. */}
        <Status role="status" shown={saved}>
          {saved ? (
            <>
              <Icon icon={Check} />
              {t('mood.saved')}
            </>
          ) : null}
        </Status>
        {/* After a save, announced with "Mood saved". The crisis notice, when it shows, says more
            than the hard-days one. */}
        <NoticeRegion>
          {support && !formOpen ? <CrisisNotice body={t('mood.support.body')} after={t('mood.support.after')} /> : null}
          {hardDays > 0 && !support && !formOpen ? <HardDaysNotice count={hardDays} onTalk={onTalk} /> : null}
        </NoticeRegion>
        <Stats>
          <StatTile
            label={t('mood.stats.average')}
            tone="accent"
            icon={stats.average === null ? undefined : <Icon icon={moodIcons[stats.average]} />}
            value={stats.average === null ? t('mood.stats.noAverage') : t(`mood.level.${stats.average}`)}
            hint={
              stats.average === null
                ? t('mood.stats.noAverageHint')
                : t('mood.stats.averageHint', { level: stats.average })
            }
          />
          <StatTile
            label={t('mood.stats.count')}
            icon={<Icon icon={Calendar} />}
            value={stats.count}
            hint={t('mood.stats.countHint')}
          />
        </Stats>
        <MoodStrip entries={stats.recent} />
      </Body>
    </Card>
  );
}
