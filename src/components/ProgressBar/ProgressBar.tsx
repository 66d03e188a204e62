import { useId } from 'react';
import type { CSSProperties } from 'react';

import { useT } from '../../i18n';
import { styled } from '../../styles';
import { VisuallyHidden } from '../VisuallyHidden';

const Root = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  inlineSize: '100%',
});

const Header = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  columnGap: '$3',
  fontSize: '$sm',
  color: '$text',
});

const Label = styled('span', { fontWeight: '$medium' });

const ValueText = styled('span', {
  marginInlineStart: 'auto',
  color: '$muted',
  fontVariantNumeric: 'tabular-nums',
});

const Track = styled('div', {
  position: 'relative',
  overflow: 'hidden',
  inlineSize: '100%',
  borderRadius: '$pill',
  backgroundColor: '$surfaceSunken',
  // The track edge meets 3:1 against the page, so the empty part reads as part of the bar.
  boxShadow: 'inset 0 0 0 1px $colors$borderStrong',
  variants: {
    size: {
      sm: { blockSize: '6px' },
      md: { blockSize: '10px' },
      lg: { blockSize: '16px' },
    },
  },
  defaultVariants: { size: 'md' },
});

const Fill = styled('div', {
  blockSize: '100%',
  borderRadius: '$pill',
  // The fill is as wide as the track and slides in from the inline start (the track clips the
  // rest), so the bar fills right-to-left in Arabic. Moving it changes no layout: a step repaints
  // the bar and its animation runs on the compositor, however many cards the page holds (issue 9).
  transform: 'translateX(calc((var(--progress) - 1) * 100%))',
  '&:dir(rtl)': { transform: 'translateX(calc((1 - var(--progress)) * 100%))' },
  '@motion': { transition: 'transform $slow ease-out' },
  variants: {
    tone: {
      accent: { backgroundColor: '$accent' },
      success: { backgroundColor: '$success' },
      warning: { backgroundColor: '$warning' },
      crisis: { backgroundColor: '$crisis' },
    },
  },
  defaultVariants: { tone: 'accent' },
});

export interface ProgressBarProps {
  /** Current value, clamped to `min`…`max`. */
  value: number;
  min?: number;
  max?: number;
  /** The accessible name, e.g. "Weekly goal". Always required; `hideLabel` keeps it for screen readers only. */
  label: string;
  hideLabel?: boolean;
  /** Shows the formatted value ("40%") beside the label. */
  showValue?: boolean;
  /** Replaces the percentage when it means more, e.g. "3 of 5 days". */
  valueText?: string;
  /** success for goals reached, warning for streaks at risk, crisis for urgent states. */
  tone?: 'accent' | 'success' | 'warning' | 'crisis';
  size?: 'sm' | 'md' | 'lg';
}

/** A determinate progress bar (`role="progressbar"`) with a name and a localised value text. */
export function ProgressBar({
  value,
  min = 0,
  max = 100,
  label,
  hideLabel = false,
  showValue = false,
  valueText,
  tone = 'accent',
  size = 'md',
}: ProgressBarProps) {
  const t = useT();
  const labelId = useId();
  const clamped = Math.min(max, Math.max(min, value));
  const fraction = max > min ? (clamped - min) / (max - min) : 0;
  const text = valueText ?? t('progress.value', { value: fraction });

  return (
    <Root>
      {hideLabel ? <VisuallyHidden id={labelId}>{label}</VisuallyHidden> : null}
      {!hideLabel || showValue ? (
        <Header>
          {hideLabel ? null : <Label id={labelId}>{label}</Label>}
          {/* The bar already announces this through aria-valuetext. */}
          {showValue ? <ValueText aria-hidden="true">{text}</ValueText> : null}
        </Header>
      ) : null}
      <Track
        size={size}
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuenow={clamped}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuetext={text}
      >
        <Fill tone={tone} style={{ '--progress': fraction } as CSSProperties} />
      </Track>
    </Root>
  );
}
