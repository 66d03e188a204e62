import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';

import type { CategoryFilter } from '../model';
import { CategoryFilterBar } from './CategoryFilterBar';
import type { CategoryFilterBarProps } from './CategoryFilterBar';

/** Plays the screen's part: a press comes back as the new value. */
function StatefulFilterBar(args: CategoryFilterBarProps) {
  const [value, setValue] = useState<CategoryFilter>(args.value);
  return (
    <CategoryFilterBar
      value={value}
      onChange={(filter) => {
        args.onChange(filter);
        setValue(filter);
      }}
    />
  );
}

const meta = {
  title: 'Features/Community/CategoryFilterBar',
  component: CategoryFilterBar,
  args: { value: 'all', onChange: fn() },
  render: (args) => <StatefulFilterBar {...args} />,
} satisfies Meta<typeof CategoryFilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllPosts: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Show posts' });
    const buttons = Array.from(group.querySelectorAll('button'));
    await expect(buttons.map((button) => button.textContent)).toEqual([
      'All',
      'Support',
      'Celebration',
      'Question',
      'Resource',
    ]);
    await expect(canvas.getByRole('button', { name: 'All', pressed: true })).toBeVisible();
    await expect(canvas.getAllByRole('button', { pressed: false })).toHaveLength(4);
  },
};

export const OneCategory: Story = {
  args: { value: 'question' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Question' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
  },
};

export const ChoosingMovesTheSelection: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Celebration' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('celebration');
    await expect(canvas.getByRole('button', { name: 'Celebration' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getAllByRole('button', { pressed: true })).toHaveLength(1);
    // By keyboard: Tab to a button, Enter presses it.
    canvas.getByRole('button', { name: 'Celebration' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Question' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('question');
    await expect(canvas.getByRole('button', { name: 'Question' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Celebration' })).toHaveAttribute('aria-pressed', 'false');
  },
};

export const SmallPhone: Story = {
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    // The buttons wrap onto a second row rather than running off a 320 px screen.
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    for (const button of canvas.getAllByRole('button')) {
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};
