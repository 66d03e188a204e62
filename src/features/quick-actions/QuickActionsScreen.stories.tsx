import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, waitFor, within } from 'storybook/test';

import { styled } from '../../styles';
import type { SoundPlayer } from './model';
import { QuickActionsScreen } from './QuickActionsScreen';
import { manualScheduler } from './scheduler';

// The shell's content area: the screen's own padding comes from there.
const Frame = styled('main', {
  maxInlineSize: '36rem',
  paddingInline: '$4',
  paddingBlock: '$5',
  '@md': { paddingInline: '$8', paddingBlock: '$8' },
});

// In the breathing stories the clock only moves when the story says so; elsewhere it is real,
// so the exercise runs for whoever opens it in Storybook.
const clock = manualScheduler();

// A player that makes no sound: the stories check what the screen asks of it.
const player = { play: fn(), setVolume: fn(), pause: fn(), close: fn() } satisfies SoundPlayer;

const meta = {
  title: 'Screens/QuickActions',
  component: QuickActionsScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    onNavigate: fn(),
    onOpenVideos: fn(),
    createSoundPlayer: () => player,
  },
  decorators: [
    (Story) => (
      <Frame>
        <Story />
      </Frame>
    ),
  ],
} satisfies Meta<typeof QuickActionsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'phone', isRotated: false } };

// The exercise and the player load on first use; a cold test server can take a moment to serve them.
const lazyLoad = { timeout: 5000 };

export const Desktop: Story = {
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region', { name: 'Quick Actions' });
    await expect(within(panel).getByRole('button', { name: 'Crisis Support Urgent' })).toBeVisible();
    await expect(within(panel).getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
  },
};

export const Phone: Story = {
  globals: phone,
  play: async ({ canvas }) => {
    const frame = canvas.getByRole('main');
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    for (const control of [...canvas.getAllByRole('button'), ...canvas.getAllByRole('link')]) {
      await expect(control.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};

export const TabsAndVideos: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'AI Companion' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('chat');
    await userEvent.click(canvas.getByRole('button', { name: 'Resources' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('resources');
    await userEvent.click(canvas.getByRole('button', { name: 'Peer Support' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('community');
    await userEvent.click(canvas.getByRole('button', { name: 'Wellness Videos' }));
    await expect(args.onOpenVideos).toHaveBeenCalledTimes(1);
    await expect(args.onNavigate).toHaveBeenCalledTimes(3);
  },
};

export const CrisisSupport: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const tile = canvas.getByRole('button', { name: 'Crisis Support Urgent' });
    await userEvent.click(tile);
    const body = within(canvasElement.ownerDocument.body);
    const dialog = body.getByRole('dialog', { name: 'You don’t have to go through this alone' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByRole('link', { name: 'Text HOME to 741741' })).toHaveAttribute(
      'href',
      'sms:741741?&body=HOME',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(tile).toHaveFocus();
  },
};

export const CallHotline: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Call Hotline' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', {
      name: 'You don’t have to go through this alone',
    });
    await expect(within(dialog).getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
    await expect(within(dialog).getByRole('link', { name: 'Call 911' })).toHaveAttribute('href', 'tel:911');
  },
};

export const GuidedBreathing: Story = {
  args: { scheduler: clock },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Guided Meditation' }));
    const dialog = within(
      within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Guided Meditation' }),
    );
    // The exercise loads on first use.
    await userEvent.click(await dialog.findByRole('button', { name: 'Start' }, lazyLoad));
    const status = dialog.getByRole('status');
    await expect(status).toHaveTextContent('Breathe in');
    await expect(dialog.getByText('Round 1 of 4')).toBeInTheDocument();

    clock.advance(1000);
    await waitFor(() => expect(dialog.getByText('3')).toBeInTheDocument());
    clock.advance(3000);
    await waitFor(() => expect(status).toHaveTextContent('Hold'));
    clock.advance(4000);
    await waitFor(() => expect(status).toHaveTextContent('Breathe out'));
    clock.advance(6000);
    await waitFor(() => expect(dialog.getByText('Round 2 of 4')).toBeInTheDocument());
    await expect(status).toHaveTextContent('Breathe in');

    // Three more rounds, and the session ends by itself.
    clock.advance(3 * 14_000);
    await waitFor(() => expect(status).toHaveTextContent('Nice work.'));
    await expect(dialog.getByRole('button', { name: 'Start again' })).toBeInTheDocument();
  },
};

export const BreathingStopsWhenClosed: Story = {
  args: { scheduler: clock },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    const tile = canvas.getByRole('button', { name: 'Guided Meditation' });
    await userEvent.click(tile);
    await userEvent.click(await body.findByRole('button', { name: 'Start' }, lazyLoad));
    clock.advance(5000);
    await waitFor(() => expect(body.getByRole('status')).toHaveTextContent('Hold'));
    await userEvent.click(body.getByRole('button', { name: 'Close dialog' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());

    // Opening it again starts fresh.
    await userEvent.click(tile);
    await expect(await body.findByRole('button', { name: 'Start' }, lazyLoad)).toBeInTheDocument();
    await expect(body.getByRole('status')).toHaveTextContent('Press Start when you’re ready.');
  },
};

export const CalmingSounds: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Calming Sounds' }));
    const dialog = within(body.getByRole('dialog', { name: 'Calming Sounds' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Play' }, lazyLoad));
    await expect(player.play).toHaveBeenLastCalledWith('rain', 0.6);
    await expect(dialog.getByRole('status')).toHaveTextContent('Playing: Gentle rain');

    // Another sound while playing switches at once; the volume follows the slider.
    await userEvent.click(dialog.getByText('Ocean waves'));
    await expect(player.play).toHaveBeenLastCalledWith('waves', 0.6);
    await fireEvent.change(dialog.getByRole('slider', { name: 'Volume' }), { target: { value: '55' } });
    await expect(player.setVolume).toHaveBeenLastCalledWith(0.55);

    // Leaving the player stops the sound.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(player.close).toHaveBeenCalled();
  },
};
