import { useEffect, useId, useRef } from 'react';

import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { Card, CardTitle } from '../../../components/Card';
import {
  Calendar,
  Check,
  Clock,
  Community,
  Heart,
  Icon,
  Profile,
  Resources,
  Sparkles,
  Trophy,
} from '../../../components/Icon';
import type { IconComponent } from '../../../components/Icon';
import { ProgressBar } from '../../../components/ProgressBar';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { useT } from '../../../i18n';
import type { Goal, GoalCategory } from '../../../lib/record';
import { css, keyframes, styled } from '../../../styles';
import { goalDeadline, progressStep, stepProgress } from '../model';

// Class names, not styled(Card): Stitches' `as` would replace the wrapped Card and drop its look.
const cardLayout = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  blockSize: '100%',
  // Focused by script when the goal moves between Active and Completed, so keyboard users follow it.
  '&:focus-visible': { outline: '3px solid $focus', outlineOffset: '2px' },
});

const titleWrap = css({ overflowWrap: 'anywhere' });

const Meta = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '$2',
});

const DaysLeft = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$1',
  fontSize: '$sm',
  color: '$muted',
  fontWeight: '$medium',
});

const Description = styled('p', { color: '$muted', overflowWrap: 'anywhere' });

const Actions = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$2',
  marginBlockStart: 'auto',
  paddingBlockStart: '$1',
  '& > button': { flex: '1 1 auto' },
});

const pop = keyframes({
  '0%': { opacity: 0, transform: 'scale(0.92)' },
  '60%': { opacity: 1, transform: 'scale(1.03)' },
  '100%': { opacity: 1, transform: 'none' },
});

const bounce = keyframes({
  '0%, 100%': { transform: 'none' },
  '30%': { transform: 'translateY(-4px) rotate(-8deg)' },
  '60%': { transform: 'translateY(0) rotate(6deg)' },
});

const twinkle = keyframes({
  '0%': { opacity: 0, transform: 'scale(0.4)' },
  '50%': { opacity: 1, transform: 'scale(1.15)' },
  '100%': { opacity: 0.8, transform: 'none' },
});

const Celebration = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  padding: '$3',
  borderRadius: '$md',
  backgroundColor: '$successSoft',
  color: '$text',
  '@motion': { animation: `${pop} $transitions$slow ease-out both` },
});

const TrophyCircle = styled('span', {
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  size: '2.5rem',
  borderRadius: '$round',
  backgroundColor: '$surface',
  color: '$success',
  '& > svg': { '@motion': { animation: `${bounce} 900ms ease-in-out 2` } },
});

const Sparkle = styled('span', {
  position: 'absolute',
  insetBlockStart: '-6px',
  insetInlineEnd: '-6px',
  color: '$success',
  lineHeight: 0,
  '@motion': { animation: `${twinkle} 700ms ease-out 150ms both` },
});

const CelebrationText = styled('p', {
  display: 'flex',
  flexDirection: 'column',
  fontSize: '$sm',
  '& strong': { fontSize: '$md', color: '$success' },
});

const categoryTone = {
  wellness: 'success',
  social: 'accent',
  academic: 'neutral',
  personal: 'neutral',
} as const satisfies Record<GoalCategory, 'success' | 'accent' | 'neutral'>;

const categoryIcon: Record<GoalCategory, IconComponent> = {
  wellness: Heart,
  social: Community,
  academic: Resources,
  personal: Profile,
};

export interface GoalCardProps {
  goal: Goal;
  /** The clock for days left; passed in so every state is a story. */
  now: Date;
  /** A button was pressed: the goal's id and its new progress, already clamped to 0-100. */
  onProgress: (id: string, progress: number) => void;
  /** Shows the small celebration: this goal has just reached 100. */
  celebrating?: boolean;
  /** Takes focus when the card appears, e.g. after moving to the Completed list. */
  focusOnMount?: boolean;
  /** The title's heading level, to fit the page's outline. */
  titleAs?: 'h2' | 'h3' | 'h4';
}

/** One goal: category, days left, progress, and the -10% / +10% / Complete buttons (spec section 4). */
export function GoalCard({
  goal,
  now,
  onProgress,
  celebrating = false,
  focusOnMount = false,
  titleAs = 'h3',
}: GoalCardProps) {
  const t = useT();
  const titleId = useId();
  const root = useRef<HTMLDivElement>(null);
  // Only on mount: a card that stays where it is never steals focus from its own buttons.
  const focusFirst = useRef(focusOnMount);
  useEffect(() => {
    if (focusFirst.current) root.current?.focus();
  }, []);

  const deadline = goalDeadline(goal, now);
  const step = { step: progressStep / 100, title: goal.title };
  const atStart = goal.progress <= 0;
  const atEnd = goal.progress >= 100;

  return (
    <Card as="article" ref={root} tabIndex={-1} aria-labelledby={titleId} className={cardLayout()}>
      {/* The user's own words run in their own direction, whatever the UI's. */}
      <CardTitle as={titleAs} id={titleId} className={titleWrap()} dir="auto">
        {goal.title}
      </CardTitle>
      <Meta>
        <Badge tone={categoryTone[goal.category]} icon={<Icon icon={categoryIcon[goal.category]} />}>
          <VisuallyHidden>{t('goals.card.category')} </VisuallyHidden>
          {t(`goals.category.${goal.category}`)}
        </Badge>
        {goal.completed ? (
          <Badge tone="success" icon={<Icon icon={Check} />}>
            {t('goals.card.completed')}
          </Badge>
        ) : deadline.kind === 'overdue' ? (
          <Badge tone="warning" icon={<Icon icon={Clock} />}>
            {t('goals.card.overdue')}
          </Badge>
        ) : deadline.kind === 'days' ? (
          <DaysLeft>
            <Icon icon={Calendar} />
            <time dateTime={goal.targetDate}>{t('goals.card.daysLeft', { days: deadline.days })}</time>
          </DaysLeft>
        ) : null}
      </Meta>
      {goal.description ? <Description dir="auto">{goal.description}</Description> : null}
      <ProgressBar
        label={t('goals.card.progress')}
        value={goal.progress}
        showValue
        tone={goal.completed ? 'success' : 'accent'}
      />
      {celebrating ? (
        <Celebration>
          <TrophyCircle>
            <Icon icon={Trophy} size="lg" />
            <Sparkle aria-hidden="true">
              <Icon icon={Sparkles} size="sm" />
            </Sparkle>
          </TrophyCircle>
          <CelebrationText>
            <strong>{t('goals.card.celebration.title')}</strong>
            <span>{t('goals.card.celebration.body')}</span>
          </CelebrationText>
        </Celebration>
      ) : null}
      <Actions>
        <Button
          variant="secondary"
          disabled={atStart}
          aria-label={t('goals.card.decreaseLabel', step)}
          onClick={() => onProgress(goal.id, stepProgress(goal.progress, -progressStep))}
        >
          {t('goals.card.decrease', step)}
        </Button>
        <Button
          variant="secondary"
          disabled={atEnd}
          aria-label={t('goals.card.increaseLabel', step)}
          onClick={() => onProgress(goal.id, stepProgress(goal.progress, progressStep))}
        >
          {t('goals.card.increase', step)}
        </Button>
        <Button
          variant="ghost"
          icon={<Check />}
          disabled={atEnd}
          aria-label={t('goals.card.completeLabel', step)}
          onClick={() => onProgress(goal.id, 100)}
        >
          {t('goals.card.complete')}
        </Button>
      </Actions>
    </Card>
  );
}
