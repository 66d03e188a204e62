import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { TypingIndicator } from './TypingIndicator';

const meta = {
  title: 'Features/Chat/TypingIndicator',
  component: TypingIndicator,
  args: { active: true },
} satisfies Meta<typeof TypingIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Typing: Story = {
  play: async ({ canvas, canvasElement }) => {
    // Announced politely; the words are always there for screen readers.
    await expect(canvas.getByRole('status')).toHaveTextContent('Companion is typing…');
    const dots = canvasElement.querySelector('[aria-hidden="true"]') as HTMLElement;
    const motion = window.matchMedia('(prefers-reduced-motion: no-preference)').matches;
    // With motion: three animated dots. Reduced motion: no dots, the words shown instead.
    await expect(getComputedStyle(dots).display === 'none').toBe(!motion);
    const dot = dots.firstElementChild as HTMLElement;
    await expect(getComputedStyle(dot).animationName === 'none').toBe(!motion);
  },
};

export const Idle: Story = {
  args: { active: false },
  play: async ({ canvas }) => {
    // The live region stays in the page, empty, so the next "typing" is announced.
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};
