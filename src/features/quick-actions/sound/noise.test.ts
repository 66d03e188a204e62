import { describe, expect, it } from 'vitest';

import { mulberry32 } from '../../../lib/random';
import { fillBrownNoise, fillPinkNoise, fillWhiteNoise, makeLoopable } from './noise';

const samples = (fill: (out: Float32Array, random: () => number) => Float32Array, length = 48_000) =>
  fill(new Float32Array(length), mulberry32(42));

/** The average jump from one sample to the next: small for low, rumbling sounds. */
const roughness = (out: Float32Array) => {
  let total = 0;
  for (let i = 1; i < out.length; i += 1) total += Math.abs((out[i] ?? 0) - (out[i - 1] ?? 0));
  return total / (out.length - 1);
};

const peak = (out: Float32Array) => out.reduce((max, value) => Math.max(max, Math.abs(value)), 0);

describe('noise generators', () => {
  it('stay within ±1 and are not silent', () => {
    for (const fill of [fillWhiteNoise, fillBrownNoise, fillPinkNoise]) {
      const out = samples(fill);
      expect(peak(out)).toBeLessThanOrEqual(1);
      expect(peak(out)).toBeGreaterThan(0.05);
    }
  });

  it('make brown noise deeper than pink, and pink deeper than white', () => {
    const white = roughness(samples(fillWhiteNoise));
    const pink = roughness(samples(fillPinkNoise));
    const brown = roughness(samples(fillBrownNoise));
    expect(pink).toBeLessThan(white);
    expect(brown).toBeLessThan(pink / 4);
  });

  it('are the same for the same random source', () => {
    expect(samples(fillPinkNoise, 100)).toEqual(samples(fillPinkNoise, 100));
  });
});

describe('makeLoopable', () => {
  it('ends the buffer where the loop restarts, so the seam does not click', () => {
    const out = samples(fillWhiteNoise, 1000);
    const start = Array.from(out.slice(0, 100));
    const seam = makeLoopable(out, 100);
    expect(seam).toBe(100);
    // The last sample has become the one before loopStart, so playback continues smoothly.
    expect(out[999]).toBeCloseTo(start[99] ?? Number.NaN, 6);
    // The start of the buffer is untouched.
    expect(Array.from(out.slice(0, 100))).toEqual(start);
  });

  it('never fades more than half the buffer', () => {
    expect(makeLoopable(new Float32Array(10), 100)).toBe(5);
  });
});
