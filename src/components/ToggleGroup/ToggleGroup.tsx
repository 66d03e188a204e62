import type { ChangeEvent, ReactNode } from 'react';

import { useT } from '../../i18n';
import { styled } from '../../styles';
import { Check } from '../Icon';
import { visuallyHiddenStyles } from '../VisuallyHidden';

export type ChipTone = 'accent' | 'mood1' | 'mood2' | 'mood3' | 'mood4' | 'mood5';

// The real input sits before the face, so `input:checked + face` styles the selection and the
// input's own :focus-visible draws the ring on the chip.
const HiddenInput = styled('input', visuallyHiddenStyles);

const checked = 'input:checked + &';

const ChipIcon = styled('span', { display: 'inline-flex' });

// More than colour: a selected chip gains a check mark as well as a filled background.
const ChipCheck = styled('span', { display: 'none' });

/** The fill of a selected chip and the colour of its icon, by tone. */
function toneStyles(fill: string, onFill: string) {
  return {
    [`& ${ChipIcon}`]: { color: fill },
    [checked]: { backgroundColor: fill, borderColor: fill, color: onFill },
    [`${checked} ${ChipIcon}`]: { color: onFill },
  };
}

const Face = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  minBlockSize: '$tapTarget',
  py: '$2',
  px: '$4',
  borderRadius: '$pill',
  // $borderStrong: an unselected chip's edge still meets 3:1 (WCAG 1.4.11).
  border: '2px solid $borderStrong',
  backgroundColor: '$surface',
  color: '$text',
  fontSize: '$md',
  fontWeight: '$medium',
  lineHeight: '$tight',
  cursor: 'pointer',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  '& svg': { flexShrink: 0, inlineSize: '1.25em', blockSize: '1.25em' },
  [`${checked} ${ChipCheck}`]: { display: 'inline-flex' },
  [checked]: { fontWeight: '$semibold' },
  'input:not(:disabled):not(:checked) + &:hover': { backgroundColor: '$surfaceSunken' },
  'input:focus-visible + &': { outline: '3px solid $focus', outlineOffset: '2px' },
  'input:disabled + &': { cursor: 'not-allowed', opacity: 0.55 },
  '@motion': { transition: 'background-color $fast, border-color $fast, color $fast' },
  variants: {
    tone: {
      accent: toneStyles('$accent', '$onAccent'),
      mood1: toneStyles('$mood1', '$onMood'),
      mood2: toneStyles('$mood2', '$onMood'),
      mood3: toneStyles('$mood3', '$onMood'),
      mood4: toneStyles('$mood4', '$onMood'),
      mood5: toneStyles('$mood5', '$onMood'),
    },
  },
  defaultVariants: { tone: 'accent' },
});

const ChipLabel = styled('label', { position: 'relative', display: 'inline-flex' });

export interface ChoiceChipProps {
  /** radio inside a single-select group, checkbox inside a multi-select group. */
  type: 'radio' | 'checkbox';
  /** Shared by every chip of a group; radios with one name move selection with the arrow keys. */
  name: string;
  value: string;
  /** The visible text and accessible name. */
  label: string;
  /** A decorative glyph before the label, e.g. a face for a mood level. */
  icon?: ReactNode;
  /** Colour of the selected fill and the icon; mood1…mood5 for mood levels. */
  tone?: ChipTone;
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  disabled?: boolean;
  required?: boolean;
}

/** One selectable chip: a native radio or checkbox, visually hidden, behind a styled label. */
export function ChoiceChip({ label, icon, tone = 'accent', ...input }: ChoiceChipProps) {
  return (
    <ChipLabel>
      <HiddenInput {...input} />
      <Face tone={tone}>
        {icon ? <ChipIcon aria-hidden="true">{icon}</ChipIcon> : null}
        <span>{label}</span>
        <ChipCheck aria-hidden="true">
          <Check />
        </ChipCheck>
      </Face>
    </ChipLabel>
  );
}

const Fieldset = styled('fieldset', {
  minInlineSize: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

const Legend = styled('legend', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: '$2',
  padding: 0,
  marginBlockEnd: '$3',
  fontSize: '$md',
  fontWeight: '$semibold',
  color: '$text',
  variants: {
    visuallyHidden: { true: visuallyHiddenStyles, false: {} },
  },
  defaultVariants: { visuallyHidden: false },
});

const RequiredMarker = styled('span', {
  fontSize: '$sm',
  fontWeight: '$regular',
  color: '$muted',
});

const Chips = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$2',
});

export interface ToggleOption {
  value: string;
  label: string;
  /** A decorative glyph before the label. */
  icon?: ReactNode;
  tone?: ChipTone;
}

interface ToggleGroupBaseProps {
  /** Names the group (a `<legend>`): the question being answered, e.g. "How are you feeling?". */
  legend: string;
  /** Keeps the legend for screen readers only, when a visible heading already asks the question. */
  hideLegend?: boolean;
  options: readonly ToggleOption[];
  /** The form name shared by the inputs. */
  name: string;
  disabled?: boolean;
  /** Marks the group as required; single-select groups also get native form validation. */
  required?: boolean;
}

export interface SingleToggleGroupProps extends ToggleGroupBaseProps {
  /** One choice: radios, arrow keys move the selection. */
  type: 'single';
  /** The selected value, or null when nothing is chosen yet. */
  value: string | null;
  onChange: (value: string) => void;
}

export interface MultipleToggleGroupProps extends ToggleGroupBaseProps {
  /** Any number of choices: checkboxes, Space toggles. */
  type: 'multiple';
  value: readonly string[];
  onChange: (value: string[]) => void;
}

export type ToggleGroupProps = SingleToggleGroupProps | MultipleToggleGroupProps;

/** A set of choice chips on native radios (single) or checkboxes (multiple) in a fieldset. */
export function ToggleGroup(props: ToggleGroupProps) {
  const { legend, hideLegend = false, options, name, disabled, required } = props;
  const t = useT();

  function isChecked(value: string) {
    return props.type === 'single' ? props.value === value : props.value.includes(value);
  }

  function handleChange(value: string, nowChecked: boolean) {
    if (props.type === 'single') {
      props.onChange(value);
      return;
    }
    // Keep the options' order, whatever the order of clicks.
    const next = new Set(props.value);
    if (nowChecked) next.add(value);
    else next.delete(value);
    props.onChange(options.map((option) => option.value).filter((v) => next.has(v)));
  }

  return (
    <Fieldset disabled={disabled}>
      <Legend visuallyHidden={hideLegend}>
        {legend}
        {required ? <RequiredMarker>{t('common.required')}</RequiredMarker> : null}
      </Legend>
      <Chips>
        {options.map((option) => (
          <ChoiceChip
            key={option.value}
            type={props.type === 'single' ? 'radio' : 'checkbox'}
            name={name}
            value={option.value}
            label={option.label}
            icon={option.icon}
            tone={option.tone}
            checked={isChecked(option.value)}
            onChange={(event) => handleChange(option.value, event.currentTarget.checked)}
            required={props.type === 'single' ? required : undefined}
          />
        ))}
      </Chips>
    </Fieldset>
  );
}
