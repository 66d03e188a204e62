import { forwardRef, useState } from 'react';
import type { ChangeEvent, ComponentPropsWithoutRef } from 'react';

import { useT } from '../../i18n';
import { styled } from '../../styles';
import { FieldFrame, fieldControlStyles, useFieldIds } from '../Field';
import type { FieldProps } from '../Field';
import { VisuallyHidden } from '../VisuallyHidden';

const Control = styled('textarea', fieldControlStyles, {
  minBlockSize: '7rem',
  resize: 'vertical',
});

const Count = styled('span', {
  fontSize: '$sm',
  color: '$muted',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  variants: {
    level: {
      normal: {},
      near: { color: '$warning', fontWeight: '$semibold' },
      full: { color: '$crisis', fontWeight: '$semibold' },
    },
  },
  defaultVariants: { level: 'normal' },
});

/** Announce the remaining characters from this many left (a tenth of the limit, at least 10). */
function nearLimitThreshold(maxLength: number) {
  return Math.max(10, Math.ceil(maxLength / 10));
}

export interface TextAreaProps extends Omit<ComponentPropsWithoutRef<'textarea'>, 'children'>, FieldProps {
  /** Hides the character count that is otherwise shown whenever `maxLength` is set. */
  hideCount?: boolean;
}

/** A labelled multi-line input with an optional character count when `maxLength` is given. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  {
    id,
    label,
    hint,
    error,
    optional,
    required,
    maxLength,
    hideCount,
    rows = 4,
    value,
    defaultValue,
    onChange,
    'aria-describedby': describedBy,
    ...props
  },
  ref,
) {
  const t = useT();
  const ids = useFieldIds(id);
  const [typedLength, setTypedLength] = useState(() => String(defaultValue ?? '').length);
  const length = value === undefined ? typedLength : String(value).length;

  const counted = maxLength !== undefined && maxLength > 0 && !hideCount;
  const limitId = `${ids.controlId}-limit`;
  const remaining = counted ? Math.max(0, maxLength - length) : 0;
  const near = counted && remaining <= nearLimitThreshold(maxLength);

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setTypedLength(event.target.value.length);
    onChange?.(event);
  };

  // GOV.UK's character count pattern: the visible count is hidden from screen readers, which
  // hear the limit once as a description and the remaining count only when it is close.
  const count = counted ? (
    <>
      <Count aria-hidden="true" level={remaining === 0 ? 'full' : near ? 'near' : 'normal'}>
        {t('field.charCount', { count: length, max: maxLength })}
      </Count>
      <VisuallyHidden id={limitId}>{t('field.charLimit', { max: maxLength })}</VisuallyHidden>
      <VisuallyHidden role="status">{near ? t('field.charRemaining', { remaining }) : ''}</VisuallyHidden>
    </>
  ) : null;

  return (
    <FieldFrame
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      optional={optional}
      required={required}
      describedBy={[counted ? limitId : '', describedBy ?? ''].filter(Boolean).join(' ') || undefined}
      aside={count}
    >
      {(control) => (
        <Control
          ref={ref}
          rows={rows}
          maxLength={maxLength}
          value={value}
          defaultValue={defaultValue}
          onChange={handleChange}
          {...props}
          {...control}
        />
      )}
    </FieldFrame>
  );
});
