import { forwardRef } from 'react';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';

import { styled } from '../../styles';

const pill = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$1',
  maxInlineSize: '100%',
  borderRadius: '$pill',
  fontSize: '$sm',
  lineHeight: '$tight',
  '& svg': { flexShrink: 0, inlineSize: '1em', blockSize: '1em' },
} as const;

const StyledBadge = styled('span', pill, {
  px: '$2',
  py: '$1',
  fontWeight: '$semibold',
  whiteSpace: 'nowrap',
  variants: {
    tone: {
      neutral: { backgroundColor: '$surfaceSunken', color: '$text' },
      accent: { backgroundColor: '$accentSoft', color: '$accent' },
      success: { backgroundColor: '$successSoft', color: '$success' },
      warning: { backgroundColor: '$warningSoft', color: '$warning' },
      crisis: { backgroundColor: '$crisisSoft', color: '$crisis' },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

const StyledTag = styled('span', pill, {
  px: '$3',
  py: '$1',
  fontWeight: '$medium',
  color: '$text',
  backgroundColor: 'transparent',
  border: '1px solid $borderStrong',
});

const IconSlot = styled('span', { display: 'contents' });

function withIcon(icon: ReactNode, children: ReactNode) {
  return (
    <>
      {icon ? <IconSlot aria-hidden="true">{icon}</IconSlot> : null}
      {children}
    </>
  );
}

export interface BadgeProps extends ComponentPropsWithoutRef<'span'> {
  /** The status it shows; the words carry the meaning, the colour only supports them. */
  tone?: 'neutral' | 'accent' | 'success' | 'warning' | 'crisis';
  /** A decorative icon before the text; it is hidden from assistive tech. */
  icon?: ReactNode;
}

/** A small status pill: "New", "Completed", "Overdue", "Urgent". */
export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge(
  { icon, children, ...props },
  ref,
) {
  return (
    <StyledBadge ref={ref} {...props}>
      {withIcon(icon, children)}
    </StyledBadge>
  );
});

export interface TagProps extends ComponentPropsWithoutRef<'span'> {
  /** A decorative icon before the text; it is hidden from assistive tech. */
  icon?: ReactNode;
}

/** An outlined label for a category or a cultural community: "Latino/Hispanic", "LGBTQ+", "Anxiety". */
export const Tag = forwardRef<HTMLSpanElement, TagProps>(function Tag({ icon, children, ...props }, ref) {
  return (
    <StyledTag ref={ref} {...props}>
      {withIcon(icon, children)}
    </StyledTag>
  );
});
