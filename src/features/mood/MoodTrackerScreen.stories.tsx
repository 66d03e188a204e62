import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';

import type { MoodEntry } from '../../lib/record';
import { styled } from '../../styles';
import { sampleMoodEntry, sampleMoodHistory, sampleNow } from './data';
import { MoodTrackerScreen } from './MoodTrackerScreen';
import type { MoodTrackerScreenProps } from './MoodTrackerScreen';

// The shell's content area: the screen's own padding comes from there.
const Frame = styled('main', {
  maxInlineSize: '36rem',
  paddingInline: '$4',
  paddingBlock: '$5',
  '@md': { paddingInline: '$8', paddingBlock: '$8' },
});

/** Plays the app's store: a logged mood comes back as the new history. */
function StatefulMoodTracker(args: MoodTrackerScreenProps) {
  const [history, setHistory] = useState<readonly MoodEntry[]>(args.moodHistory);
  return (
    <Frame>
      <MoodTrackerScreen
        {...args}
        moodHistory={history}
        onLogMood={(entry) => {
          args.onLogMood(entry);
          setHistory((current) => [...current, entry]);
        }}
      />
    </Frame>
  );
}

const meta = {
  title: 'Screens/MoodTracker',
  component: MoodTrackerScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    moodHistory: sampleMoodHistory(12),
    onLogMood: fn(),
    newId: () => 'mood-new',
    // An hour after the newest sample entry.
    now: () => new Date(sampleNow.getTime() + 60 * 60 * 1000),
  },
  render: (args) => <StatefulMoodTracker {...args} />,
} satisfies Meta<typeof MoodTrackerScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'phone', isRotated: false } };

const figure = (canvas: ReturnType<typeof within>, label: string) => canvas.getByText(label).nextElementSibling;

export const Desktop: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Mood Tracker' })).toBeVisible();
    await expect(figure(canvas, 'Average this week')).toHaveTextContent('Neutral');
    await expect(figure(canvas, 'Entries this week')).toHaveTextContent('7');
    const days = within(canvas.getByRole('list', { name: 'Recent moods' })).getAllByRole('listitem');
    await expect(days).toHaveLength(7);
    // All seven days on one row at desktop width.
    const tops = new Set(days.map((day) => Math.round(day.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
  },
};

export const Phone: Story = {
  globals: phone,
  play: async ({ canvas }) => {
    const frame = canvas.getByRole('main');
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    for (const button of canvas.getAllByRole('button')) {
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};

export const LogAMood: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const toggle = canvas.getByRole('button', { name: 'Log Mood' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const form = within(canvas.getByRole('form', { name: 'Log your mood' }));
    await userEvent.click(form.getByText('Great'));
    await userEvent.click(form.getByText('Grateful'));
    await userEvent.click(form.getByText('Happy'));
    await userEvent.type(form.getByRole('textbox', { name: /Note/ }), '  Aced the test  ');
    await userEvent.click(form.getByRole('button', { name: 'Save Mood' }));

    // Stored through updateMood: id, ISO date, level, emotions, note trimmed.
    await expect(args.onLogMood).toHaveBeenCalledTimes(1);
    await expect(args.onLogMood).toHaveBeenCalledWith({
      id: 'mood-new',
      date: '2025-03-14T13:00:00.000Z',
      mood: 5,
      emotions: ['happy', 'grateful'],
      note: 'Aced the test',
    });
    // Closed, confirmed, and the week now starts with the new entry.
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
    await expect(canvas.getAllByRole('status')[0]).toHaveTextContent('Mood saved');
    const first = within(canvas.getByRole('list', { name: 'Recent moods' })).getAllByRole('button')[0] as HTMLElement;
    await expect(first).toHaveAccessibleName(/^Great/);
    // 5, 4, 4, 3, 2, 2, 2 → 22 / 7 = 3.14
    await expect(figure(canvas, 'Average this week')).toHaveTextContent('Neutral');
    await expect(figure(canvas, 'Entries this week')).toHaveTextContent('7');

    // Opening the form again clears the confirmation.
    await userEvent.click(toggle);
    await expect(canvas.getAllByRole('status')[0]).toHaveTextContent('');
  },
};

export const FirstMood: Story = {
  args: { moodHistory: [] },
  play: async ({ canvas, userEvent, args }) => {
    await expect(figure(canvas, 'Entries this week')).toHaveTextContent('0');
    await userEvent.click(canvas.getByRole('button', { name: 'Log Mood' }));
    await userEvent.click(canvas.getByText('Low'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Mood' }));
    await expect(args.onLogMood).toHaveBeenCalledWith(expect.not.objectContaining({ note: expect.anything() }));
    await expect(figure(canvas, 'Average this week')).toHaveTextContent('Low');
    await expect(figure(canvas, 'Entries this week')).toHaveTextContent('1');
    await expect(canvas.queryByRole('heading', { name: 'No moods logged yet' })).not.toBeInTheDocument();

    // The new day shows its emotions on focus: none were chosen.
    await userEvent.tab();
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('No emotions noted'));
  },
};

const supportNotice = 'You don’t have to go through this alone';

/**
 * A heavy note: the contacts show under the note as it is typed, without stopping the save; after
 * Save they stay above the figures, announced with "Mood saved", until the next check-in.
 */
export const HeavyNoteKeepsContactsInView: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log Mood' }));
    const form = within(canvas.getByRole('form', { name: 'Log your mood' }));
    await userEvent.click(form.getByText('Very Low'));
    await userEvent.type(form.getByRole('textbox', { name: /Note/ }), 'everyone would be better off without me');
    const inForm = await form.findByRole('region', { name: supportNotice });
    await expect(within(inForm).getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
    await expect(within(inForm).getByText(/You can still save your check-in/)).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Save Mood' }));

    await expect(args.onLogMood).toHaveBeenCalledWith(expect.objectContaining({ mood: 1, note: 'everyone would be better off without me' }));
    await expect(canvas.getAllByRole('status')[0]).toHaveTextContent('Mood saved');
    const afterSave = await canvas.findByRole('region', { name: supportNotice });
    await expect(within(afterSave).getByText(/Your last check-in sounds really heavy/)).toBeVisible();
    await expect(within(afterSave).getByRole('link', { name: 'Text HOME to 741741' })).toBeVisible();

    // The next check-in, an everyday one, puts the notice away.
    await userEvent.click(canvas.getByRole('button', { name: 'Log Mood' }));
    const next = within(canvas.getByRole('form', { name: 'Log your mood' }));
    await userEvent.click(next.getByText('Neutral'));
    await userEvent.type(next.getByRole('textbox', { name: /Note/ }), 'talked to my sister, a bit better');
    await expect(canvas.queryByRole('region', { name: supportNotice })).not.toBeInTheDocument();
    await userEvent.click(next.getByRole('button', { name: 'Save Mood' }));
    await expect(canvas.getAllByRole('status')[0]).toHaveTextContent('Mood saved');
    await expect(canvas.queryByRole('region', { name: supportNotice })).not.toBeInTheDocument();
  },
};

const dayMs = 24 * 60 * 60 * 1000;
const day = (daysAgo: number, mood: 1 | 2 | 3 | 4 | 5) =>
  sampleMoodEntry({ id: `day-${daysAgo}`, mood, emotions: [], date: new Date(sampleNow.getTime() - daysAgo * dayMs).toISOString() });

/**
 * Two low days, then a third: the tracker says it has been a hard few days and offers the
 * companion; a better day puts the offer away.
 */
export const HardFewDays: Story = {
  args: {
    moodHistory: [day(4, 4), day(3, 3), day(2, 4), day(1, 2), day(0, 1)],
    onOpenCompanion: fn(),
  },
  play: async ({ canvas, userEvent, args }) => {
    const hardDays = 'It’s been a hard few days';
    await expect(canvas.queryByRole('region', { name: hardDays })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Log Mood' }));
    await userEvent.click(within(canvas.getByRole('form', { name: 'Log your mood' })).getByText('Low'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Mood' }));
    const notice = canvas.getByRole('region', { name: hardDays });
    await expect(within(notice).getByText(/Your last 3 check-ins were low\./)).toBeVisible();
    await userEvent.click(within(notice).getByRole('button', { name: 'Talk it through' }));
    await expect(args.onOpenCompanion).toHaveBeenCalledTimes(1);

    await userEvent.click(canvas.getByRole('button', { name: 'Log Mood' }));
    await userEvent.click(within(canvas.getByRole('form', { name: 'Log your mood' })).getByText('Good'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Mood' }));
    await expect(canvas.queryByRole('region', { name: hardDays })).not.toBeInTheDocument();
  },
};
