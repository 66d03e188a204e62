import { useId, useRef } from 'react';

import { Button } from '../../components/Button';
import { Plus } from '../../components/Icon';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { useT } from '../../i18n';
import type { Goal } from '../../lib/record';
import { styled } from '../../styles';
import { GoalForm } from './components/GoalForm';
import { GoalList } from './components/GoalList';
import { GoalsEmptyState } from './components/GoalsEmptyState';
import { GoalSummaryTiles } from './components/GoalSummaryTiles';
import type { NewGoalInput } from './model';
import { useGoals } from './useGoals';
import type { GoalAnnouncement } from './useGoals';

const Root = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$5',
  minInlineSize: 0,
  '@md': { gap: '$6' },
});

const Toolbar = styled('div', {
  display: 'flex',
  justifyContent: 'flex-end',
  '& > button': { flex: '1 1 auto', '@md': { flex: '0 0 auto' } },
});

export interface GoalsScreenProps {
  /** The signed-in user's goals, as stored. */
  goals: Goal[];
  /** add-goal (spec section 7): title and description trimmed, targetDate '' when none. */
  onAddGoal: (goal: NewGoalInput) => void;
  /** update-goal: the goal's id and its new progress (0-100); the store sets completed. */
  onUpdateGoal: (id: string, progress: number) => void;
  /** The clock for days left and the date's minimum; injected so stories get a fixed day. */
  now?: () => Date;
}

/** Goals & Progress: summary tiles, the New Goal form, and the Active and Completed lists (spec section 2). */
export function GoalsScreen({ goals, onAddGoal, onUpdateGoal, now = () => new Date() }: GoalsScreenProps) {
  const t = useT();
  const formId = useId();
  const newGoalButton = useRef<HTMLButtonElement>(null);
  const screen = useGoals({ goals, onAddGoal, onUpdateGoal, now, newGoalButton });

  const announce = (announcement: GoalAnnouncement | null) => {
    if (!announcement) return '';
    if (announcement.kind === 'created') return t('goals.announce.created', { title: announcement.title });
    if (announcement.kind === 'completed') return t('goals.announce.completed', { title: announcement.title });
    return t('goals.announce.progress', { title: announcement.title, progress: announcement.progress / 100 });
  };

  return (
    <Root>
      <GoalSummaryTiles summary={screen.summary} />
      <Toolbar>
        <Button
          ref={newGoalButton}
          icon={<Plus />}
          aria-expanded={screen.formOpen}
          aria-controls={screen.formOpen ? formId : undefined}
          onClick={screen.toggleForm}
        >
          {t('goals.newGoal')}
        </Button>
      </Toolbar>
      {screen.formOpen ? (
        <GoalForm
          id={formId}
          today={screen.today}
          focusRequest={screen.formFocusRequest}
          onCreate={screen.createGoal}
          onCancel={screen.cancelForm}
        />
      ) : null}
      {/* Always in the page, so each change of its text is announced; motion stays on the card. */}
      <VisuallyHidden role="status">{announce(screen.announcement)}</VisuallyHidden>
      <GoalList
        title={t('goals.active.title')}
        goals={screen.active}
        now={screen.now}
        onProgress={screen.changeProgress}
        focusGoalId={screen.movedGoalId}
        empty={<GoalsEmptyState onCreate={screen.openForm} />}
      />
      {screen.completed.length > 0 ? (
        <GoalList
          title={t('goals.completed.title')}
          goals={screen.completed}
          now={screen.now}
          onProgress={screen.changeProgress}
          celebratingId={screen.celebratingId}
          focusGoalId={screen.movedGoalId}
        />
      ) : null}
    </Root>
  );
}
