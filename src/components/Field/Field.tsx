import { CircleAlert } from 'lucide-react';
import { useId } from 'react';
import type { ReactNode } from 'react';

import { useT } from '../../i18n';
import { styled } from '../../styles';
import type { CSS } from '../../styles';
import { VisuallyHidden } from '../VisuallyHidden';

/** The ids that tie a field's label, hint and error to its control. */
export interface FieldIds {
  controlId: string;
  hintId: string;
  errorId: string;
}

/** Ids for one field: the caller's `id` wins over a generated one, so labels stay linkable. */
export function useFieldIds(id?: string): FieldIds {
  const generated = useId();
  const controlId = id ?? generated;
  return { controlId, hintId: `${controlId}-hint`, errorId: `${controlId}-error` };
}

/** The props every labelled form control shares (TextField, TextArea, Select). */
export interface FieldProps {
  /** The visible label; it is also the control's accessible name. */
  label: string;
  /** Help shown under the label and read as the control's description. */
  hint?: ReactNode;
  /** What went wrong and how to fix it; marks the control invalid and is read with it. */
  error?: ReactNode;
  /** Shows "(optional)" after the label; use it when most fields of a form are required. */
  optional?: boolean;
}

/** The `aria-describedby` value for a field: hint, then error, then any ids of the caller. */
export function fieldDescribedBy(
  ids: FieldIds,
  { hint, error, describedBy }: { hint?: ReactNode; error?: ReactNode; describedBy?: string },
): string | undefined {
  const parts = [hint ? ids.hintId : '', error ? ids.errorId : '', describedBy ?? ''];
  return parts.filter(Boolean).join(' ') || undefined;
}

/** The look of every text-like control: one source so inputs, text areas and selects match. */
export const fieldControlStyles: CSS = {
  boxSizing: 'border-box',
  appearance: 'none',
  display: 'block',
  inlineSize: '100%',
  minBlockSize: '$tapTarget',
  margin: 0,
  px: '$3',
  py: '$2',
  // 16px or more stops iOS zooming into the field on focus.
  fontSize: '$md',
  lineHeight: '$normal',
  color: '$text',
  backgroundColor: '$surface',
  border: '1px solid $borderStrong',
  borderRadius: '$md',
  '&::placeholder': { color: '$muted', opacity: 1 },
  '&:hover:not(:disabled)': { borderColor: '$text' },
  '&:focus-visible': { outline: '3px solid $focus', outlineOffset: '2px' },
  // A 2px edge without shifting the layout: the border plus a 1px inset shadow.
  '&[aria-invalid="true"]': { borderColor: '$crisis', boxShadow: 'inset 0 0 0 1px $colors$crisis' },
  '&:disabled': { cursor: 'not-allowed', backgroundColor: '$surfaceSunken', color: '$muted' },
  '@motion': { transition: 'border-color $fast' },
};

const Root = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  minInlineSize: 0,
});

const Label = styled('label', {
  fontWeight: '$semibold',
  color: '$text',
  lineHeight: '$tight',
});

const RequiredMarker = styled('span', { color: '$crisis', fontWeight: '$bold' });

const OptionalMarker = styled('span', { color: '$muted', fontWeight: '$regular' });

/** A field's help text, muted and a step smaller than the label. */
export const FieldHint = styled('p', {
  color: '$muted',
  fontSize: '$sm',
  lineHeight: '$normal',
});

const ErrorText = styled('p', {
  display: 'flex',
  alignItems: 'flex-start',
  gap: '$1',
  color: '$crisis',
  fontSize: '$sm',
  fontWeight: '$medium',
  lineHeight: '$normal',
  '& svg': { flexShrink: 0, inlineSize: '1.25em', blockSize: '1.25em', marginBlockStart: '0.1em' },
});

/** A field's error: crisis colour plus an icon and a spoken "Error:", so colour is not the only signal. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  const t = useT();
  return (
    <ErrorText id={id}>
      <CircleAlert aria-hidden="true" />
      <span>
        <VisuallyHidden>{t('field.errorPrefix')} </VisuallyHidden>
        {children}
      </span>
    </ErrorText>
  );
}

const Footer = styled('div', {
  display: 'flex',
  alignItems: 'flex-start',
  gap: '$3',
});

const Aside = styled('div', { marginInlineStart: 'auto', flexShrink: 0 });

/** What a FieldFrame hands to its control so the label, hint and error are wired to it. */
export interface FieldControlProps {
  id: string;
  required?: boolean;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export interface FieldFrameProps extends FieldProps {
  ids: FieldIds;
  /** Marks the label with "*" and a spoken "required", and sets `required` on the control. */
  required?: boolean;
  /** Extra ids for the control's description, after the hint and error. */
  describedBy?: string;
  /** Shown under the control at the inline end, beside the error (a character count). */
  aside?: ReactNode;
  /** Renders the control from the props that wire it to the label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
}

/** The shared frame of a form field: label, hint, the control, then the error. */
export function FieldFrame({
  ids,
  label,
  hint,
  error,
  required,
  optional,
  describedBy,
  aside,
  children,
}: FieldFrameProps) {
  const t = useT();
  const control: FieldControlProps = {
    id: ids.controlId,
    required,
    'aria-describedby': fieldDescribedBy(ids, { hint, error, describedBy }),
    'aria-invalid': error ? true : undefined,
  };
  return (
    <Root>
      <Label htmlFor={ids.controlId}>
        {label}
        {required ? (
          <>
            {' '}
            <RequiredMarker aria-hidden="true">*</RequiredMarker>
            <VisuallyHidden> {t('field.requiredMarker')}</VisuallyHidden>
          </>
        ) : optional ? (
          <>
            {' '}
            <OptionalMarker>{t('field.optional')}</OptionalMarker>
          </>
        ) : null}
      </Label>
      {hint ? <FieldHint id={ids.hintId}>{hint}</FieldHint> : null}
      {children(control)}
      {error || aside ? (
        <Footer>
          {error ? <FieldError id={ids.errorId}>{error}</FieldError> : null}
          {aside ? <Aside>{aside}</Aside> : null}
        </Footer>
      ) : null}
    </Root>
  );
}
