// The clock and timer behind the breathing exercise, injectable so stories and tests step time by
// hand instead of waiting for it.

export interface Scheduler {
  /** Milliseconds on a monotonic clock. */
  now: () => number;
  /** Calls `tick` every `ms` until the returned function is called. */
  every: (ms: number, tick: () => void) => () => void;
}

/** The browser's own clock and interval timer. */
export const browserScheduler: Scheduler = {
  now: () => performance.now(),
  every: (ms, tick) => {
    const id = window.setInterval(tick, ms);
    return () => window.clearInterval(id);
  },
};

export interface ManualScheduler extends Scheduler {
  /** Moves the clock forward, firing every due tick on the way, in order. */
  advance: (ms: number) => void;
}

/** A clock that only moves when told: `advance(4000)` is four seconds, at once. */
export function manualScheduler(start = 0): ManualScheduler {
  let time = start;
  let nextId = 0;
  const timers = new Map<number, { every: number; due: number; tick: () => void }>();
  return {
    now: () => time,
    every: (ms, tick) => {
      const id = nextId++;
      timers.set(id, { every: Math.max(1, ms), due: time + Math.max(1, ms), tick });
      return () => {
        timers.delete(id);
      };
    },
    advance: (ms) => {
      const end = time + ms;
      for (;;) {
        let next: { id: number; due: number } | null = null;
        for (const [id, timer] of timers) {
          if (timer.due <= end && (!next || timer.due < next.due)) next = { id, due: timer.due };
        }
        const timer = next ? timers.get(next.id) : undefined;
        if (!next || !timer) break;
        time = next.due;
        timer.due += timer.every;
        timer.tick();
      }
      time = end;
    },
  };
}
