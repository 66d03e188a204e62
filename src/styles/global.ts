import { globalCss } from './stitches.config';

// A modern reset (after Andy Bell's and Josh Comeau's) plus the system font stack.
export const globalStyles = globalCss({
  '*, *::before, *::after': { boxSizing: 'border-box' },
  '*': { margin: 0 },
  html: {
    colorScheme: 'light',
    textSizeAdjust: '100%',
    WebkitTextSizeAdjust: '100%',
  },
  'html.theme-dark': { colorScheme: 'dark' },
  body: {
    minBlockSize: '100dvh',
    fontFamily: '$body',
    fontSize: '$md',
    lineHeight: '$normal',
    color: '$text',
    backgroundColor: '$canvas',
    WebkitFontSmoothing: 'antialiased',
  },
  'img, picture, svg, video, canvas': { display: 'block', maxInlineSize: '100%' },
  'input, button, textarea, select': { font: 'inherit', color: 'inherit' },
  'p, h1, h2, h3, h4, h5, h6': { overflowWrap: 'break-word' },
  'h1, h2, h3, h4': { lineHeight: '$tight', textWrap: 'balance' },
  a: { color: '$accent' },
  // Icons that point somewhere (send, next, back) point the other way in right-to-left Arabic.
  '[dir="rtl"] :is(.lucide-send, .lucide-chevron-right, .lucide-chevron-left, .lucide-arrow-right, .lucide-arrow-left, .lucide-external-link)':
    { transform: 'scaleX(-1)' },
  // The page behind a modal dialog or drawer does not scroll.
  'html:has(dialog[open]:modal)': { overflow: 'hidden' },
  ':focus-visible': { outline: '3px solid $focus', outlineOffset: '2px' },
  '@motion': { html: { scrollBehavior: 'smooth' } },
  // Belt and braces: even components that forget the motion query stop animating.
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto !important',
    },
  },
});
