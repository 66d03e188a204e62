import { describe, expect, it, vi } from 'vitest';

import { loadCrisisDetector, onceUnlessFailed } from './useCrisisDetector';

describe('onceUnlessFailed', () => {
  it('loads once and shares the result', async () => {
    const load = vi.fn(() => Promise.resolve('detector'));
    const get = onceUnlessFailed(load);
    await expect(get()).resolves.toBe('detector');
    await expect(get()).resolves.toBe('detector');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so the next call tries again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('detector');
    const get = onceUnlessFailed(load);
    await expect(get()).rejects.toThrow('offline');
    await expect(get()).resolves.toBe('detector');
    await expect(get()).resolves.toBe('detector');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('loadCrisisDetector', () => {
  it('gives detectCrisis', async () => {
    const detect = await loadCrisisDetector();
    expect(detect('I want to kill myself')).toBe(true);
    expect(detect('I aced my exam')).toBe(false);
  });
});
