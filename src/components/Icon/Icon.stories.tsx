import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { styled } from '../../styles';
import * as icons from './Icon';
import { Crisis, Heart, Icon } from './Icon';
import type { IconComponent } from './Icon';

/** Every glyph of the vocabulary by its app name; `Icon` itself is the wrapper, not a glyph. */
const gallery = Object.entries(icons)
  .filter(([name]) => name !== 'Icon')
  .sort(([a], [b]) => a.localeCompare(b)) as [string, IconComponent][];

const meta = {
  title: 'Components/Icon',
  component: Icon,
  args: { icon: Heart, size: 'md' },
  argTypes: {
    icon: {
      control: 'select',
      options: gallery.map(([name]) => name),
      mapping: Object.fromEntries(gallery),
    },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

const Grid = styled('ul', {
  listStyle: 'none',
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(112px, 1fr))',
  gap: '$3',
});

const Cell = styled('li', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '$2',
  py: '$4',
  px: '$2',
  borderRadius: '$md',
  backgroundColor: '$surface',
  border: '1px solid $border',
  color: '$text',
  fontSize: '$sm',
  '& svg': { color: '$accent' },
});

export const Gallery: Story = {
  render: () => (
    <Grid>
      {gallery.map(([name, glyph]) => (
        <Cell key={name}>
          <Icon icon={glyph} size="xl" />
          <span>{name}</span>
        </Cell>
      ))}
    </Grid>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(gallery.length);
    for (const name of ['Home', 'Chat', 'Resources', 'Community', 'Goals', 'Crisis', 'Close']) {
      await expect(canvas.getByText(name)).toBeInTheDocument();
    }
    // Decorative by default: no glyph adds noise to the accessibility tree.
    for (const svg of canvasElement.querySelectorAll('svg')) {
      await expect(svg).toHaveAttribute('aria-hidden', 'true');
    }
  },
};

export const Decorative: Story = {
  play: async ({ canvasElement, canvas }) => {
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

export const Labelled: Story = {
  args: { icon: Crisis, label: 'Crisis support', size: 'lg' },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: 'Crisis support' });
    await expect(img).not.toHaveAttribute('aria-hidden');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Grid>
      {(['sm', 'md', 'lg', 'xl'] as const).map((size) => (
        <Cell key={size}>
          <Icon {...args} size={size} />
          <span>{size}</span>
        </Cell>
      ))}
    </Grid>
  ),
  play: async ({ canvasElement }) => {
    const widths = [...canvasElement.querySelectorAll('svg')].map(
      (svg) => svg.getBoundingClientRect().width,
    );
    await expect(widths).toEqual([...widths].sort((a, b) => a - b));
    await expect(widths[0]).toBeLessThan(widths[3] ?? 0);
  },
};
