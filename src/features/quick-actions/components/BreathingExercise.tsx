import { Button } from '../../../components/Button';
import { Breathing, Icon } from '../../../components/Icon';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { useT } from '../../../i18n';
import { keyframes, styled } from '../../../styles';
import type { BreathingState } from '../model';

const rest = 'scale(0.55)';
const grow = keyframes({ from: { transform: rest }, to: { transform: 'scale(1)' } });
const shrink = keyframes({ from: { transform: 'scale(1)' }, to: { transform: rest } });

const Root = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '$5',
  textAlign: 'center',
});

// With reduced motion there is no circle: the stage holds the words and the count alone.
const Stage = styled('div', {
  display: 'grid',
  placeItems: 'center',
  minBlockSize: '6rem',
  '@motion': { size: '14rem', maxInlineSize: '100%' },
});

const Circle = styled('div', {
  gridArea: '1 / 1',
  display: 'none',
  boxSizing: 'border-box',
  size: '14rem',
  maxInlineSize: '100%',
  borderRadius: '$round',
  backgroundColor: '$accentSoft',
  border: '3px solid $accent',
  transform: rest,
  '@motion': { display: 'block' },
  variants: {
    phase: {
      rest: {},
      // The breath's own length drives the animation, not a UI transition speed.
      in: { '@motion': { animationName: `${grow}`, animationTimingFunction: 'ease-in-out', animationFillMode: 'forwards' } },
      hold: { transform: 'scale(1)' },
      out: { '@motion': { animationName: `${shrink}`, animationTimingFunction: 'ease-in-out', animationFillMode: 'forwards' } },
    },
  },
  defaultVariants: { phase: 'rest' },
});

const Cue = styled('div', {
  gridArea: '1 / 1',
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '$1',
  color: '$text',
});

const Phase = styled('span', { fontSize: '$xl', fontWeight: '$bold', lineHeight: '$tight' });

const Count = styled('span', {
  fontSize: '$3xl',
  fontWeight: '$bold',
  lineHeight: '$tight',
  color: '$accent',
  fontVariantNumeric: 'tabular-nums',
});

const Message = styled('p', { maxInlineSize: '24rem', color: '$text', lineHeight: '$normal' });

const Round = styled('p', { fontSize: '$sm', fontWeight: '$semibold', color: '$muted' });

export interface BreathingExerciseProps {
  /** Where the session is: from `useBreathingExercise`, or fixed in a story. */
  state: BreathingState;
  /** How many rounds a session has. */
  rounds: number;
  onStart: () => void;
  onStop: () => void;
}

/** Guided breathing (in 4, hold 4, out 6): a circle that grows and shrinks, and words to follow. */
export function BreathingExercise({ state, rounds, onStart, onStop }: BreathingExerciseProps) {
  const t = useT();
  const running = state.status === 'running';
  const phaseLabel = running ? t(`quickActions.breathing.${state.phase}`) : '';
  const message =
    state.status === 'idle'
      ? t('quickActions.breathing.idle')
      : state.status === 'finished'
        ? t('quickActions.breathing.finished')
        : '';

  return (
    <Root>
      <Stage aria-hidden="true">
        {running ? (
          <Circle
            // A new element for each phase restarts its animation.
            key={`${state.round}-${state.phase}`}
            phase={state.phase}
            css={{ '@motion': { animationDuration: `${state.phaseSeconds}s` } }}
          />
        ) : (
          <Circle />
        )}
        <Cue>
          {running ? (
            <>
              <Phase>{phaseLabel}</Phase>
              <Count>{state.secondsLeft}</Count>
            </>
          ) : (
            <Icon icon={Breathing} size="xl" />
          )}
        </Cue>
      </Stage>
      {/* Screen readers hear each new phase once, not every second of the count. */}
      <VisuallyHidden role="status">{running ? phaseLabel : message}</VisuallyHidden>
      {running ? (
        <Round>{t('quickActions.breathing.round', { round: state.round, rounds })}</Round>
      ) : (
        <Message>{message}</Message>
      )}
      {running ? (
        <Button variant="secondary" onClick={onStop}>
          {t('quickActions.breathing.stop')}
        </Button>
      ) : (
        <Button onClick={onStart}>
          {state.status === 'finished' ? t('quickActions.breathing.again') : t('quickActions.breathing.start')}
        </Button>
      )}
    </Root>
  );
}

export default BreathingExercise;
