import { forwardRef } from 'react';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';

import { styled } from '../../styles';

const Root = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '$3',
  maxInlineSize: '28rem',
  marginInline: 'auto',
  py: '$10',
  px: '$4',
  textAlign: 'center',
});

const IconCircle = styled('span', {
  display: 'grid',
  placeItems: 'center',
  size: '4rem',
  marginBlockEnd: '$1',
  borderRadius: '$round',
  backgroundColor: '$accentSoft',
  color: '$accent',
  '& svg': { size: '2rem' },
});

const Title = styled('h2', {
  fontSize: '$xl',
  fontWeight: '$semibold',
  lineHeight: '$tight',
  color: '$text',
});

const Description = styled('p', { color: '$muted' });

const Action = styled('div', { marginBlockStart: '$2' });

export interface EmptyStateProps extends Omit<ComponentPropsWithoutRef<'div'>, 'title'> {
  /** A friendly, decorative icon; it is hidden from assistive tech. */
  icon?: ReactNode;
  /** What is empty, kindly put: "No check-ins yet". */
  title: string;
  /** The heading level, to fit the page's outline. */
  titleAs?: 'h2' | 'h3' | 'h4';
  /** What will appear here, or what to do next. */
  description?: ReactNode;
  /** One next step, usually a Button. */
  action?: ReactNode;
}

/** What a list or screen shows before there is anything in it: a kind word and one next step. */
export const EmptyState = forwardRef<HTMLDivElement, EmptyStateProps>(function EmptyState(
  { icon, title, titleAs = 'h2', description, action, ...props },
  ref,
) {
  return (
    <Root ref={ref} {...props}>
      {icon ? <IconCircle aria-hidden="true">{icon}</IconCircle> : null}
      <Title as={titleAs}>{title}</Title>
      {description ? <Description>{description}</Description> : null}
      {action ? <Action>{action}</Action> : null}
    </Root>
  );
});
