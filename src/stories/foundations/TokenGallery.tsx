import { contrastRatio } from '../../styles/contrast';
import { darkTheme, lightTheme, styled } from '../../styles';
import {
  darkColors,
  fontSizes,
  fontWeights,
  lightColors,
  radii,
  shadows,
  space,
  breakpoints,
  media,
} from '../../styles/tokens';
import type { ColorToken } from '../../styles/tokens';

const Grid = styled('div', {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))',
  gap: '$3',
  marginBlock: '$4',
});

const Swatch = styled('figure', {
  margin: 0,
  border: '1px solid $border',
  borderRadius: '$md',
  overflow: 'hidden',
  backgroundColor: '$surface',
  color: '$text',
  fontSize: '$sm',
  '& figcaption': { padding: '$2', display: 'grid', gap: '$1' },
  '& code': { fontFamily: '$mono', fontSize: '$xs' },
});

const Chip = styled('div', { blockSize: '56px', borderBlockEnd: '1px solid $border' });

const Row = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$4',
  paddingBlock: '$2',
  borderBlockEnd: '1px solid $border',
  color: '$text',
});

const Themed = styled('div', {
  padding: '$4',
  borderRadius: '$lg',
  backgroundColor: '$canvas',
  color: '$text',
  marginBlockEnd: '$4',
});

/** The text colour each background is paired with, to show its contrast ratio. */
const pairedText: Partial<Record<ColorToken, ColorToken>> = {
  accent: 'onAccent',
  crisis: 'onCrisis',
  mood1: 'onMood',
  mood2: 'onMood',
  mood3: 'onMood',
  mood4: 'onMood',
  mood5: 'onMood',
  accentSoft: 'accent',
  successSoft: 'success',
  warningSoft: 'warning',
  crisisSoft: 'crisis',
};

export function ColorTokens({ theme }: { theme: 'light' | 'dark' }) {
  const colors = theme === 'dark' ? darkColors : lightColors;
  return (
    <Themed className={theme === 'dark' ? darkTheme.className : lightTheme.className}>
      <Grid>
        {(Object.keys(lightColors) as ColorToken[]).map((name) => {
          const value = colors[name];
          const fg = pairedText[name] ?? 'text';
          const ratio = value.startsWith('#') ? contrastRatio(colors[fg], fg === 'text' ? colors.surface : value) : null;
          return (
            <Swatch key={name}>
              <Chip style={{ background: value }} />
              <figcaption>
                <strong>${name}</strong>
                <code>{value}</code>
                {ratio && pairedText[name] ? (
                  <span>
                    ${fg} on it: {ratio.toFixed(1)}:1
                  </span>
                ) : null}
              </figcaption>
            </Swatch>
          );
        })}
      </Grid>
    </Themed>
  );
}

export function SpaceTokens() {
  return (
    <div>
      {Object.entries(space).map(([name, value]) => (
        <Row key={name}>
          <code style={{ minInlineSize: '6ch' }}>${name}</code>
          <span style={{ inlineSize: value, blockSize: '16px', background: 'currentColor', opacity: 0.5 }} />
          <code>{value}</code>
        </Row>
      ))}
    </div>
  );
}

export function TypeTokens() {
  return (
    <div>
      {Object.entries(fontSizes).map(([name, value]) => (
        <Row key={name}>
          <code style={{ minInlineSize: '6ch' }}>${name}</code>
          <span style={{ fontSize: value }}>You are not alone · No estás solo · لست وحدك · 你并不孤单</span>
        </Row>
      ))}
      {Object.entries(fontWeights).map(([name, value]) => (
        <Row key={name}>
          <code style={{ minInlineSize: '10ch' }}>${name}</code>
          <span style={{ fontWeight: value }}>Breathe in for four</span>
        </Row>
      ))}
    </div>
  );
}

export function ShapeTokens() {
  return (
    <Grid>
      {Object.entries(radii).map(([name, value]) => (
        <Swatch key={`r-${name}`}>
          <Chip style={{ borderRadius: value, margin: '8px', background: 'currentColor', opacity: 0.3 }} />
          <figcaption>
            <strong>radii.${name}</strong>
            <code>{value}</code>
          </figcaption>
        </Swatch>
      ))}
      {Object.entries(shadows).map(([name, value]) => (
        <Swatch key={`s-${name}`}>
          <Chip style={{ boxShadow: value, margin: '12px', borderRadius: '8px' }} />
          <figcaption>
            <strong>shadows.${name}</strong>
            <code>{value}</code>
          </figcaption>
        </Swatch>
      ))}
    </Grid>
  );
}

export function MediaTokens() {
  return (
    <div>
      {Object.entries(breakpoints).map(([name, value]) => (
        <Row key={name}>
          <code>@{name}</code> <span>≥ {value}px</span>
        </Row>
      ))}
      {Object.entries(media).map(([name, value]) => (
        <Row key={name}>
          <code>@{name}</code> <code>{value}</code>
        </Row>
      ))}
    </div>
  );
}
