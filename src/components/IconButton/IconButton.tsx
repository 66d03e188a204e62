import { forwardRef } from 'react';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';

import { styled } from '../../styles';
import { Tooltip } from '../Tooltip';

const StyledIconButton = styled('button', {
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  borderRadius: '$md',
  border: '1px solid transparent',
  cursor: 'pointer',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  '& svg': { flexShrink: 0 },
  '&:focus-visible': { outline: '3px solid $focus', outlineOffset: '2px' },
  '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
  '@motion': { transition: 'background-color $fast, border-color $fast, color $fast' },
  variants: {
    variant: {
      ghost: {
        backgroundColor: 'transparent',
        color: '$text',
        '&:hover:not(:disabled)': { backgroundColor: '$accentSoft', color: '$accent' },
      },
      secondary: {
        backgroundColor: '$surface',
        color: '$text',
        borderColor: '$borderStrong',
        '&:hover:not(:disabled)': { backgroundColor: '$surfaceSunken' },
      },
      primary: {
        backgroundColor: '$accent',
        color: '$onAccent',
        '&:hover:not(:disabled)': { backgroundColor: '$accentHover' },
      },
      danger: {
        backgroundColor: '$crisis',
        color: '$onCrisis',
        '&:hover:not(:disabled)': { backgroundColor: '$crisisHover' },
      },
    },
    // Every size keeps at least the 44px tap target; only the glyph and the padding grow.
    size: {
      sm: { size: '$tapTarget', '& svg': { inlineSize: '18px', blockSize: '18px' } },
      md: { size: '48px', '& svg': { inlineSize: '22px', blockSize: '22px' } },
      lg: { size: '56px', '& svg': { inlineSize: '26px', blockSize: '26px' } },
    },
    shape: {
      square: {},
      round: { borderRadius: '$round' },
    },
  },
  defaultVariants: { variant: 'ghost', size: 'md', shape: 'square' },
});

const Glyph = styled('span', { display: 'contents' });

export interface IconButtonProps extends Omit<ComponentPropsWithoutRef<'button'>, 'children'> {
  /** The accessible name (`aria-label`), also shown as a tooltip. Say what it does: "Close dialog". */
  label: string;
  /** The glyph, e.g. `<Close />` from `../Icon`; it is hidden from assistive tech. */
  icon: ReactNode;
  /** ghost for toolbars and headers; primary for the one main action; danger for destructive or crisis. */
  variant?: 'ghost' | 'secondary' | 'primary' | 'danger';
  /** All sizes are at least 44px square. */
  size?: 'sm' | 'md' | 'lg';
  shape?: 'square' | 'round';
  /** Shows the label in a tooltip on hover and keyboard focus. */
  tooltip?: boolean;
}

/** A square button with only an icon: the `label` is its accessible name and its tooltip. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, icon, type = 'button', tooltip = true, ...props },
  ref,
) {
  const button = (
    <StyledIconButton ref={ref} type={type} aria-label={label} {...props}>
      <Glyph aria-hidden="true">{icon}</Glyph>
    </StyledIconButton>
  );
  // The tooltip repeats the accessible name, so it is not wired as a description too.
  return tooltip ? (
    <Tooltip content={label} describesTrigger={false}>
      {button}
    </Tooltip>
  ) : (
    button
  );
});
