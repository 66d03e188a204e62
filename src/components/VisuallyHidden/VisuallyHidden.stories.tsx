import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Button } from '../Button';
import { Heart } from '../Icon';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Components/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Save this exercise to your favourites' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const text = canvas.getByText('Save this exercise to your favourites');
    // Clipped to a 1px box, yet still in the accessibility tree.
    const box = text.getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(1);
    await expect(box.height).toBeLessThanOrEqual(1);
    await expect(getComputedStyle(text).clipPath).toBe('inset(50%)');
  },
};

export const NamesAnIconOnlyButton: Story = {
  render: (args) => (
    <Button variant="ghost" icon={<Heart />}>
      <VisuallyHidden {...args} />
    </Button>
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Save this exercise to your favourites' }),
    ).toBeInTheDocument();
  },
};
