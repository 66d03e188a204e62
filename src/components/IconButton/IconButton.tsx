import { forwardRef } from 'react';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';

import { styled } from '../../styles';
import { buttonBase, buttonTones } from '../Button/buttonStyles';
import { Tooltip } from '../Tooltip';

const StyledIconButton = styled('button', {
  ...buttonBase,
  flexShrink: 0,
  '& svg': { flexShrink: 0 },
  variants: {
    variant: {
      ...buttonTones,
      ghost: {
        backgroundColor: 'transparent',
        color: '$text',
        '&:hover:not(:disabled)': { backgroundColor: '$accentSoft', color: '$accent' },
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
