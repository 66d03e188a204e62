export {
  FieldError,
  FieldFrame,
  FieldHint,
  fieldControlStyles,
  fieldDescribedBy,
  useFieldIds,
  type FieldControlProps,
  type FieldFrameProps,
  type FieldIds,
  type FieldProps,
} from './Field';
