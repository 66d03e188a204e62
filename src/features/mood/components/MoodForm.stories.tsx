import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';

import { emptyMoodDraft } from '../model';
import { MoodForm } from './MoodForm';

const meta = {
  title: 'Features/Mood/MoodForm',
  component: MoodForm,
  args: { onSave: fn(), onCancel: fn() },
} satisfies Meta<typeof MoodForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingChosen: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const save = canvas.getByRole('button', { name: 'Save Mood' });
    await expect(save).toBeDisabled();
    await expect(save).toHaveAccessibleDescription('Choose how you’re feeling to save.');
    await expect(canvas.queryAllByRole('radio', { checked: true })).toHaveLength(0);
    // Emotions and a note alone are not enough (spec section 5).
    await userEvent.click(canvas.getByText('Anxious'));
    await userEvent.type(canvas.getByRole('textbox', { name: /Note/ }), 'Exams tomorrow');
    await expect(save).toBeDisabled();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const LevelChosen: Story = {
  args: { initialDraft: { ...emptyMoodDraft, mood: 4 } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('radio', { name: 'Good' })).toBeChecked();
    const save = canvas.getByRole('button', { name: 'Save Mood' });
    await expect(save).toBeEnabled();
    await expect(canvas.queryByText('Choose how you’re feeling to save.')).not.toBeInTheDocument();
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await expect(args.onSave).toHaveBeenCalledWith({ mood: 4, emotions: [], note: '' });
  },
};

export const KeyboardSelection: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const levels = canvas.getByRole('group', { name: /How are you feeling right now\?/ });
    // Tab enters the group at its first level; Space chooses it, the arrows move the choice.
    await userEvent.tab();
    const veryLow = within(levels).getByRole('radio', { name: 'Very Low' });
    await expect(veryLow).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(veryLow).toBeChecked();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    const neutral = within(levels).getByRole('radio', { name: 'Neutral' });
    await expect(neutral).toBeChecked();
    await expect(neutral).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(within(levels).getByRole('radio', { name: 'Low' })).toBeChecked();

    // Emotions are checkboxes: Tab moves between them, Space toggles.
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Happy' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'Sad' })).toBeChecked();

    await userEvent.click(canvas.getByRole('button', { name: 'Save Mood' }));
    await expect(args.onSave).toHaveBeenCalledWith({ mood: 2, emotions: ['sad'], note: '' });
  },
};

export const EmotionsAndNote: Story = {
  args: { initialDraft: { ...emptyMoodDraft, mood: 5 } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByText('Grateful'));
    await userEvent.click(canvas.getByText('Excited'));
    await userEvent.type(canvas.getByRole('textbox', { name: /Note/ }), '  Passed my driving test!  ');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Mood' }));
    // In the catalogue's order; the note is trimmed when the entry is created.
    await expect(args.onSave).toHaveBeenCalledWith({
      mood: 5,
      emotions: ['excited', 'grateful'],
      note: '  Passed my driving test!  ',
    });
    // Reset for the next check-in.
    await expect(canvas.queryAllByRole('checkbox', { checked: true })).toHaveLength(0);
    await expect(canvas.getByRole('button', { name: 'Save Mood' })).toBeDisabled();
  },
};

export const CancelResets: Story = {
  args: { initialDraft: { mood: 2, emotions: ['anxious', 'lonely'], note: 'Rough day' } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getAllByRole('checkbox', { checked: true })).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(canvas.queryAllByRole('radio', { checked: true })).toHaveLength(0);
    await expect(canvas.queryAllByRole('checkbox', { checked: true })).toHaveLength(0);
    await expect(canvas.getByRole('textbox', { name: /Note/ })).toHaveValue('');
  },
};

const supportNotice = 'You don’t have to go through this alone';

/** A note that sounds like risk brings the crisis contacts under it, politely, in a live region. */
export const HeavyNote: Story = {
  args: { initialDraft: { ...emptyMoodDraft, mood: 1, note: 'sorry for everything. goodbye' } },
  play: async ({ canvas }) => {
    const notice = await canvas.findByRole('region', { name: supportNotice });
    await expect(notice.closest('[role="status"]')).not.toBeNull();
    await expect(within(notice).getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
    await expect(within(notice).getByRole('link', { name: 'Call 911' })).toHaveAttribute('href', 'tel:911');
    await expect(within(notice).getByText(/You can still save your check-in/)).toBeVisible();
  },
};

/** The notice appears as the words are typed, and never stops the save. */
export const HeavyNoteStillSaves: Story = {
  args: { initialDraft: { ...emptyMoodDraft, mood: 1 } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole('region', { name: supportNotice })).not.toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: /Note/ }), 'everyone would be better off without me');
    await expect(await canvas.findByRole('region', { name: supportNotice })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save Mood' }));
    await expect(args.onSave).toHaveBeenCalledWith({ mood: 1, emotions: [], note: 'everyone would be better off without me' });
  },
};

/** Everyday words, even heavy ones, leave the note alone, and the notice goes when the words change. */
export const EverydayNote: Story = {
  args: { initialDraft: { ...emptyMoodDraft, mood: 2 } },
  play: async ({ canvas, userEvent }) => {
    const note = canvas.getByRole('textbox', { name: /Note/ });
    // First proof that the detector is listening, so its silence below means something.
    await userEvent.type(note, 'i want to die');
    await expect(await canvas.findByRole('region', { name: supportNotice })).toBeVisible();
    await userEvent.clear(note);
    await userEvent.type(note, 'this chem homework will be the death of me');
    await expect(canvas.queryByRole('region', { name: supportNotice })).not.toBeInTheDocument();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};
