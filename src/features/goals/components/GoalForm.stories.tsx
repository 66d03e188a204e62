import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { sampleGoal, sampleNow } from '../data';
import { emptyGoalDraft, todayInputValue } from '../model';
import { GoalForm } from './GoalForm';

const filled = sampleGoal({ category: 'personal', targetDate: '2025-04-01' });

const meta = {
  title: 'Features/Goals/GoalForm',
  component: GoalForm,
  args: { today: todayInputValue(sampleNow()), onCreate: fn(), onCancel: fn() },
} satisfies Meta<typeof GoalForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: 'Create New Goal' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Create New Goal' })).toBeVisible();
    // The requirement shows before any attempt: the label says required, the others optional.
    const title = canvas.getByRole('textbox', { name: 'Goal title required' });
    await expect(title).toHaveValue('');
    await expect(title).toBeRequired();
    await expect(title).toHaveAccessibleDescription(/Something small and specific/);
    await expect(canvas.getByRole('textbox', { name: 'Description (optional)' })).toHaveValue('');
    const category = canvas.getByRole('combobox', { name: 'Category' }) as HTMLSelectElement;
    await expect(category).toHaveDisplayValue('Wellness');
    await expect(Array.from(category.options, (option) => option.text)).toEqual([
      'Wellness',
      'Social',
      'Academic',
      'Personal',
    ]);
    const date = canvas.getByLabelText('Target date (optional)');
    await expect(date).toHaveAttribute('type', 'date');
    await expect(date).toHaveAttribute('min', '2025-03-14');
    await expect(canvas.getByRole('button', { name: 'Create' })).toBeEnabled();
    await expect(title).not.toHaveFocus();
  },
};

export const BlankTitleAttempt: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const title = canvas.getByRole('textbox', { name: /goal title/i });
    await userEvent.type(title, '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    // Nothing is created (spec section 5), and the field says why.
    await expect(args.onCreate).not.toHaveBeenCalled();
    await expect(title).toBeInvalid();
    await expect(title).toHaveFocus();
    await expect(title).toHaveAccessibleDescription(/Error: Enter a title for your goal\./);
    // The message goes as soon as there is a title.
    await userEvent.type(title, 'Read');
    await expect(title).toBeValid();
    await expect(canvas.queryByText('Enter a title for your goal.')).not.toBeInTheDocument();
  },
};

export const Filled: Story = {
  args: {
    initialDraft: {
      title: filled.title,
      description: filled.description,
      category: filled.category,
      targetDate: filled.targetDate,
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('combobox', { name: 'Category' })).toHaveDisplayValue('Personal');
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await expect(args.onCreate).toHaveBeenCalledTimes(1);
    await expect(args.onCreate).toHaveBeenCalledWith({
      title: 'Read 20 pages',
      description: 'A chapter before bed, most nights.',
      category: 'personal',
      targetDate: '2025-04-01',
    });
    // Ready for the next goal.
    await expect(canvas.getByRole('textbox', { name: /goal title/i })).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: 'Category' })).toHaveDisplayValue('Wellness');
    await expect(canvas.getByLabelText(/target date/i)).toHaveValue('');
  },
};

export const CreatesTrimmedGoal: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /goal title/i }), '  Drink more water ');
    await userEvent.type(canvas.getByRole('textbox', { name: /description/i }), ' A glass with every meal. ');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Category' }), 'Social');
    await userEvent.type(canvas.getByLabelText(/target date/i), '2025-03-14');
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await expect(args.onCreate).toHaveBeenCalledWith({
      title: 'Drink more water',
      description: 'A glass with every meal.',
      category: 'social',
      targetDate: '2025-03-14',
    });
  },
};

export const NoDateOrDescription: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /goal title/i }), 'Stretch in the morning');
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await expect(args.onCreate).toHaveBeenCalledWith({ ...emptyGoalDraft, title: 'Stretch in the morning' });
  },
};

export const PastDateAttempt: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /goal title/i }), 'Read 20 pages');
    const date = canvas.getByLabelText(/target date/i);
    // Typed, not picked: the picker would not offer a day before the minimum.
    await userEvent.type(date, '2025-03-10');
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await expect(args.onCreate).not.toHaveBeenCalled();
    await expect(date).toHaveFocus();
    await expect(date).toHaveAccessibleDescription(/Choose today or a later date/);
  },
};

export const Cancelled: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /goal title/i }), 'Half a thought');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onCreate).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: /goal title/i })).toHaveValue('');
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: /goal title/i })).toHaveFocus();
    await userEvent.keyboard('Call Grandma');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: /description/i })).toHaveFocus();
    await userEvent.tab();
    const category = canvas.getByRole('combobox', { name: 'Category' });
    await expect(category).toHaveFocus();
    // The phone's own picker handles a focused <select>; user-event cannot press its keys.
    await userEvent.selectOptions(category, 'social');
    await userEvent.tab();
    await expect(canvas.getByLabelText(/target date/i)).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Create' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    // Enter in the title field submits, like Create.
    await userEvent.click(canvas.getByRole('textbox', { name: /goal title/i }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onCreate).toHaveBeenCalledWith({ ...emptyGoalDraft, title: 'Call Grandma', category: 'social' });
  },
};

export const FocusesTitleWhenAsked: Story = {
  args: { focusRequest: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /goal title/i })).toHaveFocus();
  },
};

const supportNotice = 'You don’t have to go through this alone';

/** A goal that sounds like risk brings the crisis contacts under the fields; Create still works. */
export const HeavyWords: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /goal title/i }), 'Make it to my birthday');
    await userEvent.type(canvas.getByRole('textbox', { name: /description/i }), 'honestly i just want it all to end');
    const notice = await canvas.findByRole('region', { name: supportNotice });
    await expect(notice.closest('[role="status"]')).not.toBeNull();
    await expect(canvas.getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
    await expect(canvas.getByText('You can still create your goal whenever you’re ready.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await expect(args.onCreate).toHaveBeenCalledWith(expect.objectContaining({ title: 'Make it to my birthday' }));
    // The form resets, and the notice goes with the words.
    await expect(canvas.queryByRole('region', { name: supportNotice })).not.toBeInTheDocument();
  },
};
