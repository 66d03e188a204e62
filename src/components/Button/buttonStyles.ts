// What Button and IconButton share: the reset, focus ring, disabled look and the colour tones.
// One place, so a change of tone or focus style reaches both.

export const buttonBase = {
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: '$md',
  border: '1px solid transparent',
  cursor: 'pointer',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  '&:focus-visible': { outline: '3px solid $focus', outlineOffset: '2px' },
  '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
  '@motion': { transition: 'background-color $fast, border-color $fast, color $fast' },
} as const;

/** The tones both buttons offer; each adds its own `ghost` (text or icon colour differs). */
export const buttonTones = {
  primary: {
    backgroundColor: '$accent',
    color: '$onAccent',
    '&:hover:not(:disabled)': { backgroundColor: '$accentHover' },
  },
  secondary: {
    backgroundColor: '$surface',
    color: '$text',
    borderColor: '$borderStrong',
    '&:hover:not(:disabled)': { backgroundColor: '$surfaceSunken' },
  },
  danger: {
    backgroundColor: '$crisis',
    color: '$onCrisis',
    '&:hover:not(:disabled)': { backgroundColor: '$crisisHover' },
  },
} as const;
