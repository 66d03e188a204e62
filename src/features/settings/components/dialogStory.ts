// Shared by the stories of this feature's confirmation dialogs.
import type { StoryContext } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';

/** A modal covers its whole document: full screen, and in the docs page each story in its own frame. */
export const modalParameters = {
  layout: 'fullscreen',
  docs: { story: { inline: false, height: '560px' } },
};

/** Presses the trigger and returns the dialog once it has risen in (motion allowed). */
export async function openDialog(
  { canvas, userEvent }: Pick<StoryContext, 'canvas' | 'userEvent'>,
  trigger: string,
  title: string,
) {
  await userEvent.click(canvas.getByRole('button', { name: trigger }));
  const dialog = canvas.getByRole('dialog', { name: title });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}
