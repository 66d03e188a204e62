import { memo, useId } from 'react';
import type { ReactNode } from 'react';

import type { Goal } from '../../../lib/record';
import { styled } from '../../../styles';
import { GoalCard } from './GoalCard';
import type { GoalCardProps } from './GoalCard';

// With hundreds of goals a click re-renders the one card it changed, list item and all
// (issue 9, scale benchmark).
const GoalItem = memo(function GoalItem(props: GoalCardProps) {
  return (
    <li>
      <GoalCard {...props} />
    </li>
  );
});

const Section = styled('section', { display: 'flex', flexDirection: 'column', gap: '$3' });

const Heading = styled('h2', {
  fontSize: '$xl',
  fontWeight: '$semibold',
  lineHeight: '$tight',
  color: '$text',
});

const Cards = styled('ul', {
  listStyle: 'none',
  padding: 0,
  margin: 0,
  // One column on a phone is a flex column, not a one-column grid: when one card changes, a
  // column lays out again only what changed, where a grid runs its whole algorithm over every
  // card (46 ms of the +10% click with 500 goals at 4x, issue 9).
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  '@md': { display: 'grid', gap: '$4', gridTemplateColumns: 'repeat(auto-fill, minmax(20rem, 1fr))' },
  variants: {
    // Hundreds of goals: the browser lays out and paints only the cards near the screen, so a
    // click repaints one card, not the list (issue 9, scale benchmark). Short lists keep the
    // plain layout, with no estimated heights.
    long: { true: { '& > li': { contentVisibility: 'auto', containIntrinsicSize: 'auto 16rem' } }, false: {} },
  },
  defaultVariants: { long: false },
});

/** From this many cards on, a list renders only what is near the screen. */
const longListSize = 24;

export interface GoalListProps {
  /** "Active Goals" or "Completed Goals": the section's heading and name. */
  title: string;
  goals: readonly Goal[];
  now: Date;
  onProgress: (id: string, progress: number) => void;
  /** The goal that has just reached 100, shown with its celebration. */
  celebratingId?: string | null;
  /** The goal that has just moved into this list; its card takes focus as it appears. */
  focusGoalId?: string | null;
  /** Shown instead of the cards when there are none. */
  empty?: ReactNode;
}

/** A titled list of goal cards, or its empty state. */
export function GoalList({ title, goals, now, onProgress, celebratingId = null, focusGoalId = null, empty }: GoalListProps) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <Heading id={headingId}>{title}</Heading>
      {goals.length === 0 ? (
        empty
      ) : (
        <Cards long={goals.length > longListSize}>
          {goals.map((goal) => (
            <GoalItem
              key={goal.id}
              goal={goal}
              now={now}
              onProgress={onProgress}
              celebrating={goal.id === celebratingId}
              focusOnMount={goal.id === focusGoalId}
            />
          ))}
        </Cards>
      )}
    </Section>
  );
}
