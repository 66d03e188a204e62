import { useEffect, useState } from 'react';

import { breathingPattern, breathingRounds, breathingStateAt } from './model';
import type { BreathStep, BreathingState } from './model';
import type { Scheduler } from './scheduler';

/** Often enough that the countdown changes within a quarter second of the real second. */
const tickMs = 250;

export interface UseBreathingExerciseOptions {
  scheduler: Scheduler;
  pattern?: readonly BreathStep[];
  rounds?: number;
}

/** A guided breathing session: Start, Stop, and the current phase, driven by the scheduler's clock. */
export function useBreathingExercise({
  scheduler,
  pattern = breathingPattern,
  rounds = breathingRounds,
}: UseBreathingExerciseOptions) {
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [elapsed, setElapsed] = useState(0);
  const state: BreathingState = startedAt === null ? { status: 'idle' } : breathingStateAt(elapsed, pattern, rounds);
  const running = state.status === 'running';

  useEffect(() => {
    if (startedAt === null || !running) return;
    // Elapsed time comes from the clock, not from counting ticks: a throttled tab catches up.
    return scheduler.every(tickMs, () => setElapsed(scheduler.now() - startedAt));
  }, [scheduler, startedAt, running]);

  return {
    state,
    rounds,
    start: () => {
      setElapsed(0);
      setStartedAt(scheduler.now());
    },
    stop: () => {
      setStartedAt(null);
      setElapsed(0);
    },
  };
}
