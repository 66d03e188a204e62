import { forwardRef } from 'react';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';

import { styled } from '../../styles';
import { buttonBase, buttonTones } from './buttonStyles';

const StyledButton = styled('button', {
  ...buttonBase,
  gap: '$2',
  minBlockSize: '$tapTarget',
  fontWeight: '$semibold',
  lineHeight: '$tight',
  textAlign: 'center',
  '& svg': { flexShrink: 0, inlineSize: '1.25em', blockSize: '1.25em' },
  variants: {
    variant: {
      ...buttonTones,
      ghost: {
        backgroundColor: 'transparent',
        color: '$accent',
        '&:hover:not(:disabled)': { backgroundColor: '$accentSoft' },
      },
    },
    size: {
      sm: { fontSize: '$sm', px: '$3', minBlockSize: '36px' },
      md: { fontSize: '$md', px: '$4' },
      lg: { fontSize: '$lg', px: '$6', minBlockSize: '52px' },
    },
    fullWidth: { true: { display: 'flex', inlineSize: '100%' } },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export interface ButtonProps extends ComponentPropsWithoutRef<'button'> {
  /** primary for the one main action of a view; danger for destructive or crisis actions. */
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  size?: 'sm' | 'md' | 'lg';
  fullWidth?: boolean;
  /** A decorative icon before the label; it is hidden from assistive tech. */
  icon?: ReactNode;
}

/** The button of the design system: always a real `<button>`, `type="button"` unless told. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { icon, children, type = 'button', ...props },
  ref,
) {
  return (
    <StyledButton ref={ref} type={type} {...props}>
      {icon ? <span aria-hidden="true" style={{ display: 'contents' }}>{icon}</span> : null}
      {children}
    </StyledButton>
  );
});
