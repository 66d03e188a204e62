import { describe, expect, it } from 'vitest';

import { contrastRatio } from './contrast';
import { darkColors, lightColors } from './tokens';
import type { ColorToken } from './tokens';

type Pair = [foreground: ColorToken, background: ColorToken, minimum: number];

const TEXT = 4.5; // WCAG 1.4.3 for body text
const UI = 3; // WCAG 1.4.11 for component boundaries and focus indicators

/** Every pair the components actually use. Add a pair here when a component adds one. */
const pairs: Pair[] = [
  ...(['canvas', 'surface', 'surfaceSunken'] as const).flatMap((bg): Pair[] => [
    ['text', bg, TEXT],
    ['muted', bg, TEXT],
    ['accent', bg, TEXT],
    ['success', bg, TEXT],
    ['warning', bg, TEXT],
    ['crisis', bg, TEXT],
    ['borderStrong', bg, UI],
    ['focus', bg, UI],
  ]),
  ...(['accentSoft', 'successSoft', 'warningSoft', 'crisisSoft'] as const).map(
    (bg): Pair => ['muted', bg, TEXT],
  ),
  ['onAccent', 'accent', TEXT],
  ['onAccent', 'accentHover', TEXT],
  ['accent', 'accentSoft', TEXT],
  ['text', 'accentSoft', TEXT],
  ['success', 'successSoft', TEXT],
  ['text', 'successSoft', TEXT],
  ['warning', 'warningSoft', TEXT],
  ['text', 'warningSoft', TEXT],
  ['crisis', 'crisisSoft', TEXT],
  ['text', 'crisisSoft', TEXT],
  ['onCrisis', 'crisis', TEXT],
  ['onCrisis', 'crisisHover', TEXT],
  ['onMood', 'mood1', TEXT],
  ['onMood', 'mood2', TEXT],
  ['onMood', 'mood3', TEXT],
  ['onMood', 'mood4', TEXT],
  ['onMood', 'mood5', TEXT],
  ['mood1', 'surface', UI],
  ['mood5', 'surface', UI],
];

describe.each([
  ['light', lightColors],
  ['dark', darkColors],
] as const)('%s theme contrast', (_name, colors) => {
  it.each(pairs)('%s on %s is at least %d:1', (fg, bg, minimum) => {
    expect(contrastRatio(colors[fg], colors[bg])).toBeGreaterThanOrEqual(minimum);
  });
});

describe('contrastRatio', () => {
  it('is 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#5443c8', '#5443c8')).toBe(1);
  });
  it('rejects values it cannot check', () => {
    expect(() => contrastRatio('red', '#ffffff')).toThrow(/#rrggbb/);
  });
});
