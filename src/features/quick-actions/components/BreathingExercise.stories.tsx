import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { sampleBreathingState } from '../data';
import { breathingRounds } from '../model';
import { BreathingExercise } from './BreathingExercise';

const meta = {
  title: 'Features/QuickActions/BreathingExercise',
  component: BreathingExercise,
  args: { state: { status: 'idle' }, rounds: breathingRounds, onStart: fn(), onStop: fn() },
} satisfies Meta<typeof BreathingExercise>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText(/Press Start when you’re ready/, { selector: 'p:not([role])' })).toBeVisible();
    const start = canvas.getByRole('button', { name: 'Start' });
    await userEvent.click(start);
    await expect(args.onStart).toHaveBeenCalledTimes(1);
  },
};

export const BreatheIn: Story = {
  args: { state: sampleBreathingState('in') },
  play: async ({ canvas, userEvent, args }) => {
    // The cue is announced once per phase; the visible count is not read every second.
    await expect(canvas.getByRole('status')).toHaveTextContent('Breathe in');
    await expect(canvas.getByText('Round 1 of 4')).toBeVisible();
    await expect(canvas.getByText('4')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Stop' }));
    await expect(args.onStop).toHaveBeenCalledTimes(1);
  },
};

export const Hold: Story = {
  args: { state: sampleBreathingState('hold', 2) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Hold');
    await expect(canvas.getByText('Round 2 of 4')).toBeVisible();
  },
};

export const BreatheOut: Story = {
  args: { state: sampleBreathingState('out', 4) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Breathe out');
    await expect(canvas.getByText('6')).toBeVisible();
    await expect(canvas.getByText('Round 4 of 4')).toBeVisible();
  },
};

export const Finished: Story = {
  args: { state: { status: 'finished' } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Nice work.');
    await userEvent.click(canvas.getByRole('button', { name: 'Start again' }));
    await expect(args.onStart).toHaveBeenCalledTimes(1);
  },
};
