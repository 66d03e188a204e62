import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';

import { Button } from '../../../components/Button';
import { sampleResource } from '../data';
import { ResourceDetail } from './ResourceDetail';
import type { ResourceDetailProps } from './ResourceDetail';

/** A trigger and `resource` in state, as the screen opens and closes it. */
function DetailWithTrigger(args: ResourceDetailProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open resource</Button>
      <ResourceDetail
        resource={open ? sampleResource({ category: 'exercise' }) : null}
        onClose={() => {
          setOpen(false);
          args.onClose();
        }}
      />
    </>
  );
}

const exercise = sampleResource({ category: 'exercise', culturalContext: ['native-american'], rating: 4.6 });

const meta = {
  title: 'Features/Resources/ResourceDetail',
  component: ResourceDetail,
  args: { resource: exercise, onClose: fn() },
  parameters: {
    layout: 'fullscreen',
    // A modal covers its whole document: in the docs page each story gets its own frame.
    docs: { story: { inline: false, height: '640px' } },
  },
} satisfies Meta<typeof ResourceDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ExerciseWithSteps: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = body.getByRole('dialog', { name: exercise.title });
    // It rises in: visible once its first frame is painted.
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveAccessibleDescription(exercise.description);
    const inDialog = within(dialog);
    await expect(inDialog.getByText('Exercise')).toBeVisible();
    await expect(inDialog.getByRole('img', { name: 'Rated 4.6 out of 5' })).toBeVisible();
    await expect(inDialog.getByText(`Ages ${exercise.ageGroup}`)).toBeVisible();
    await expect(inDialog.getByText('Native American')).toBeVisible();
    const steps = within(inDialog.getByRole('region', { name: 'Steps' })).getAllByRole('listitem');
    await expect(steps.map((step) => step.textContent)).toEqual(exercise.steps);
    await expect(steps[0]?.parentElement?.tagName).toBe('OL');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const VideoWithDuration: Story = {
  args: { resource: sampleResource({ category: 'video', duration: 21, culturalContext: ['african-american'] }) },
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: args.resource?.title });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByText('21 min')).toBeVisible();
    await expect(within(dialog).getByText('African American')).toBeVisible();
    // Not an exercise: no steps, and an honest note instead of a link to nowhere.
    await expect(within(dialog).queryByRole('region', { name: 'Steps' })).not.toBeInTheDocument();
    await expect(within(dialog).getByText(/sample listing/)).toBeVisible();
    await expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
  },
};

export const Closed: Story = {
  args: { resource: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const ClosesAndReturnsFocus: Story = {
  args: { resource: null },
  render: (args) => <DetailWithTrigger {...args} />,
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Open resource' });
    await userEvent.click(trigger);
    const dialog = body.getByRole('dialog', { name: exercise.title });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(trigger).toHaveFocus();

    // The close button too.
    await userEvent.click(trigger);
    await expect(dialog).not.toBeInTheDocument();
    await userEvent.click(within(body.getByRole('dialog')).getByRole('button', { name: 'Close dialog' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(2);
    await expect(trigger).toHaveFocus();
  },
};
