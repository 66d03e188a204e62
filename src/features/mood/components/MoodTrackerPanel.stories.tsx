import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';

import { sampleMoodHistory } from '../data';
import { weeklyMoodStats } from '../model';
import { MoodTrackerPanel } from './MoodTrackerPanel';
import type { MoodTrackerPanelProps } from './MoodTrackerPanel';

/** Opens and closes the form the way the screen's hook does, and still reports to the spies. */
function PanelWithToggle(args: MoodTrackerPanelProps) {
  const [open, setOpen] = useState(args.formOpen);
  return (
    <MoodTrackerPanel
      {...args}
      formOpen={open}
      onToggleForm={() => {
        setOpen((current) => !current);
        args.onToggleForm();
      }}
      onSave={(entry) => {
        setOpen(false);
        args.onSave(entry);
      }}
      onCancel={() => {
        setOpen(false);
        args.onCancel();
      }}
    />
  );
}

const meta = {
  title: 'Features/Mood/MoodTrackerPanel',
  component: MoodTrackerPanel,
  args: {
    stats: weeklyMoodStats(sampleMoodHistory(12)),
    formOpen: false,
    onToggleForm: fn(),
    onSave: fn(),
    onCancel: fn(),
  },
  render: (args) => <PanelWithToggle {...args} />,
} satisfies Meta<typeof MoodTrackerPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AWeekOfEntries: Story = {
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region', { name: 'Mood Tracker' });
    // The seeded week: 4, 4, 3, 2, 2, 2, 1 → 18 / 7 = 2.57, shown as its label.
    await expect(within(panel).getByText('Average this week').nextElementSibling).toHaveTextContent('Neutral');
    await expect(within(panel).getByText('3 out of 5')).toBeVisible();
    await expect(within(panel).getByText('Entries this week').nextElementSibling).toHaveTextContent('7');
    await expect(within(panel).getAllByRole('listitem')).toHaveLength(7);
    await expect(within(panel).getByRole('button', { name: 'Log Mood' })).toHaveAttribute('aria-expanded', 'false');
    await expect(within(panel).queryByRole('form')).not.toBeInTheDocument();
  },
};

export const NoEntries: Story = {
  args: { stats: weeklyMoodStats([]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Average this week').nextElementSibling).toHaveTextContent('Not yet');
    await expect(canvas.getByText('Entries this week').nextElementSibling).toHaveTextContent('0');
    await expect(canvas.getByRole('heading', { name: 'No moods logged yet' })).toBeVisible();
  },
};

export const FormOpen: Story = {
  args: { formOpen: true },
  play: async ({ canvas, userEvent, args }) => {
    const toggle = canvas.getByRole('button', { name: 'Log Mood' });
    const form = canvas.getByRole('form', { name: 'Log your mood' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAttribute('aria-controls', form.parentElement?.id);

    // Log Mood toggles the form closed again.
    await userEvent.click(toggle);
    await expect(args.onToggleForm).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

export const SaveClosesAndRefocuses: Story = {
  args: { formOpen: true },
  play: async ({ canvas, userEvent, args }) => {
    const form = within(canvas.getByRole('form', { name: 'Log your mood' }));
    await userEvent.click(form.getByText('Good'));
    await userEvent.click(form.getByRole('button', { name: 'Save Mood' }));
    await expect(args.onSave).toHaveBeenCalledWith({ mood: 4, emotions: [], note: '' });
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Log Mood' })).toHaveFocus();
  },
};

export const CancelClosesAndRefocuses: Story = {
  args: { formOpen: true },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Log Mood' })).toHaveFocus();
  },
};

export const Saved: Story = {
  args: { saved: true },
  play: async ({ canvas }) => {
    const [saved, notice] = canvas.getAllByRole('status');
    await expect(saved).toHaveTextContent('Mood saved');
    await expect(saved).toBeVisible();
    // No crisis notice after an everyday check-in.
    await expect(notice).toBeEmptyDOMElement();
  },
};

/**
 * The newest check-in's note sounded like risk: the crisis contacts stay in view, gently, above the
 * week's figures, until the next check-in.
 */
export const SupportAfterAHeavyCheckIn: Story = {
  args: { saved: true, support: true },
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('region', { name: 'You don’t have to go through this alone' });
    await expect(notice.closest('[role="status"]')).not.toBeNull();
    await expect(within(notice).getByText(/Your last check-in sounds really heavy/)).toBeVisible();
    await expect(within(notice).getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
    await expect(within(notice).getByRole('link', { name: 'Text HOME to 741741' })).toHaveAttribute(
      'href',
      'sms:741741?&body=HOME',
    );
    await expect(within(notice).getByText('This stays here until your next check-in.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Log Mood' })).toBeEnabled();
  },
};

/** While the next check-in is being written, its own form speaks for the note. */
export const SupportMakesRoomForTheForm: Story = {
  args: { support: true, formOpen: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: 'Log your mood' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'You don’t have to go through this alone' })).not.toBeInTheDocument();
  },
};

/** Four low check-ins in a row: "a hard few days", with the companion one tap away. */
export const HardDays: Story = {
  args: { hardDays: 4, onTalk: fn() },
  play: async ({ canvas, userEvent, args }) => {
    const notice = canvas.getByRole('region', { name: 'It’s been a hard few days' });
    // In a polite live region: after the third low check-in it is announced with "Mood saved".
    await expect(notice.closest('[role="status"]')).not.toBeNull();
    await expect(within(notice).getByText(/Your last 4 check-ins were low\./)).toBeVisible();
    await userEvent.click(within(notice).getByRole('button', { name: 'Talk it through' }));
    await expect(args.onTalk).toHaveBeenCalledTimes(1);
  },
};

/** A heavy note says more than a run of low days: only the crisis notice shows. */
export const HeavyNoteOverHardDays: Story = {
  args: { hardDays: 4, support: true, onTalk: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'You don’t have to go through this alone' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'It’s been a hard few days' })).not.toBeInTheDocument();
  },
};
