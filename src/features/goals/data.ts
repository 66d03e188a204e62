import { mulberry32, randomInt } from '../../lib/random';
import { goalCategories } from '../../lib/record';
import type { Goal, GoalCategory } from '../../lib/record';
import { isComplete } from './model';

/** The stories' clock: the afternoon of Friday 14 March 2025, local time, so days left never drift. */
export const sampleNow = () => new Date(2025, 2, 14, 15, 30);

/** A date a number of days after 14 March 2025, as the date input gives it ('YYYY-MM-DD'). */
export function sampleDate(daysFromNow: number) {
  return new Date(Date.UTC(2025, 2, 14 + daysFromNow)).toISOString().slice(0, 10);
}

/**
 * One active goal due in two weeks (15 days left, counting the target day). `completed` follows
 * the completion rule from the progress unless an override sets it.
 */
export function sampleGoal(overrides: Partial<Goal> = {}): Goal {
  const goal: Goal = {
    id: 'goal-1',
    title: 'Read 20 pages',
    description: 'A chapter before bed, most nights.',
    category: 'academic',
    progress: 40,
    targetDate: sampleDate(14),
    completed: false,
    ...overrides,
  };
  return { ...goal, completed: overrides.completed ?? isComplete(goal.progress) };
}

const seeds: readonly { title: string; description: string; category: GoalCategory }[] = [
  { title: 'Walk outside three times a week', description: 'Even ten minutes counts.', category: 'wellness' },
  { title: 'Call my cousin on Sundays', description: '', category: 'social' },
  { title: 'Finish the science project', description: 'One section each weekend.', category: 'academic' },
  { title: 'Start a sketchbook', description: 'One small drawing a day, no pressure.', category: 'personal' },
  { title: 'Go to bed by 11 on school nights', description: '', category: 'wellness' },
  { title: 'Join the Thursday study group', description: 'Ask Maya where they meet.', category: 'social' },
  { title: 'Practise Spanish for 15 minutes a day', description: '', category: 'academic' },
  { title: 'Save for new headphones', description: 'Put aside a little from each shift.', category: 'personal' },
];

/**
 * `count` goals from a seeded generator: the same list on every run. Progress moves in steps of 10;
 * about one in four has no target date, a few are overdue, and those at 100 are completed.
 */
export function sampleGoals(count: number, seed = 8): Goal[] {
  const random = mulberry32(seed);
  return Array.from({ length: count }, (_, index): Goal => {
    const base = seeds[index % seeds.length] ?? { title: 'Goal', description: '', category: goalCategories[0] };
    const round = Math.floor(index / seeds.length);
    const progress = randomInt(random, 0, 10) * 10;
    const dated = random() >= 0.25;
    const offset = randomInt(random, -5, 60);
    return {
      id: `goal-${index + 1}`,
      title: round === 0 ? base.title : `${base.title} (${round + 1})`,
      description: base.description,
      category: base.category,
      progress,
      targetDate: dated ? sampleDate(offset) : '',
      completed: isComplete(progress),
    };
  });
}
