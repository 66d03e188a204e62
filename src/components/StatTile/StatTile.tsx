import { forwardRef } from 'react';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';

import { styled } from '../../styles';

const Tile = styled('div', {
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'flex-start',
  gap: '$3',
  minInlineSize: 0,
  padding: '$4',
  borderRadius: '$lg',
  border: '1px solid $border',
  variants: {
    tone: {
      default: { backgroundColor: '$surface' },
      accent: { backgroundColor: '$accentSoft', borderColor: '$accentSoft' },
      success: { backgroundColor: '$successSoft', borderColor: '$successSoft' },
      warning: { backgroundColor: '$warningSoft', borderColor: '$warningSoft' },
    },
  },
  defaultVariants: { tone: 'default' },
});

const IconBox = styled('span', {
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  size: '2.5rem',
  borderRadius: '$md',
  '& svg': { size: '1.25rem' },
  variants: {
    tone: {
      default: { backgroundColor: '$accentSoft', color: '$accent' },
      accent: { backgroundColor: '$surface', color: '$accent' },
      success: { backgroundColor: '$surface', color: '$success' },
      warning: { backgroundColor: '$surface', color: '$warning' },
    },
  },
  defaultVariants: { tone: 'default' },
});

// A one-pair description list: screen readers announce the term, then its value.
const List = styled('dl', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
  minInlineSize: 0,
});

const Label = styled('dt', {
  fontSize: '$sm',
  fontWeight: '$medium',
  color: '$muted',
  lineHeight: '$tight',
});

const Value = styled('dd', {
  fontSize: '$2xl',
  fontWeight: '$bold',
  lineHeight: '$tight',
  overflowWrap: 'anywhere',
  variants: {
    tone: {
      default: { color: '$text' },
      accent: { color: '$accent' },
      success: { color: '$success' },
      warning: { color: '$warning' },
    },
  },
  defaultVariants: { tone: 'default' },
});

const Hint = styled('dd', { fontSize: '$sm', color: '$muted' });

export interface StatTileProps extends ComponentPropsWithoutRef<'div'> {
  /** What is measured: "Average this week". */
  label: string;
  /** The figure or word: "Good", "5", "3 of 4". */
  value: ReactNode;
  /** A line of context under the value: "Up from Okay last week". */
  hint?: ReactNode;
  /** A decorative icon; it is hidden from assistive tech. */
  icon?: ReactNode;
  /** Tints the tile; the value and hint still carry the meaning. */
  tone?: 'default' | 'accent' | 'success' | 'warning';
}

/** One figure with its label, read as "Average this week: Good". */
export const StatTile = forwardRef<HTMLDivElement, StatTileProps>(function StatTile(
  { label, value, hint, icon, tone = 'default', ...props },
  ref,
) {
  return (
    <Tile ref={ref} tone={tone} {...props}>
      {icon ? (
        <IconBox aria-hidden="true" tone={tone}>
          {icon}
        </IconBox>
      ) : null}
      <List>
        <Label>{label}</Label>
        <Value tone={tone}>{value}</Value>
        {hint ? <Hint>{hint}</Hint> : null}
      </List>
    </Tile>
  );
});
