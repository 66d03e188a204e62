import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';

import { styled } from '../../styles';
import { Button } from '../Button';
import { Phone, Text } from '../Icon';
import { ToggleGroup } from '../ToggleGroup';
import { sampleMoodLevels } from '../ToggleGroup/ToggleGroup.samples';
import { Dialog } from './Dialog';
import type { DialogProps } from './Dialog';

function MoodQuestion() {
  const [mood, setMood] = useState<string | null>(null);
  return (
    <ToggleGroup
      type="single"
      legend="How are you feeling right now?"
      name="dialog-mood"
      options={sampleMoodLevels}
      value={mood}
      onChange={setMood}
    />
  );
}

const groundingSteps = [
  'Notice five things you can see around you. Name them quietly, one at a time.',
  'Notice four things you can touch: your sleeve, the chair, the floor under your feet.',
  'Notice three things you can hear, near and far away.',
  'Notice two things you can smell, or two smells you like.',
  'Notice one thing you can taste, or take a slow sip of water.',
  'Breathe in for four counts, hold for four, and breathe out for six.',
  'Feelings rise and fall like waves. This one will pass, even if it does not feel like it yet.',
  'You can repeat these steps as many times as you need. There is no right or wrong way.',
  'When you feel ready, think of one small kind thing you can do for yourself today.',
  'If the feeling gets too big, you can always reach out. Talking to someone helps.',
];

const Steps = styled('ol', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$4',
  paddingInlineStart: '$6',
});

const crisisActions = (
  <>
    <Button variant="secondary" icon={<Text />}>
      Text HOME to 741741
    </Button>
    <Button variant="danger" icon={<Phone />}>
      Call 988
    </Button>
  </>
);

/** A screen's use of the dialog: a trigger, `open` in state, and the spy told of every close. */
function DialogWithTrigger(args: DialogProps) {
  const [open, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
    args.onClose();
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>Start a check-in</Button>
      <Dialog
        {...args}
        open={open}
        onClose={close}
        actions={
          <>
            <Button variant="secondary" onClick={close}>
              Not now
            </Button>
            <Button onClick={close}>Save check-in</Button>
          </>
        }
      />
    </>
  );
}

/** A point on the backdrop: the dialog element, outside its own box. */
const backdropCorner = { clientX: 4, clientY: 4 };

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  args: {
    open: true,
    onClose: fn(),
    title: 'Daily check-in',
    description: 'It takes less than a minute. Only you can see your answers.',
    children: <MoodQuestion />,
  },
  argTypes: { children: { control: false }, actions: { control: false } },
  parameters: {
    layout: 'fullscreen',
    // A modal covers its whole document: in the docs page each story gets its own frame.
    docs: { story: { inline: false, height: '560px' } },
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ClosedWithTrigger: Story = {
  args: { open: false },
  render: (args) => <DialogWithTrigger {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Start a check-in' });
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(trigger);

    const dialog = canvas.getByRole('dialog', { name: 'Daily check-in' });
    await expect(dialog).toHaveAccessibleDescription(
      'It takes less than a minute. Only you can see your answers.',
    );
    await expect(dialog).toHaveAttribute('open');
    // Focus moves to the first control of the body, not the close button.
    await waitFor(() =>
      expect(within(dialog).getByRole('radio', { name: 'Very Low' })).toHaveFocus(),
    );

    // Tab moves through the dialog and wraps from the last control to the first: the page
    // behind is inert and never takes focus.
    const stops = ['Not now', 'Save check-in', 'Close dialog'];
    for (const name of stops) {
      await userEvent.tab();
      await expect(within(dialog).getByRole('button', { name })).toHaveFocus();
    }
    await userEvent.tab();
    await expect(within(dialog).getByRole('radio', { name: 'Very Low' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect(within(dialog).getByRole('button', { name: 'Save check-in' })).toHaveFocus();
    await expect(trigger).not.toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = {
  play: async ({ canvas }) => {
    const dialog = canvas.getByRole('dialog', { name: 'Daily check-in' });
    // Visible once the fade-in (motion allowed) has finished.
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog.matches(':modal')).toBe(true);
    await expect(dialog).toHaveAccessibleDescription(
      'It takes less than a minute. Only you can see your answers.',
    );
  },
};

export const ClosesWithCloseButton: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const dialog = canvas.getByRole('dialog', { name: 'Daily check-in' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close dialog' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const ClosesOnBackdropClick: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const dialog = canvas.getByRole('dialog', { name: 'Daily check-in' });
    // A click inside the box is not a backdrop click.
    await userEvent.click(within(dialog).getByText(/Only you can see your answers/));
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.pointer({ keys: '[MouseLeft]', target: dialog, coords: backdropCorner });
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const CrisisTone: Story = {
  args: {
    tone: 'crisis',
    size: 'sm',
    title: "You're not alone",
    description:
      "If you're thinking about hurting yourself, talk to someone now. It's free, confidential and open 24/7.",
    children: <p>You can call, or text if talking feels like too much.</p>,
    actions: crisisActions,
  },
  play: async ({ canvas, userEvent, args }) => {
    const dialog = canvas.getByRole('dialog', { name: "You're not alone" });
    const call = within(dialog).getByRole('button', { name: 'Call 988' });
    await waitFor(() => expect(call).toBeVisible());
    // No control in the body: the dialog itself takes focus, so its name and description are read.
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const LongContent: Story = {
  args: {
    title: '5-4-3-2-1 grounding',
    size: 'sm',
    description: 'A way to come back to the present when everything feels like too much.',
    children: (
      <Steps>
        {groundingSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </Steps>
    ),
    actions: <Button>I feel a bit calmer</Button>,
  },
  play: async ({ canvas }) => {
    const dialog = canvas.getByRole('dialog', { name: '5-4-3-2-1 grounding' });
    // The dialog fits the viewport and scrolls inside; the footer action stays in view.
    await expect(dialog.getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight);
    await expect(dialog.scrollHeight).toBeGreaterThan(dialog.clientHeight);
    const action = within(dialog).getByRole('button', { name: 'I feel a bit calmer' });
    // After the rise-in animation, which starts a few pixels low.
    await waitFor(() =>
      expect(action.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight),
    );
    dialog.scrollTop = dialog.scrollHeight;
    await waitFor(() => expect(dialog.scrollTop).toBeGreaterThan(0));
    const heading = within(dialog).getByRole('heading', { name: '5-4-3-2-1 grounding' });
    await waitFor(() => expect(heading).toBeVisible());
  },
};

export const NotDismissible: Story = {
  args: { dismissible: false },
  play: async ({ canvas, userEvent, args }) => {
    const dialog = canvas.getByRole('dialog', { name: 'Daily check-in' });
    await userEvent.pointer({ keys: '[MouseLeft]', target: dialog, coords: backdropCorner });
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(dialog).toHaveAttribute('open');
    // The keyboard way out always works.
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

function DialogWithInitialFocus(args: DialogProps) {
  const saveRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      {...args}
      initialFocusRef={saveRef}
      actions={
        <>
          <Button variant="secondary" onClick={args.onClose}>
            Not now
          </Button>
          <Button ref={saveRef} onClick={args.onClose}>
            Save check-in
          </Button>
        </>
      }
    />
  );
}

export const WithInitialFocus: Story = {
  args: { children: <p>Your mood for today is already filled in from this morning.</p> },
  render: (args) => <DialogWithInitialFocus {...args} />,
  play: async ({ canvas }) => {
    const dialog = canvas.getByRole('dialog', { name: 'Daily check-in' });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Save check-in' })).toHaveFocus(),
    );
  },
};
