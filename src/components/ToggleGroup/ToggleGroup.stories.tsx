import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';

import { styled } from '../../styles';
import { ToggleGroup } from './ToggleGroup';
import type { ToggleGroupProps } from './ToggleGroup';
import { sampleEmotions as emotions, sampleMoodLevels as moodLevels } from './ToggleGroup.samples';

/** Holds the selection like a screen would, and still reports every change to the `onChange` spy. */
function StatefulToggleGroup(props: ToggleGroupProps) {
  const [single, setSingle] = useState(props.type === 'single' ? props.value : null);
  const [multiple, setMultiple] = useState(props.type === 'multiple' ? props.value : []);
  return props.type === 'single' ? (
    <ToggleGroup
      {...props}
      value={single}
      onChange={(value: string) => {
        setSingle(value);
        props.onChange(value);
      }}
    />
  ) : (
    <ToggleGroup
      {...props}
      value={multiple}
      onChange={(value: string[]) => {
        setMultiple(value);
        props.onChange(value);
      }}
    />
  );
}

const meta = {
  title: 'Components/ToggleGroup',
  component: ToggleGroup,
  args: {
    type: 'single',
    legend: 'How are you feeling right now?',
    name: 'mood',
    options: moodLevels,
    value: null,
    onChange: fn(),
  },
  argTypes: { options: { control: false } },
  render: (args) => <StatefulToggleGroup {...args} />,
} satisfies Meta<typeof ToggleGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The check mark drawn on the chip of an input: shown only when selected. */
function checkMarkOf(input: HTMLElement) {
  const glyphs = input.closest('label')?.querySelectorAll('svg') ?? [];
  return glyphs[glyphs.length - 1];
}

export const MoodLevel: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const group = canvas.getByRole('group', { name: 'How are you feeling right now?' });
    const okay = within(group).getByRole('radio', { name: 'Okay' });
    await expect(within(group).getAllByRole('radio')).toHaveLength(5);

    await userEvent.click(within(group).getByText('Okay'));
    await expect(okay).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('3');
    await expect(checkMarkOf(okay)).toBeVisible();

    // Native radios: the arrow keys move the selection.
    await userEvent.keyboard('{ArrowRight}');
    const good = canvas.getByRole('radio', { name: 'Good' });
    await expect(good).toBeChecked();
    await expect(good).toHaveFocus();
    await expect(okay).not.toBeChecked();
    await expect(checkMarkOf(okay)).not.toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith('4');
  },
};

export const KeyboardFocusRing: Story = {
  args: { value: '4' },
  play: async ({ canvas, userEvent }) => {
    // Tab lands on the selected radio, and its chip shows the focus ring.
    await userEvent.tab();
    const good = canvas.getByRole('radio', { name: 'Good' });
    await expect(good).toHaveFocus();
    const face = good.nextElementSibling as HTMLElement;
    await expect(getComputedStyle(face).outlineStyle).toBe('solid');
    await expect(getComputedStyle(face).outlineWidth).toBe('3px');
  },
};

export const MoodChosen: Story = {
  args: { value: '2' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Low' })).toBeChecked();
    await expect(canvas.getAllByRole('radio', { checked: true })).toHaveLength(1);
  },
};

export const Emotions: Story = {
  args: {
    type: 'multiple',
    legend: 'Which emotions are you feeling?',
    name: 'emotions',
    options: emotions,
    value: [],
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(12);
    await userEvent.click(canvas.getByText('Anxious'));
    await userEvent.click(canvas.getByText('Tired'));
    // Reported in the options' order, not the order of clicks.
    await expect(args.onChange).toHaveBeenLastCalledWith(['tired', 'anxious']);

    // Space toggles the focused checkbox.
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'Tired' })).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(['anxious']);
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Anxious' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
  },
};

export const EmotionsChosen: Story = {
  args: {
    type: 'multiple',
    legend: 'Which emotions are you feeling?',
    name: 'emotions',
    options: emotions,
    value: ['calm', 'hopeful', 'tired'],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('checkbox', { checked: true })).toHaveLength(3);
    await expect(checkMarkOf(canvas.getByRole('checkbox', { name: 'Calm' }))).toBeVisible();
  },
};

export const HiddenLegend: Story = {
  args: { hideLegend: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('group', { name: 'How are you feeling right now?' }),
    ).toBeInTheDocument();
    const legend = canvas.getByText('How are you feeling right now?');
    await expect(legend.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('required')).toBeVisible();
    for (const radio of canvas.getAllByRole('radio')) {
      await expect(radio).toBeRequired();
    }
  },
};

export const Disabled: Story = {
  args: { disabled: true, value: '3' },
  play: async ({ canvas, args }) => {
    for (const radio of canvas.getAllByRole('radio')) {
      await expect(radio).toBeDisabled();
    }
    canvas.getByText('Great').click();
    await expect(canvas.getByRole('radio', { name: 'Okay' })).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

const Narrow = styled('div', { maxInlineSize: '320px' });

export const WrapsOnSmallScreens: Story = {
  args: {
    type: 'multiple',
    legend: 'Which emotions are you feeling?',
    name: 'emotions',
    options: emotions,
    value: ['overwhelmed'],
  },
  decorators: [
    (Story) => (
      <Narrow>
        <Story />
      </Narrow>
    ),
  ],
  play: async ({ canvas }) => {
    const first = canvas.getByText('Happy').getBoundingClientRect();
    const last = canvas.getByText('Overwhelmed').getBoundingClientRect();
    await expect(last.top).toBeGreaterThan(first.bottom);
    await expect(last.right).toBeLessThanOrEqual(first.left + 320);
  },
};
