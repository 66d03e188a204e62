import { Check } from 'lucide-react';
import { forwardRef } from 'react';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';

import { styled } from '../../styles';
import { FieldError, FieldHint, fieldDescribedBy, useFieldIds } from '../Field';

const boxSize = '1.5rem';

const Root = styled('div', {
  display: 'flex',
  flexDirection: 'column',
});

// The whole row is the label, so the tap target is the full width and at least 44px tall.
const Label = styled('label', {
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  minBlockSize: '$tapTarget',
  py: '$2',
  color: '$text',
  lineHeight: '$tight',
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  variants: {
    disabled: { true: { cursor: 'not-allowed', opacity: 0.55 } },
  },
  defaultVariants: { disabled: false },
});

// The native input draws the box (appearance: none) and the tick sits on top in the same cell.
const Box = styled('span', {
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  '& > *': { gridArea: '1 / 1' },
});

const Input = styled('input', {
  appearance: 'none',
  margin: 0,
  size: boxSize,
  border: '2px solid $borderStrong',
  borderRadius: '$sm',
  backgroundColor: '$surface',
  cursor: 'inherit',
  '&:checked': { backgroundColor: '$accent', borderColor: '$accent' },
  '&:hover:not(:disabled):not(:checked)': { borderColor: '$text' },
  '&:focus-visible': { outline: '3px solid $focus', outlineOffset: '2px' },
  '&[aria-invalid="true"]:not(:checked)': { borderColor: '$crisis' },
  '& + svg': { visibility: 'hidden' },
  '&:checked + svg': { visibility: 'visible' },
  '@motion': { transition: 'background-color $fast, border-color $fast' },
});

const Tick = styled(Check, {
  size: '1.125rem',
  color: '$onAccent',
  pointerEvents: 'none',
});

// Hint and error line up with the label text, not the box.
const Details = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
  paddingInlineStart: `calc(${boxSize} + $space$3)`,
});

export interface CheckboxProps extends Omit<ComponentPropsWithoutRef<'input'>, 'type' | 'children'> {
  /** The text beside the box; it is the checkbox's accessible name. */
  label: ReactNode;
  /** Help under the label, read as the checkbox's description. */
  hint?: ReactNode;
  /** What needs fixing (for example "Agree to the guidelines to continue"); marks it invalid. */
  error?: ReactNode;
}

/** A native checkbox with a custom box, a full-row tap target, and an optional hint and error. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { id, label, hint, error, disabled, 'aria-describedby': describedBy, ...props },
  ref,
) {
  const ids = useFieldIds(id);
  return (
    <Root>
      <Label htmlFor={ids.controlId} disabled={Boolean(disabled)}>
        <Box>
          <Input
            ref={ref}
            type="checkbox"
            id={ids.controlId}
            disabled={disabled}
            aria-describedby={fieldDescribedBy(ids, { hint, error, describedBy })}
            aria-invalid={error ? true : undefined}
            {...props}
          />
          <Tick aria-hidden="true" />
        </Box>
        <span>{label}</span>
      </Label>
      {hint || error ? (
        <Details>
          {hint ? <FieldHint id={ids.hintId}>{hint}</FieldHint> : null}
          {error ? <FieldError id={ids.errorId}>{error}</FieldError> : null}
        </Details>
      ) : null}
    </Root>
  );
});
