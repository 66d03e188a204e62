import { forwardRef } from 'react';
import type { ComponentPropsWithoutRef } from 'react';

import { styled } from '../../styles';

const CardRoot = styled('div', {
  boxSizing: 'border-box',
  minInlineSize: 0,
  color: '$text',
  backgroundColor: '$surface',
  border: '1px solid $border',
  borderRadius: '$lg',
  boxShadow: '$sm',
  variants: {
    tone: {
      default: {},
      accent: { backgroundColor: '$accentSoft', borderColor: '$accentSoft' },
      // A thick edge at the inline start, so the tone reads without relying on the tint alone.
      crisis: {
        backgroundColor: '$crisisSoft',
        borderColor: '$crisisSoft',
        borderInlineStart: '4px solid $crisis',
      },
      success: { backgroundColor: '$successSoft', borderColor: '$successSoft' },
    },
    padding: {
      sm: { padding: '$3' },
      md: { padding: '$4' },
      lg: { padding: '$6' },
    },
  },
  defaultVariants: { tone: 'default', padding: 'md' },
});

export interface CardProps extends ComponentPropsWithoutRef<'div'> {
  /** default for content; accent to highlight; crisis for urgent help; success for progress. */
  tone?: 'default' | 'accent' | 'crisis' | 'success';
  padding?: 'sm' | 'md' | 'lg';
  /** The element: `section` (give it `aria-labelledby`) or `article` for self-contained posts. */
  as?: 'div' | 'section' | 'article' | 'aside' | 'li';
}

/** A surface that groups related content: a post, a resource, a weekly summary. */
export const Card = forwardRef<HTMLDivElement, CardProps>(function Card({ as = 'div', ...props }, ref) {
  return <CardRoot ref={ref} as={as} {...props} />;
});

/** The top row of a card: the title at the start, an optional action (a badge, a menu) at the end. */
export const CardHeader = styled('div', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: '$2',
  marginBlockEnd: '$3',
});

const Title = styled('h2', {
  fontSize: '$lg',
  fontWeight: '$semibold',
  lineHeight: '$tight',
  color: 'inherit',
});

export interface CardTitleProps extends ComponentPropsWithoutRef<'h2'> {
  /** The heading level, to fit the page's outline. */
  as?: 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
}

/** A card's heading; pick the level that fits where the card sits on the page. */
export const CardTitle = forwardRef<HTMLHeadingElement, CardTitleProps>(function CardTitle(
  { as = 'h2', ...props },
  ref,
) {
  return <Title ref={ref} as={as} {...props} />;
});
