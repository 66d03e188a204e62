import { createStitches } from '@stitches/react';
import type * as Stitches from '@stitches/react';

import {
  darkColors,
  fontSizes,
  fontWeights,
  fonts,
  lightColors,
  lineHeights,
  media,
  radii,
  shadows,
  sizes,
  space,
  zIndices,
  durations,
} from './tokens';

export const { styled, css, globalCss, keyframes, createTheme, theme, getCssText, config } =
  createStitches({
    theme: {
      colors: lightColors,
      space,
      radii,
      fontSizes,
      fontWeights,
      fonts,
      lineHeights,
      shadows,
      sizes,
      zIndices,
      transitions: durations,
    },
    media,
    utils: {
      // Logical shorthands so right-to-left layouts mirror without extra rules.
      px: (value: Stitches.ScaleValue<'space'> | string) => ({
        paddingInline: value,
      }),
      py: (value: Stitches.ScaleValue<'space'> | string) => ({
        paddingBlock: value,
      }),
      size: (value: Stitches.ScaleValue<'sizes'> | string) => ({
        inlineSize: value,
        blockSize: value,
      }),
    },
  });

export const lightTheme = createTheme('theme-light', {});
export const darkTheme = createTheme('theme-dark', { colors: darkColors });

export type CSS = Stitches.CSS<typeof config>;
