// Design tokens as plain data: the one place values live. stitches.config.ts feeds them to the
// styling engine, so a later move away from Stitches touches only src/styles.

/** Semantic colours of the light theme. Every text/background pair is checked in tokens.test.ts. */
export const lightColors = {
  canvas: '#f6f4fb',
  surface: '#ffffff',
  surfaceSunken: '#eeebf5',
  text: '#1d1b26',
  muted: '#55526a',
  accent: '#5443c8',
  accentHover: '#4636b0',
  accentSoft: '#ebe8fc',
  onAccent: '#ffffff',
  border: '#dcd8e8',
  borderStrong: '#767290',
  focus: '#0b57d0',
  success: '#17692f',
  successSoft: '#e3f4e8',
  warning: '#855700',
  warningSoft: '#fff4d6',
  crisis: '#b42318',
  crisisHover: '#931b12',
  crisisSoft: '#fdecea',
  onCrisis: '#ffffff',
  backdrop: 'rgba(20, 18, 30, 0.55)',
  mood1: '#3f5aa8',
  mood2: '#6a4fb3',
  mood3: '#66606f',
  mood4: '#1f7566',
  mood5: '#2b7a2f',
  onMood: '#ffffff',
} as const;

export type ColorToken = keyof typeof lightColors;

/** The dark theme overrides every colour: no token falls back to a light value. */
export const darkColors: Record<ColorToken, string> = {
  canvas: '#0f0e14',
  surface: '#1a1823',
  surfaceSunken: '#24212f',
  text: '#f4f2fa',
  muted: '#b8b3c9',
  accent: '#b0a6ff',
  accentHover: '#c6beff',
  accentSoft: '#2c2650',
  onAccent: '#15121f',
  border: '#363243',
  borderStrong: '#8d88a3',
  focus: '#8ab4f8',
  success: '#7ad68f',
  successSoft: '#173222',
  warning: '#f2c75c',
  warningSoft: '#3a2e0c',
  crisis: '#ff9b91',
  crisisHover: '#ffb8b0',
  crisisSoft: '#3d1614',
  onCrisis: '#1f0806',
  backdrop: 'rgba(0, 0, 0, 0.7)',
  mood1: '#9fb4f5',
  mood2: '#c3b1f7',
  mood3: '#c2bdca',
  mood4: '#7fd1c0',
  mood5: '#98d99b',
  onMood: '#15121f',
};

/** 4 px grid. */
export const space = {
  0: '0',
  1: '4px',
  2: '8px',
  3: '12px',
  4: '16px',
  5: '20px',
  6: '24px',
  8: '32px',
  10: '40px',
  12: '48px',
  16: '64px',
} as const;

export const radii = {
  sm: '6px',
  md: '10px',
  lg: '16px',
  pill: '999px',
  round: '50%',
} as const;

/** Rem-based so the user's browser font size is respected. */
export const fontSizes = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.375rem',
  '2xl': '1.75rem',
  '3xl': '2.25rem',
} as const;

export const fontWeights = {
  regular: '400',
  medium: '500',
  semibold: '600',
  bold: '700',
} as const;

export const lineHeights = {
  tight: '1.25',
  normal: '1.5',
} as const;

/** System fonts only: nothing downloads, and Arabic and CJK get the platform's own faces. */
export const fonts = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", "Noto Sans CJK SC", "Helvetica Neue", Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Noto Color Emoji"',
  mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, "Liberation Mono", monospace',
} as const;

export const shadows = {
  sm: '0 1px 2px rgba(20, 18, 30, 0.08)',
  md: '0 4px 12px rgba(20, 18, 30, 0.12)',
  lg: '0 12px 32px rgba(20, 18, 30, 0.18)',
} as const;

export const sizes = {
  tapTarget: '44px',
  sidebar: '248px',
  content: '1120px',
} as const;

export const zIndices = {
  sticky: '10',
  drawer: '40',
  overlay: '50',
  tooltip: '60',
} as const;

export const breakpoints = {
  md: 768,
  lg: 1024,
} as const;

export const media = {
  md: `(min-width: ${breakpoints.md}px)`,
  lg: `(min-width: ${breakpoints.lg}px)`,
  /** Animations go behind this query so reduced-motion users get none. */
  motion: '(prefers-reduced-motion: no-preference)',
  dark: '(prefers-color-scheme: dark)',
} as const;

export const durations = {
  fast: '120ms',
  normal: '200ms',
  slow: '320ms',
} as const;
