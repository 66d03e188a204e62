import { forwardRef } from 'react';
import type { ComponentPropsWithoutRef } from 'react';

import { styled } from '../../styles';
import { FieldFrame, fieldControlStyles, useFieldIds } from '../Field';
import type { FieldProps } from '../Field';

const Input = styled('input', fieldControlStyles);

export interface TextFieldProps extends Omit<ComponentPropsWithoutRef<'input'>, 'children'>, FieldProps {}

/** A labelled single-line text input; every `<input>` prop passes through to the control. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { id, label, hint, error, optional, required, type = 'text', 'aria-describedby': describedBy, ...props },
  ref,
) {
  const ids = useFieldIds(id);
  return (
    <FieldFrame
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      optional={optional}
      required={required}
      describedBy={describedBy}
    >
      {(control) => <Input ref={ref} type={type} {...props} {...control} />}
    </FieldFrame>
  );
});
