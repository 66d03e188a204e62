import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn } from 'storybook/test';

import type { SoundId } from '../model';
import { CalmingSounds } from './CalmingSounds';
import type { CalmingSoundsProps } from './CalmingSounds';

/** Holds the choices like the screen's hook would, and still reports every change to the spies. */
function StatefulSounds(args: CalmingSoundsProps) {
  const [sound, setSound] = useState<SoundId>(args.sound);
  const [playing, setPlaying] = useState(args.playing);
  const [volume, setVolume] = useState(args.volume);
  return (
    <CalmingSounds
      {...args}
      sound={sound}
      playing={playing}
      volume={volume}
      onPlay={() => {
        setPlaying(true);
        args.onPlay();
      }}
      onPause={() => {
        setPlaying(false);
        args.onPause();
      }}
      onSoundChange={(next) => {
        setSound(next);
        args.onSoundChange(next);
      }}
      onVolumeChange={(next) => {
        setVolume(next);
        args.onVolumeChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Features/QuickActions/CalmingSounds',
  component: CalmingSounds,
  args: {
    sound: 'rain',
    playing: false,
    volume: 0.6,
    onPlay: fn(),
    onPause: fn(),
    onSoundChange: fn(),
    onVolumeChange: fn(),
  },
  render: (args) => <StatefulSounds {...args} />,
} satisfies Meta<typeof CalmingSounds>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Paused: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Paused');
    await expect(canvas.getByRole('radio', { name: 'Gentle rain' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Play' }));
    await expect(args.onPlay).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('status')).toHaveTextContent('Playing: Gentle rain');
    // The same button now pauses, and keeps focus.
    const pause = canvas.getByRole('button', { name: 'Pause' });
    await expect(pause).toHaveFocus();
  },
};

export const Playing: Story = {
  args: { playing: true, sound: 'waves' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Playing: Ocean waves');
    await userEvent.click(canvas.getByText('Soft rumble'));
    await expect(args.onSoundChange).toHaveBeenCalledWith('brown');
    await expect(canvas.getByRole('status')).toHaveTextContent('Playing: Soft rumble');
    await userEvent.click(canvas.getByRole('button', { name: 'Pause' }));
    await expect(args.onPause).toHaveBeenCalledTimes(1);
  },
};

export const Volume: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const slider = canvas.getByRole('slider', { name: 'Volume' });
    await expect(slider).toHaveAttribute('aria-valuetext', '60%');
    await expect(slider.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    // A native range input: Tab reaches it and the browser handles its arrow keys. user-event
    // cannot press those, so the story moves it the way the browser reports a move.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(slider).toHaveFocus();
    await fireEvent.change(slider, { target: { value: '65' } });
    await expect(args.onVolumeChange).toHaveBeenLastCalledWith(0.65);
    await expect(slider).toHaveAttribute('aria-valuetext', '65%');
    await fireEvent.change(slider, { target: { value: '0' } });
    await expect(args.onVolumeChange).toHaveBeenLastCalledWith(0);
    await expect(slider).toHaveAttribute('aria-valuetext', '0%');
  },
};

export const Unsupported: Story = {
  args: { supported: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/can’t make sounds on its own/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Play' })).not.toBeInTheDocument();
  },
};
