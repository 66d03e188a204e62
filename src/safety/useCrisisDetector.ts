import { useEffect, useState } from 'react';

/** `detectCrisis`: is this text suicide or self-harm risk? */
export type CrisisDetector = (text: string) => boolean;

let loaded: CrisisDetector | null = null;
let loading: Promise<CrisisDetector> | null = null;

/** Loads the detector once; its patterns (about 20 KB gzipped) are their own chunk. */
export function loadCrisisDetector(): Promise<CrisisDetector> {
  loading ??= import('./crisis').then(({ detectCrisis }) => {
    loaded = detectCrisis;
    return detectCrisis;
  });
  return loading;
}

/**
 * The crisis detector for screens that open first (the dashboard's mood tracker): null until its
 * chunk has loaded, so the dashboard paints without waiting for it. The chat and the community
 * import `detectCrisis` directly; their own chunks load with it.
 */
export function useCrisisDetector(): CrisisDetector | null {
  const [detector, setDetector] = useState<CrisisDetector | null>(() => loaded);
  useEffect(() => {
    if (detector) return;
    let current = true;
    void loadCrisisDetector().then((detect) => {
      if (current) setDetector(() => detect);
    });
    return () => {
      current = false;
    };
  }, [detector]);
  return detector;
}
