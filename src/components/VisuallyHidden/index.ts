export { VisuallyHidden, visuallyHiddenStyles, type VisuallyHiddenProps } from './VisuallyHidden';
