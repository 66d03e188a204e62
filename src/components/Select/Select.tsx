import { ChevronDown } from 'lucide-react';
import { forwardRef } from 'react';
import type { ChangeEvent, ComponentPropsWithoutRef } from 'react';

import { styled } from '../../styles';
import { FieldFrame, fieldControlStyles, useFieldIds } from '../Field';
import type { FieldProps } from '../Field';

// The select and its chevron share one grid cell, so the icon follows the inline end in RTL.
const Wrapper = styled('div', {
  display: 'grid',
  alignItems: 'center',
  '& > *': { gridArea: '1 / 1' },
});

const Control = styled('select', fieldControlStyles, {
  paddingInlineEnd: '$10',
  cursor: 'pointer',
  textOverflow: 'ellipsis',
});

const Chevron = styled(ChevronDown, {
  justifySelf: 'end',
  marginInlineEnd: '$3',
  size: '1.25rem',
  color: '$text',
  pointerEvents: 'none',
});

/** One choice of a Select. */
export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps
  extends Omit<ComponentPropsWithoutRef<'select'>, 'children' | 'multiple'>,
    FieldProps {
  /** The choices, in the order shown. */
  options: readonly SelectOption[];
  /** A first, empty choice ("Choose a feeling") whose value is ''. */
  placeholder?: string;
  /** Called with the chosen option's value; the native `onChange` still fires too. */
  onValueChange?: (value: string) => void;
}

/** A labelled native `<select>`: the phone's own picker, styled to match the other fields. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  {
    id,
    label,
    hint,
    error,
    optional,
    required,
    options,
    placeholder,
    onChange,
    onValueChange,
    'aria-describedby': describedBy,
    ...props
  },
  ref,
) {
  const ids = useFieldIds(id);
  const handleChange = (event: ChangeEvent<HTMLSelectElement>) => {
    onChange?.(event);
    onValueChange?.(event.target.value);
  };
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
      {(control) => (
        <Wrapper>
          <Control ref={ref} onChange={handleChange} {...props} {...control}>
            {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </Control>
          <Chevron aria-hidden="true" />
        </Wrapper>
      )}
    </FieldFrame>
  );
});
