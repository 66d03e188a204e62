import { useEffect, useState } from 'react';

/** `detectCrisis`: is this text suicide or self-harm risk? */
export type CrisisDetector = (text: string) => boolean;

let loaded: CrisisDetector | null = null;

/** Calls `load` once and shares its promise; a failed attempt is forgotten, so the next call tries again. */
export function onceUnlessFailed<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}

/**
 * Loads the detector; its patterns (about 19 KB gzipped) are their own chunk. A failed load
 * (offline before the app was cached) is forgotten, so the next form that opens tries again.
 */
export const loadCrisisDetector = onceUnlessFailed(() =>
  import('./crisisDetector').then(({ detectCrisis }) => {
    loaded = detectCrisis;
    return detectCrisis;
  }),
);

/** Runs `task` once the page is idle (at most `timeout` ms later): after the first paint's work. */
function whenIdle(task: () => void, timeout: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 1);
  return () => clearTimeout(handle);
}

/**
 * The crisis detector for screens that open first (the dashboard's mood tracker): null until its
 * chunk has loaded. It is fetched only when `needed` (a note to read), once the page is idle, so
 * the dashboard's first paint never waits for it or shares the network with it. The chat and the
 * community import `detectCrisis` directly; their own chunks load with it.
 */
export function useCrisisDetector(needed = true): CrisisDetector | null {
  const [detector, setDetector] = useState<CrisisDetector | null>(() => loaded);
  useEffect(() => {
    if (detector || !needed) return;
    let current = true;
    const cancel = whenIdle(() => {
      loadCrisisDetector().then(
        (detect) => {
          if (current) setDetector(() => detect);
        },
        // Not loaded: no notice this time, and the contacts stay one tap away in Get help.
        () => undefined,
      );
    }, 1000);
    return () => {
      current = false;
      cancel();
    };
  }, [detector, needed]);
  return detector;
}
