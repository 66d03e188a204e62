import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { sampleGoal, sampleGoals } from './data';
import {
  daysLeft,
  emptyGoalDraft,
  goalDeadline,
  goalSummary,
  hasDraftErrors,
  isComplete,
  newGoalFrom,
  splitGoals,
  startOfDay,
  stepProgress,
  todayInputValue,
  updateGoalProgress,
  validateGoalDraft,
} from './model';

// The user's time zone is the process's: each case sets TZ (Node applies it at once) and restores it.
const originalTimeZone = process.env.TZ;
function useTimeZone(timeZone: string) {
  beforeEach(() => {
    process.env.TZ = timeZone;
  });
  afterEach(() => {
    process.env.TZ = originalTimeZone;
  });
}

/** The zone's UTC offset in minutes at a local wall time, e.g. -300 for New York in winter. */
const offsetAt = (date: Date) => -date.getTimezoneOffset();

describe('daysLeft', () => {
  describe('end of the local target day', () => {
    useTimeZone('Europe/Madrid');

    it('counts the target day itself as one day left, from its first to its last moment', () => {
      expect(daysLeft('2025-03-14', new Date(2025, 2, 14, 0, 0))).toBe(1);
      expect(daysLeft('2025-03-14', new Date(2025, 2, 14, 15, 30))).toBe(1);
      expect(daysLeft('2025-03-14', new Date(2025, 2, 14, 23, 59, 59, 999))).toBe(1);
    });

    it('reaches zero at the next local midnight and goes negative after', () => {
      expect(daysLeft('2025-03-14', new Date(2025, 2, 15, 0, 0))).toBe(0);
      expect(daysLeft('2025-03-14', new Date(2025, 2, 20, 9, 0))).toBe(-5);
    });

    it('rounds part of a day up: tomorrow evening is 2 days away all day today', () => {
      expect(daysLeft('2025-03-15', new Date(2025, 2, 14, 0, 0))).toBe(2);
      expect(daysLeft('2025-03-15', new Date(2025, 2, 14, 23, 59))).toBe(2);
      expect(daysLeft('2025-04-13', new Date(2025, 2, 14, 12, 0))).toBe(31);
    });

    it('crosses months, leap days and years on the calendar', () => {
      expect(daysLeft('2024-03-01', new Date(2024, 1, 28, 12, 0))).toBe(3);
      expect(daysLeft('2025-01-01', new Date(2024, 11, 31, 23, 0))).toBe(2);
    });

    it('has no answer without a readable date', () => {
      expect(daysLeft('', new Date(2025, 2, 14))).toBeNull();
      expect(daysLeft('   ', new Date(2025, 2, 14))).toBeNull();
      expect(daysLeft('soon', new Date(2025, 2, 14))).toBeNull();
      expect(daysLeft('2025-02-30', new Date(2025, 1, 1))).toBeNull();
      expect(daysLeft('2025-03-20', new Date(Number.NaN))).toBeNull();
    });

    it('reads a full timestamp by the local day it falls on', () => {
      // 23:30 UTC on the 15th is already the 16th in Madrid (UTC+1).
      expect(daysLeft('2025-03-15T23:30:00.000Z', new Date(2025, 2, 14, 12, 0))).toBe(3);
    });
  });

  describe('across daylight saving time in New York', () => {
    useTimeZone('America/New_York');

    it('runs in a zone that really changes its clocks', () => {
      expect(offsetAt(new Date(2025, 2, 8, 12))).toBe(-300);
      expect(offsetAt(new Date(2025, 2, 10, 12))).toBe(-240);
    });

    it('is not shortened by the 23-hour day in spring (9 March 2025)', () => {
      // Only 23.5 real hours to the end of the 9th: a millisecond count would say 1 day.
      expect(daysLeft('2025-03-09', new Date(2025, 2, 8, 23, 30))).toBe(2);
      expect(daysLeft('2025-03-10', new Date(2025, 2, 8, 23, 30))).toBe(3);
      expect(daysLeft('2025-03-09', new Date(2025, 2, 9, 3, 30))).toBe(1);
      expect(daysLeft('2025-03-09', new Date(2025, 2, 10, 0, 0))).toBe(0);
    });

    it('is not lengthened by the 25-hour day in autumn (2 November 2025)', () => {
      // 24.5 real hours to the end of the 2nd: a millisecond count would say 2 days.
      expect(daysLeft('2025-11-02', new Date(2025, 10, 2, 0, 30))).toBe(1);
      expect(daysLeft('2025-11-03', new Date(2025, 10, 1, 23, 30))).toBe(3);
      expect(daysLeft('2025-11-01', new Date(2025, 10, 2, 1, 30))).toBe(0);
    });

    it('counts whole months across the change the same as without one', () => {
      expect(daysLeft('2025-04-08', new Date(2025, 2, 9, 12, 0))).toBe(31);
      expect(daysLeft('2025-12-02', new Date(2025, 10, 2, 12, 0))).toBe(31);
    });
  });

  describe('across daylight saving time in the southern hemisphere', () => {
    useTimeZone('Pacific/Auckland');

    it('keeps calendar days when the clocks go back (6 April 2025) and forward (28 September 2025)', () => {
      expect(offsetAt(new Date(2025, 3, 5, 12))).toBe(780);
      expect(offsetAt(new Date(2025, 3, 7, 12))).toBe(720);
      expect(daysLeft('2025-04-07', new Date(2025, 3, 5, 23, 0))).toBe(3);
      expect(daysLeft('2025-09-28', new Date(2025, 8, 27, 22, 0))).toBe(2);
      expect(daysLeft('2025-09-27', new Date(2025, 8, 28, 3, 0))).toBe(0);
    });
  });

  describe('in a zone with a 30-minute DST shift (Lord Howe Island)', () => {
    useTimeZone('Australia/Lord_Howe');

    it('still counts calendar days', () => {
      expect(offsetAt(new Date(2025, 3, 5, 12)) - offsetAt(new Date(2025, 3, 7, 12))).toBe(30);
      expect(daysLeft('2025-04-06', new Date(2025, 3, 5, 23, 45))).toBe(2);
    });
  });

  // The same local wall time gives the same answer whatever the offset: the target date is a day on
  // the user's calendar, never UTC midnight (which is the previous evening west of Greenwich).
  describe.each([
    'America/Los_Angeles',
    'Pacific/Pago_Pago',
    'Asia/Kolkata',
    'Pacific/Kiritimati',
    'UTC',
  ])('in %s', (timeZone) => {
    useTimeZone(timeZone);

    it('is due, not overdue, on the target day morning and evening', () => {
      expect(daysLeft('2025-03-14', new Date(2025, 2, 14, 0, 1))).toBe(1);
      expect(daysLeft('2025-03-14', new Date(2025, 2, 14, 23, 59))).toBe(1);
    });

    it('is overdue from the next local midnight', () => {
      expect(daysLeft('2025-03-14', new Date(2025, 2, 15, 0, 0))).toBe(0);
    });

    it('gives the date input today as its minimum', () => {
      expect(todayInputValue(new Date(2025, 2, 14, 23, 59))).toBe('2025-03-14');
      expect(todayInputValue(new Date(2025, 2, 15, 0, 0))).toBe('2025-03-15');
    });
  });
});

describe('goalDeadline', () => {
  useTimeZone('America/New_York');
  const now = new Date(2025, 2, 14, 15, 30);

  it('says nothing without a target date', () => {
    expect(goalDeadline(sampleGoal({ targetDate: '' }), now)).toEqual({ kind: 'none' });
    expect(goalDeadline(sampleGoal({ targetDate: 'not a date' }), now)).toEqual({ kind: 'none' });
  });

  it('gives the days left while there are any', () => {
    expect(goalDeadline(sampleGoal({ targetDate: '2025-03-28' }), now)).toEqual({ kind: 'days', days: 15 });
    expect(goalDeadline(sampleGoal({ targetDate: '2025-03-14' }), now)).toEqual({ kind: 'days', days: 1 });
  });

  it('is overdue at zero days and below', () => {
    expect(goalDeadline(sampleGoal({ targetDate: '2025-03-13' }), now)).toEqual({ kind: 'overdue' });
    expect(goalDeadline(sampleGoal({ targetDate: '2020-01-01' }), now)).toEqual({ kind: 'overdue' });
  });

  it('is no longer a deadline once the goal is completed', () => {
    expect(goalDeadline(sampleGoal({ progress: 100, targetDate: '2020-01-01' }), now)).toEqual({ kind: 'none' });
  });
});

describe('stepProgress', () => {
  it('moves by the step', () => {
    expect(stepProgress(40, 10)).toBe(50);
    expect(stepProgress(40, -10)).toBe(30);
    expect(stepProgress(0, 100)).toBe(100);
  });

  it('clamps to 0-100', () => {
    expect(stepProgress(95, 10)).toBe(100);
    expect(stepProgress(100, 10)).toBe(100);
    expect(stepProgress(5, -10)).toBe(0);
    expect(stepProgress(0, -10)).toBe(0);
  });

  it('keeps whole percentages', () => {
    expect(stepProgress(33.4, 10)).toBe(43);
    expect(stepProgress(Number.NaN, 10)).toBe(0);
  });
});

describe('the completion rule', () => {
  it('is complete at 100 or more, and not below', () => {
    expect(isComplete(100)).toBe(true);
    expect(isComplete(120)).toBe(true);
    expect(isComplete(99)).toBe(false);
    expect(isComplete(0)).toBe(false);
  });

  it('sets completed when progress reaches 100 and clears it when it drops', () => {
    const goals = [sampleGoal({ id: 'a', progress: 90 }), sampleGoal({ id: 'b', progress: 20 })];
    const done = updateGoalProgress(goals, 'a', 100);
    expect(done[0]).toMatchObject({ id: 'a', progress: 100, completed: true });
    expect(done[1]).toBe(goals[1]);
    expect(updateGoalProgress(done, 'a', 90)[0]).toMatchObject({ progress: 90, completed: false });
  });

  it('clamps what it stores', () => {
    const goals = [sampleGoal({ id: 'a', progress: 90 })];
    expect(updateGoalProgress(goals, 'a', 140)[0]).toMatchObject({ progress: 100, completed: true });
    expect(updateGoalProgress(goals, 'a', -20)[0]).toMatchObject({ progress: 0, completed: false });
  });

  it('changes nothing for an unknown id', () => {
    const goals = sampleGoals(3);
    expect(updateGoalProgress(goals, 'nope', 50)).toEqual(goals);
  });
});

describe('goalSummary', () => {
  it('counts completed and active goals and averages the progress of all of them', () => {
    const goals = [
      sampleGoal({ id: 'a', progress: 100 }),
      sampleGoal({ id: 'b', progress: 40 }),
      sampleGoal({ id: 'c', progress: 0 }),
    ];
    expect(goalSummary(goals)).toEqual({ completed: 1, active: 2, averageProgress: 47 });
  });

  it('rounds the average to the nearest whole percent', () => {
    expect(goalSummary([sampleGoal({ progress: 10 }), sampleGoal({ progress: 0 })]).averageProgress).toBe(5);
    const thirds = [sampleGoal({ progress: 10 }), sampleGoal({ progress: 0 }), sampleGoal({ progress: 0 })];
    expect(goalSummary(thirds).averageProgress).toBe(3);
  });

  it('follows the completed flag for the counts', () => {
    expect(goalSummary([sampleGoal({ progress: 100, completed: false })])).toEqual({
      completed: 0,
      active: 1,
      averageProgress: 100,
    });
  });

  it('is all zeros without goals', () => {
    expect(goalSummary([])).toEqual({ completed: 0, active: 0, averageProgress: 0 });
  });
});

describe('splitGoals', () => {
  it('puts completed=false goals in Active and the rest in Completed, in stored order', () => {
    const goals = [
      sampleGoal({ id: 'a', progress: 10 }),
      sampleGoal({ id: 'b', progress: 100 }),
      sampleGoal({ id: 'c', progress: 60 }),
      sampleGoal({ id: 'd', progress: 100 }),
    ];
    const { active, completed } = splitGoals(goals);
    expect(active.map((goal) => goal.id)).toEqual(['a', 'c']);
    expect(completed.map((goal) => goal.id)).toEqual(['b', 'd']);
  });

  it('gives two empty lists without goals', () => {
    expect(splitGoals([])).toEqual({ active: [], completed: [] });
  });
});

describe('todayInputValue', () => {
  useTimeZone('America/New_York');

  it('uses the local date, not the UTC one, late in the evening', () => {
    // 23:30 on New Year's Eve in New York is already 1 January in UTC.
    const now = new Date(2024, 11, 31, 23, 30);
    expect(now.toISOString().slice(0, 10)).toBe('2025-01-01');
    expect(todayInputValue(now)).toBe('2024-12-31');
  });

  it('zero-pads months and days', () => {
    expect(todayInputValue(new Date(2025, 0, 5, 9, 0))).toBe('2025-01-05');
  });
});

describe('startOfDay: the one clock the goal cards get for a whole day (issue 9)', () => {
  useTimeZone('America/Sao_Paulo');

  it('is local midnight of the day, so it reads back as the same day', () => {
    const midnight = startOfDay('2024-12-31');
    expect([midnight.getFullYear(), midnight.getMonth(), midnight.getDate(), midnight.getHours()]).toEqual([2024, 11, 31, 0]);
    expect(todayInputValue(midnight)).toBe('2024-12-31');
  });

  it('gives every card the days left it would get from any time of that day', () => {
    const evening = new Date(2025, 2, 14, 23, 59);
    for (const goal of sampleGoals(40)) {
      expect(goalDeadline(goal, startOfDay(todayInputValue(evening)))).toEqual(goalDeadline(goal, evening));
    }
  });
});

describe('validateGoalDraft', () => {
  const today = '2025-03-14';
  const draft = (patch: Partial<typeof emptyGoalDraft>) => ({ ...emptyGoalDraft, title: 'Read', ...patch });

  it('needs a title that is not blank after trimming', () => {
    expect(validateGoalDraft(draft({ title: '' }), today)).toEqual({ title: 'required' });
    expect(validateGoalDraft(draft({ title: '  \n ' }), today)).toEqual({ title: 'required' });
    expect(hasDraftErrors(validateGoalDraft(draft({ title: ' Read ' }), today))).toBe(false);
  });

  it('takes no date, today or a later date, but not an earlier one', () => {
    expect(validateGoalDraft(draft({ targetDate: '' }), today)).toEqual({});
    expect(validateGoalDraft(draft({ targetDate: '2025-03-14' }), today)).toEqual({});
    expect(validateGoalDraft(draft({ targetDate: '2026-01-01' }), today)).toEqual({});
    expect(validateGoalDraft(draft({ targetDate: '2025-03-13' }), today)).toEqual({ targetDate: 'past' });
  });

  it('refuses a date the calendar does not have', () => {
    expect(validateGoalDraft(draft({ targetDate: '2025-02-30' }), today)).toEqual({ targetDate: 'invalid' });
    expect(validateGoalDraft(draft({ targetDate: 'tomorrow' }), today)).toEqual({ targetDate: 'invalid' });
  });

  it('defaults the category to wellness', () => {
    expect(emptyGoalDraft.category).toBe('wellness');
  });
});

describe('newGoalFrom', () => {
  it('trims the title and description and keeps the category and date', () => {
    expect(
      newGoalFrom({ title: '  Read 20 pages ', description: ' Before bed  ', category: 'academic', targetDate: '2025-04-01' }),
    ).toEqual({ title: 'Read 20 pages', description: 'Before bed', category: 'academic', targetDate: '2025-04-01' });
  });
});

describe('sampleGoals', () => {
  it('is the same on every run and follows the record rules', () => {
    const goals = sampleGoals(40);
    expect(sampleGoals(40)).toEqual(goals);
    expect(new Set(goals.map((goal) => goal.id)).size).toBe(40);
    for (const goal of goals) {
      expect(goal.progress % 10).toBe(0);
      expect(goal.completed).toBe(goal.progress >= 100);
    }
    expect(goals.some((goal) => goal.targetDate === '')).toBe(true);
    expect(goals.some((goal) => goal.completed)).toBe(true);
  });
});
