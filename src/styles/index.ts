export { styled, css, globalCss, keyframes, theme, lightTheme, darkTheme, getCssText } from './stitches.config';
export type { CSS } from './stitches.config';
export { globalStyles } from './global';
export * as tokens from './tokens';
export { ThemeProvider, useTheme, type ThemePreference } from './ThemeProvider';
