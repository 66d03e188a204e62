export { CommunicationStyleField, LanguageField } from './ProfileFields';
export type { CommunicationStyleFieldProps, LanguageFieldProps } from './ProfileFields';
