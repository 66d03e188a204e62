import { clampProgress } from '../../lib/progress';
import { withCompletion } from '../../lib/record';
import type { Goal, GoalCategory } from '../../lib/record';

/** The -10% / +10% buttons move progress by this much (spec section 9). */
export const progressStep = 10;

/** The completion rule of spec section 4: a goal is complete at 100 or more, and only then. */
export const isComplete = (progress: number) => progress >= 100;

/** One step of progress, clamped to 0-100 so the buttons can never leave the range. */
export function stepProgress(progress: number, delta: number) {
  return clampProgress(progress + delta);
}

/** The goals with one goal's progress replaced: clamped, and completed set by the completion rule. */
export function updateGoalProgress(goals: readonly Goal[], id: string, progress: number): Goal[] {
  return goals.map((goal) => (goal.id === id ? withCompletion({ ...goal, progress: clampProgress(progress) }) : goal));
}

const dayMs = 86_400_000;
const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date as a whole day number (days since 1970-01-01), free of time zones and DST. */
const dayNumber = (year: number, monthIndex: number, day: number) => Date.UTC(year, monthIndex, day) / dayMs;

/** The local calendar day of an instant: what the user's own calendar shows at that moment. */
const localDayNumber = (date: Date) => dayNumber(date.getFullYear(), date.getMonth(), date.getDate());

/** The target's calendar day, or null when there is no date or it cannot be read. */
function targetDayNumber(targetDate: string): number | null {
  const match = dateOnly.exec(targetDate.trim());
  if (match) {
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const parsed = new Date(Date.UTC(year, month - 1, day));
    // Rejects dates the calendar does not have, such as 2025-02-30.
    if (parsed.getUTCFullYear() !== year || parsed.getUTCMonth() !== month - 1 || parsed.getUTCDate() !== day) {
      return null;
    }
    return dayNumber(year, month - 1, day);
  }
  if (!targetDate.trim()) return null;
  // A full timestamp (from an older record or an import): the local day it falls on.
  const instant = new Date(targetDate);
  return Number.isNaN(instant.getTime()) ? null : localDayNumber(instant);
}

/**
 * Whole days left until a target date, rounded up (spec section 4); null without a readable date.
 *
 * A date-only target ('YYYY-MM-DD', what the date input gives) is a day on the user's own calendar
 * and its deadline is the END of that local day. Counted on calendar days, never milliseconds, so
 * neither the time zone nor a 23- or 25-hour DST day can shift it: on the target day itself there
 * is 1 day left (part of a day, rounded up), and from the next local midnight it is 0, overdue.
 */
export function daysLeft(targetDate: string, now: Date): number | null {
  const target = targetDayNumber(targetDate);
  if (target === null || Number.isNaN(now.getTime())) return null;
  return target - localDayNumber(now) + 1;
}

export type GoalDeadline = { kind: 'none' } | { kind: 'overdue' } | { kind: 'days'; days: number };

/** What a card says about the deadline: nothing without a date (or once completed), else days left or overdue. */
export function goalDeadline(goal: Pick<Goal, 'targetDate' | 'completed'>, now: Date): GoalDeadline {
  if (goal.completed) return { kind: 'none' };
  const days = daysLeft(goal.targetDate, now);
  if (days === null) return { kind: 'none' };
  // Spec section 4: zero or negative days shows Overdue.
  return days <= 0 ? { kind: 'overdue' } : { kind: 'days', days };
}

export interface GoalSummary {
  completed: number;
  active: number;
  /** The mean progress of ALL goals, active and completed, rounded to a whole percent; 0 without goals. */
  averageProgress: number;
}

/** The three summary tiles; Active counts completed=false goals, as the Active list does. */
export function goalSummary(goals: readonly Goal[]): GoalSummary {
  let completed = 0;
  let total = 0;
  for (const goal of goals) {
    if (goal.completed) completed += 1;
    total += goal.progress;
  }
  return {
    completed,
    active: goals.length - completed,
    averageProgress: goals.length === 0 ? 0 : Math.round(total / goals.length),
  };
}

/** Spec section 4: completed=false goals are Active, the rest Completed; each keeps the stored order. */
export function splitGoals<T extends Pick<Goal, 'completed'>>(goals: readonly T[]) {
  const active: T[] = [];
  const completed: T[] = [];
  for (const goal of goals) (goal.completed ? completed : active).push(goal);
  return { active, completed };
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** Today on the user's calendar as 'YYYY-MM-DD': the date input's `min` (spec section 5). */
export function todayInputValue(now: Date) {
  return `${pad(now.getFullYear(), 4)}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Midnight at the start of a 'YYYY-MM-DD' day on the user's calendar: the same days left all day. */
export function startOfDay(day: string): Date {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(year, month - 1, date);
}

/** What the Create New Goal form holds while it is being filled in. */
export interface GoalDraft {
  title: string;
  description: string;
  category: GoalCategory;
  /** 'YYYY-MM-DD' or '' for no target date. */
  targetDate: string;
}

/** What add-goal takes (spec section 7): the store gives it an id, progress 0 and completed false. */
export type NewGoalInput = GoalDraft;

export const emptyGoalDraft: GoalDraft = { title: '', description: '', category: 'wellness', targetDate: '' };

export interface GoalDraftErrors {
  title?: 'required';
  targetDate?: 'past' | 'invalid';
}

/** Spec section 5: a title that is not blank after trimming; an optional target date not before today. */
export function validateGoalDraft(draft: GoalDraft, today: string): GoalDraftErrors {
  const errors: GoalDraftErrors = {};
  if (!draft.title.trim()) errors.title = 'required';
  const target = draft.targetDate.trim();
  if (target) {
    // ISO dates compare as text, so no Date (and no time zone) is needed.
    if (!dateOnly.test(target) || targetDayNumber(target) === null) errors.targetDate = 'invalid';
    else if (target < today) errors.targetDate = 'past';
  }
  return errors;
}

export const hasDraftErrors = (errors: GoalDraftErrors) => Object.keys(errors).length > 0;

/** The goal to add: title and description trimmed. */
export function newGoalFrom(draft: GoalDraft): NewGoalInput {
  return {
    title: draft.title.trim(),
    description: draft.description.trim(),
    category: draft.category,
    targetDate: draft.targetDate.trim(),
  };
}
