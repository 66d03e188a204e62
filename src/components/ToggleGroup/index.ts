export {
  ChoiceChip,
  ToggleGroup,
  type ChipTone,
  type ChoiceChipProps,
  type MultipleToggleGroupProps,
  type SingleToggleGroupProps,
  type ToggleGroupProps,
  type ToggleOption,
} from './ToggleGroup';
