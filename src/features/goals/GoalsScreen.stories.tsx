import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';

import { Button } from '../../components/Button';
import { parseUser, SCHEMA_VERSION } from '../../lib/record';
import type { Goal } from '../../lib/record';
import { styled } from '../../styles';
import { sampleGoals, sampleNow } from './data';
import { GoalsScreen } from './GoalsScreen';
import type { GoalsScreenProps } from './GoalsScreen';
import { updateGoalProgress } from './model';

// The shell's content area: the screen's own padding comes from there.
const Frame = styled('main', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$6',
  paddingInline: '$4',
  paddingBlock: '$5',
  '@md': { paddingInline: '$8', paddingBlock: '$8' },
});

const Harness = styled('div', { borderBlockStart: '1px dashed $borderStrong', paddingBlockStart: '$4' });

/** The stored record's round trip: what a reload reads back from localStorage. */
function reloadFromStorage(goals: Goal[]): Goal[] {
  const stored = JSON.stringify({
    schemaVersion: SCHEMA_VERSION,
    id: 'user-1',
    name: 'Sofía',
    age: 17,
    preferences: {},
    moodHistory: [],
    goals,
  });
  const parsed = parseUser(JSON.parse(stored));
  if (!parsed.ok) throw new Error('the stored record did not read back');
  return parsed.user.goals;
}

/**
 * Plays the app's store: addGoal adds a goal at 0 (not completed), updateGoal clamps and applies the
 * completion rule, and the changes come back as the new `goals`. A reload remounts the screen from
 * the stored JSON.
 */
function StatefulGoals(args: GoalsScreenProps) {
  const [goals, setGoals] = useState(args.goals);
  const [created, setCreated] = useState(0);
  const [reloads, setReloads] = useState(0);
  return (
    <Frame>
      <GoalsScreen
        key={reloads}
        {...args}
        goals={goals}
        onAddGoal={(goal) => {
          args.onAddGoal(goal);
          setCreated(created + 1);
          setGoals((current) => [...current, { ...goal, id: `goal-new-${created + 1}`, progress: 0, completed: false }]);
        }}
        onUpdateGoal={(id, progress) => {
          args.onUpdateGoal(id, progress);
          setGoals((current) => updateGoalProgress(current, id, progress));
        }}
      />
      <Harness>
        <Button
          variant="secondary"
          onClick={() => {
            setGoals(reloadFromStorage(goals));
            setReloads(reloads + 1);
          }}
        >
          Reload the page (story harness)
        </Button>
      </Harness>
    </Frame>
  );
}

const meta = {
  title: 'Screens/Goals',
  component: GoalsScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    // Seeded: Walk outside 10% (15 days left), Call my cousin 70%, Finish the science project 90%
    // (no date), Start a sketchbook 0% (overdue), Go to bed by 11 60% (no date), Join the Thursday
    // study group 100% (completed).
    goals: sampleGoals(6),
    onAddGoal: fn(),
    onUpdateGoal: fn(),
    now: sampleNow,
  },
  render: (args) => <StatefulGoals {...args} />,
} satisfies Meta<typeof GoalsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'phone', isRotated: false } };

function readTiles(canvasElement: HTMLElement) {
  return Array.from(canvasElement.querySelectorAll('dl'), (list) => {
    const [term, value] = [list.querySelector('dt'), list.querySelector('dd')];
    return `${term?.textContent ?? ''}: ${value?.textContent ?? ''}`;
  });
}

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(readTiles(canvasElement)).toEqual(['Completed: 1', 'Active: 5', 'Avg Progress: 55%']);
    const newGoal = canvas.getByRole('button', { name: 'New Goal' });
    await expect(newGoal).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();

    const active = within(canvas.getByRole('region', { name: 'Active Goals' }));
    await expect(active.getAllByRole('article').map((card) => card.querySelector('h3')?.textContent)).toEqual([
      'Walk outside three times a week',
      'Call my cousin on Sundays',
      'Finish the science project',
      'Start a sketchbook',
      'Go to bed by 11 on school nights',
    ]);
    await expect(within(active.getByRole('article', { name: 'Start a sketchbook' })).getByText('Overdue')).toBeVisible();
    await expect(
      within(active.getByRole('article', { name: 'Walk outside three times a week' })).getByText('15 days left'),
    ).toBeVisible();
    const completed = within(canvas.getByRole('region', { name: 'Completed Goals' }));
    await expect(completed.getAllByRole('article')).toHaveLength(1);
    await expect(completed.getByRole('article', { name: 'Join the Thursday study group' })).toBeVisible();
    // Nothing to announce yet.
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** Create a goal, step it up, complete it, then reload: the journey of issue 8. */
const journey: Story['play'] = async ({ canvas, canvasElement, userEvent, args }) => {
  const status = canvas.getByRole('status');
  const newGoal = canvas.getByRole('button', { name: 'New Goal' });

  // Create: the toggle opens the form and keeps focus; the form follows it.
  await userEvent.click(newGoal);
  await expect(newGoal).toHaveAttribute('aria-expanded', 'true');
  const form = canvas.getByRole('form', { name: 'Create New Goal' });
  await expect(newGoal).toHaveAttribute('aria-controls', form.parentElement?.id);
  await userEvent.tab();
  await expect(within(form).getByRole('textbox', { name: /goal title/i })).toHaveFocus();
  await userEvent.keyboard('  Drink more water ');
  await userEvent.click(within(form).getByRole('button', { name: 'Create' }));
  await expect(args.onAddGoal).toHaveBeenCalledWith({
    title: 'Drink more water',
    description: '',
    category: 'wellness',
    targetDate: '',
  });
  await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
  await expect(newGoal).toHaveAttribute('aria-expanded', 'false');
  await expect(newGoal).toHaveFocus();
  await expect(status).toHaveTextContent('Goal added: Drink more water');

  // Progress: two steps of 10%, each saved and announced.
  const active = within(canvas.getByRole('region', { name: 'Active Goals' }));
  const card = within(active.getByRole('article', { name: 'Drink more water' }));
  await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  await expect(card.getByRole('button', { name: /^Decrease progress of Drink more water/ })).toBeDisabled();
  await userEvent.click(card.getByRole('button', { name: 'Increase progress of Drink more water by 10%' }));
  await userEvent.click(card.getByRole('button', { name: 'Increase progress of Drink more water by 10%' }));
  await expect(args.onUpdateGoal).toHaveBeenNthCalledWith(1, 'goal-new-1', 10);
  await expect(args.onUpdateGoal).toHaveBeenNthCalledWith(2, 'goal-new-1', 20);
  await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '20');
  await expect(status).toHaveTextContent('Drink more water: 20%');

  // Complete: the card moves to Completed, takes focus and celebrates; the tiles follow.
  await userEvent.click(card.getByRole('button', { name: 'Complete Drink more water' }));
  await expect(args.onUpdateGoal).toHaveBeenLastCalledWith('goal-new-1', 100);
  const completed = within(canvas.getByRole('region', { name: 'Completed Goals' }));
  const done = completed.getByRole('article', { name: 'Drink more water' });
  await waitFor(() => expect(done).toHaveFocus());
  await expect(active.queryByRole('article', { name: 'Drink more water' })).not.toBeInTheDocument();
  await waitFor(() => expect(within(done).getByText('Goal complete!')).toBeVisible());
  await expect(status).toHaveTextContent('Goal complete: Drink more water');
  await expect(readTiles(canvasElement)).toEqual(['Completed: 2', 'Active: 5', 'Avg Progress: 61%']);

  // Reload: the stored record brings the goal back, completed; the celebration was for the moment.
  await userEvent.click(canvas.getByRole('button', { name: 'Reload the page (story harness)' }));
  const reloaded = within(canvas.getByRole('region', { name: 'Completed Goals' }));
  const restored = reloaded.getByRole('article', { name: 'Drink more water' });
  await expect(within(restored).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await expect(within(restored).queryByText('Goal complete!')).not.toBeInTheDocument();
  await expect(readTiles(canvasElement)).toEqual(['Completed: 2', 'Active: 5', 'Avg Progress: 61%']);
  await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
};

export const CreateProgressCompleteReload: Story = { play: journey };

export const CreateProgressCompleteReloadPhone: Story = {
  globals: phone,
  play: async (context) => {
    const { canvasElement } = context;
    await journey(context);
    const frame = canvasElement.querySelector('main') as HTMLElement;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};

export const PhoneWidth: Story = {
  globals: phone,
  play: async ({ canvas }) => {
    const frame = canvas.getByRole('main');
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    for (const button of canvas.getAllByRole('button')) {
      const box = button.getBoundingClientRect();
      await expect(box.right).toBeLessThanOrEqual(frame.clientWidth);
      await expect(box.height).toBeGreaterThanOrEqual(44);
    }
  },
};

export const Empty: Story = {
  args: { goals: [] },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(readTiles(canvasElement)).toEqual(['Completed: 0', 'Active: 0', 'Avg Progress: 0%']);
    await expect(canvas.getByRole('heading', { level: 3, name: 'No active goals' })).toBeVisible();
    await expect(canvas.getByText('Set your first goal to start tracking your progress')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Completed Goals' })).not.toBeInTheDocument();

    // The empty state's button opens the form further up, so focus goes into it.
    await userEvent.click(canvas.getByRole('button', { name: 'Create Your First Goal' }));
    const title = canvas.getByRole('textbox', { name: /goal title/i });
    await expect(title).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'New Goal' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('Read 20 pages{Enter}');
    await expect(args.onAddGoal).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByText('No active goals')).not.toBeInTheDocument();
    await expect(canvas.getByRole('article', { name: 'Read 20 pages' })).toBeVisible();
  },
};

export const BlankTitleCreatesNothing: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'New Goal' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /goal title/i }), '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await expect(args.onAddGoal).not.toHaveBeenCalled();
    await expect(canvas.getByRole('form', { name: 'Create New Goal' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(6);
  },
};

export const CancelClosesForm: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const newGoal = canvas.getByRole('button', { name: 'New Goal' });
    await userEvent.click(newGoal);
    await userEvent.type(canvas.getByRole('textbox', { name: /goal title/i }), 'Half a thought');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
    await expect(newGoal).toHaveFocus();
    await expect(args.onAddGoal).not.toHaveBeenCalled();
    // Opened again, the form starts empty.
    await userEvent.click(newGoal);
    await expect(canvas.getByRole('textbox', { name: /goal title/i })).toHaveValue('');
    // The toggle closes it too.
    await userEvent.click(newGoal);
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
  },
};

export const ReopenCompletedGoal: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const completed = within(canvas.getByRole('region', { name: 'Completed Goals' }));
    await userEvent.click(
      completed.getByRole('button', { name: 'Decrease progress of Join the Thursday study group by 10%' }),
    );
    await expect(args.onUpdateGoal).toHaveBeenCalledWith('goal-6', 90);
    // Below 100 it is active again: back in the Active list, with focus, and no Completed list left.
    const active = within(canvas.getByRole('region', { name: 'Active Goals' }));
    const card = active.getByRole('article', { name: 'Join the Thursday study group' });
    await waitFor(() => expect(card).toHaveFocus());
    await expect(canvas.queryByRole('region', { name: 'Completed Goals' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('Join the Thursday study group: 90%');
  },
};

export const StepToHundredByKeyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const active = within(canvas.getByRole('region', { name: 'Active Goals' }));
    const increase = active.getByRole('button', { name: 'Increase progress of Finish the science project by 10%' });
    increase.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onUpdateGoal).toHaveBeenCalledWith('goal-3', 100);
    const completed = within(canvas.getByRole('region', { name: 'Completed Goals' }));
    const card = completed.getByRole('article', { name: 'Finish the science project' });
    await waitFor(() => expect(card).toHaveFocus());
    await waitFor(() => expect(within(card).getByText('Goal complete!')).toBeVisible());
    await expect(canvas.getByRole('status')).toHaveTextContent('Goal complete: Finish the science project');
  },
};
