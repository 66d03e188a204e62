import type { ComponentPropsWithoutRef, ReactNode } from 'react';

import { styled } from '../../styles';
import type { CSS } from '../../styles';

/** The standard clip pattern: off screen for sighted users, still read by screen readers. */
export const visuallyHiddenStyles = {
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
} satisfies CSS;

const Hidden = styled('span', visuallyHiddenStyles);

export interface VisuallyHiddenProps extends ComponentPropsWithoutRef<'span'> {
  /** The text a screen reader announces. */
  children: ReactNode;
}

/** Text for screen readers only, e.g. the name of an icon-only control or a hidden legend. */
export function VisuallyHidden(props: VisuallyHiddenProps) {
  return <Hidden {...props} />;
}
