import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';

import { styled } from '../../styles';
import { OnboardingScreen } from './OnboardingScreen';

const meta = {
  title: 'Screens/Onboarding',
  component: OnboardingScreen,
  parameters: { layout: 'fullscreen' },
  args: { onComplete: fn(), newId: () => 'test-id', onLanguageChange: fn() },
} satisfies Meta<typeof OnboardingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Kindred' })).toBeVisible();
    await expect(canvas.getByText('Mental Health Support')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Welcome to Kindred' })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const heading = (name: string) => canvas.getByRole('heading', { level: 2, name });
    const status = canvas.getByRole('status');

    // Step 1: Previous is disabled, so Tab goes straight to Next.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    // Step 2: focus on the new heading, progress announced.
    await waitFor(() => expect(heading('Tell us about yourself')).toHaveFocus());
    await expect(status).toHaveTextContent('Step 2 of 4');
    await expect(canvas.getByText('50%')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: /first name/i })).toHaveFocus();
    await userEvent.keyboard('Sofía');
    await userEvent.tab();
    const age = canvas.getByRole('combobox', { name: /age/i });
    await expect(age).toHaveFocus();
    // The phone's own picker handles a focused <select>; user-event cannot press its keys.
    await userEvent.selectOptions(age, '17');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveFocus();
    await userEvent.keyboard(' ');

    // Step 3: skip the optional background, arrow to Spanish and to Direct.
    await waitFor(() => expect(heading('Make it yours')).toHaveFocus());
    await expect(status).toHaveTextContent('Step 3 of 4');
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: /cultural background/i })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: /^English/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: /^español/ })).toBeChecked();
    await expect(args.onLanguageChange).toHaveBeenCalledWith('es-ES');
    // The crisis contacts' country follows the language until one is picked.
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: 'Country for crisis contacts' })).toHaveFocus();
    await expect(canvas.getByRole('combobox', { name: 'Country for crisis contacts' })).toHaveValue('ES');
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Supportive' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Direct' })).toBeChecked();
    // Enter on a radio submits the step's form, like Next.
    await userEvent.keyboard('{Enter}');

    // Step 4: greeted by first name; Get Started logs in with the built profile.
    await waitFor(() => expect(heading('You’re all set!')).toHaveFocus());
    await expect(status).toHaveTextContent('Step 4 of 4');
    await expect(canvas.getByText('Welcome, Sofía!')).toBeVisible();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Get Started' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(args.onComplete).toHaveBeenCalledWith({
      id: 'test-id',
      name: 'Sofía',
      age: 17,
      preferences: { language: 'es-ES', culturalBackground: '', communicationStyle: 'direct', country: 'ES' },
      moodHistory: [],
      goals: [],
    });
  },
};

export const GoingBackKeepsAnswers: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /first name/i }), 'Kai');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /age/i }), '21');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));

    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 2, name: 'Tell us about yourself' })).toHaveFocus(),
    );
    await expect(canvas.getByRole('textbox', { name: /first name/i })).toHaveValue('Kai');
    await expect(canvas.getByRole('combobox', { name: /age/i })).toHaveValue('21');
    await expect(args.onComplete).not.toHaveBeenCalled();
  },
};

// The narrowest phone the app supports.
const SmallPhone = styled('div', { inlineSize: '320px' });

export const SmallPhoneWidth: Story = {
  decorators: [
    (Story) => (
      <SmallPhone>
        <Story />
      </SmallPhone>
    ),
  ],
  play: async ({ canvas, userEvent }) => {
    const page = canvas.getByRole('main').parentElement as HTMLElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(320);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /first name/i }), 'Kai');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /age/i }), '21');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    // Step 3 has the widest content: the language chips.
    await expect(canvas.getByRole('radio', { name: /^العربية/ })).toBeInTheDocument();
    await expect(page.scrollWidth).toBeLessThanOrEqual(320);
    // Both buttons stay on screen, with a full tap target.
    const nav = within(canvas.getByRole('form'));
    for (const button of nav.getAllByRole('button')) {
      const box = button.getBoundingClientRect();
      await expect(box.right).toBeLessThanOrEqual(320);
      await expect(box.height).toBeGreaterThanOrEqual(44);
    }
  },
};
