import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';

import { styled } from '../../styles';
import { Button } from '../Button';
import { Breathing } from '../Icon';
import { Tooltip } from './Tooltip';

const Stage = styled('div', { py: '$16' });

const hint = 'A two-minute guided breath to calm your body';

/** Real pointer coordinates: the safe-polygon logic follows the cursor, not the event target. */
function centreOf(element: Element) {
  const { x, y, width, height } = element.getBoundingClientRect();
  return { clientX: x + width / 2, clientY: y + height / 2 };
}

const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
  args: {
    content: hint,
    children: (
      <Button variant="secondary" icon={<Breathing />}>
        Breathe with me
      </Button>
    ),
  },
  argTypes: { children: { control: false } },
  // Room above and below the trigger for the tooltip to open into.
  decorators: [
    (Story) => (
      <Stage>
        <Story />
      </Stage>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnKeyboardFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Breathe with me' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    // The tooltip is portaled to <body>, outside the story's canvas.
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(hint);
    await expect(trigger).toHaveAccessibleDescription(hint);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const OnHover: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Breathe with me' });
    await userEvent.pointer({ target: trigger, coords: centreOf(trigger) });
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(hint);

    // Hoverable: moving the pointer up across the gap onto the tooltip keeps it open.
    const top = trigger.getBoundingClientRect().top;
    const gap = { clientX: centreOf(trigger).clientX, clientY: top - 4 };
    const inGap = document.elementFromPoint(gap.clientX, gap.clientY) ?? document.body;
    await userEvent.pointer([
      { target: inGap, coords: gap },
      { target: tooltip, coords: centreOf(tooltip) },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await waitFor(() => expect(screen.getByRole('tooltip')).toBeVisible());

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const ClosesWhenPointerLeaves: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Breathe with me' });
    await userEvent.pointer({ target: trigger, coords: centreOf(trigger) });
    await screen.findByRole('tooltip');

    // Down and away from both trigger and tooltip: outside the safe polygon.
    const { bottom, right } = canvasElement.getBoundingClientRect();
    const away = { clientX: right - 4, clientY: bottom - 4 };
    await userEvent.pointer({ target: canvasElement, coords: away });
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const PlacedBelow: Story = {
  args: { placement: 'bottom' },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Breathe with me' });
    await userEvent.tab();
    const tooltip = await screen.findByRole('tooltip');
    await waitFor(() =>
      expect(tooltip.getBoundingClientRect().top).toBeGreaterThanOrEqual(
        trigger.getBoundingClientRect().bottom,
      ),
    );
  },
};

export const RepeatsTheName: Story = {
  args: {
    content: 'Breathe with me',
    describesTrigger: false,
  },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Breathe with me' });
    await userEvent.tab();
    // Shown to sighted users, but not announced twice.
    await waitFor(() => expect(screen.getAllByText('Breathe with me')).toHaveLength(2));
    await expect(trigger).not.toHaveAttribute('aria-describedby');
    await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  },
};

export const OpensOnPress: Story = {
  args: { openOnPress: true },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Breathe with me' });
    // A tap: touch never opens a tooltip on hover, so only the press can.
    await userEvent.pointer({ keys: '[TouchA]', target: trigger, coords: centreOf(trigger) });
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(hint);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(screen.getByRole('tooltip')).toBeVisible();

    // A second press closes it.
    await userEvent.pointer({ keys: '[TouchA]', target: trigger, coords: centreOf(trigger) });
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};
