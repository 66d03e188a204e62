import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { RefObject } from 'react';

import { clampProgress } from '../../lib/progress';
import type { Goal } from '../../lib/record';
import { goalSummary, isComplete, splitGoals, startOfDay, todayInputValue } from './model';
import type { NewGoalInput } from './model';

/** What the screen's polite live region says after an action; the screen words it. */
export type GoalAnnouncement =
  | { kind: 'created'; title: string }
  | { kind: 'progress'; title: string; progress: number }
  | { kind: 'completed'; title: string };

export interface UseGoalsOptions {
  goals: readonly Goal[];
  /** add-goal (spec section 7): the store adds it with progress 0 and completed false. */
  onAddGoal: (goal: NewGoalInput) => void;
  /** update-goal: the store clamps the progress and applies the completion rule. */
  onUpdateGoal: (id: string, progress: number) => void;
  now: () => Date;
  /** The New Goal button: focus returns to it when the form closes, instead of to the page's start. */
  newGoalButton: RefObject<HTMLButtonElement | null>;
}

/** The goals screen's state: the New Goal form, the latest announcement, and the goal that just reached 100. */
export function useGoals({ goals, onAddGoal, onUpdateGoal, now, newGoalButton }: UseGoalsOptions) {
  const [formOpen, setFormOpen] = useState(false);
  // Bumped when the form is opened from elsewhere (the empty state's button), so focus goes into it;
  // 0 when the New Goal toggle opened it, which keeps focus and sits right before the form.
  const [formFocusRequest, setFormFocusRequest] = useState(0);
  const [announcement, setAnnouncement] = useState<GoalAnnouncement | null>(null);
  const [celebratingId, setCelebratingId] = useState<string | null>(null);
  const [movedGoalId, setMovedGoalId] = useState<string | null>(null);

  const lists = useMemo(() => splitGoals(goals), [goals]);
  const summary = useMemo(() => goalSummary(goals), [goals]);
  const today = todayInputValue(now());
  // The cards only count days, so they get one clock per calendar day: with 500 goals a click
  // re-renders the card it changed, not every card (issue 9, scale benchmark).
  const cardClock = useMemo(() => startOfDay(today), [today]);
  const latestGoals = useRef(goals);
  useLayoutEffect(() => {
    latestGoals.current = goals;
  }, [goals]);

  function closeForm() {
    setFormOpen(false);
    newGoalButton.current?.focus();
  }

  function createGoal(goal: NewGoalInput) {
    onAddGoal(goal);
    setAnnouncement({ kind: 'created', title: goal.title });
    setCelebratingId(null);
    closeForm();
  }

  // The same function for the screen's lifetime, so the memoised cards keep theirs.
  const changeProgress = useCallback(
    (id: string, progress: number) => {
      const goal = latestGoals.current.find((candidate) => candidate.id === id);
      if (!goal) return;
      const next = clampProgress(progress);
      onUpdateGoal(id, next);
      const completing = !goal.completed && isComplete(next);
      setCelebratingId(completing ? id : null);
      setAnnouncement(
        completing ? { kind: 'completed', title: goal.title } : { kind: 'progress', title: goal.title, progress: next },
      );
      // Crossing 100 either way moves the card to the other list; its new card takes focus.
      if (goal.completed !== isComplete(next)) setMovedGoalId(id);
    },
    [onUpdateGoal],
  );

  return {
    ...lists,
    summary,
    now: cardClock,
    today,
    formOpen,
    formFocusRequest,
    toggleForm: () => {
      setFormFocusRequest(0);
      setFormOpen((open) => !open);
    },
    openForm: () => {
      setFormFocusRequest((request) => request + 1);
      setFormOpen(true);
    },
    cancelForm: closeForm,
    createGoal,
    changeProgress,
    announcement,
    celebratingId,
    movedGoalId,
  };
}
