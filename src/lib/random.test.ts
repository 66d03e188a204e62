import { describe, expect, it } from 'vitest';

import { mulberry32, randomInt } from './random';

describe('mulberry32', () => {
  it('gives the same sequence for the same seed, and another for another seed', () => {
    const draw = (seed: number) => {
      const random = mulberry32(seed);
      return Array.from({ length: 5 }, () => random());
    };
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
  });
  it('stays within [0, 1)', () => {
    const random = mulberry32(1);
    for (let i = 0; i < 10_000; i += 1) {
      const value = random();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });
});

describe('randomInt', () => {
  it('includes both ends and nothing outside them', () => {
    const random = mulberry32(7);
    const seen = new Set(Array.from({ length: 2_000 }, () => randomInt(random, 5, 34)));
    expect(Math.min(...seen)).toBe(5);
    expect(Math.max(...seen)).toBe(34);
    expect(seen.size).toBe(30);
  });
  it('gives the bound itself when both bounds are equal', () => {
    expect(randomInt(() => 0.99, 3, 3)).toBe(3);
  });
});
