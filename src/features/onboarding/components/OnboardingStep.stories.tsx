import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { OnboardingStep } from './OnboardingStep';

const meta = {
  title: 'Features/Onboarding/OnboardingStep',
  component: OnboardingStep,
  args: {
    stepIndex: 0,
    title: 'Welcome to Kindred',
    lead: 'A calm, private space to check in with yourself.',
    canAdvance: true,
    onPrevious: fn(),
    onNext: fn(),
    children: <p>The body of the step goes here.</p>,
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof OnboardingStep>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstStep: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Step 1 of 4')).toBeVisible();
    await expect(canvas.getByText('25%')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Setup progress' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    // The heading takes focus when the step appears.
    await expect(canvas.getByRole('heading', { level: 2, name: 'Welcome to Kindred' })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onNext).toHaveBeenCalledTimes(1);
    await expect(args.onPrevious).not.toHaveBeenCalled();
  },
};

export const MiddleStep: Story = {
  args: { stepIndex: 1, title: 'Tell us about yourself', lead: undefined },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Step 2 of 4');
    await expect(canvas.getByText('50%')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(args.onPrevious).toHaveBeenCalledTimes(1);
  },
};

export const CannotAdvance: Story = {
  args: {
    stepIndex: 1,
    title: 'Tell us about yourself',
    canAdvance: false,
    blockedHint: 'Enter your first name and choose your age to continue.',
  },
  play: async ({ canvas, userEvent, args }) => {
    const next = canvas.getByRole('button', { name: 'Next' });
    await expect(next).toBeDisabled();
    // The reason is on screen, and read with the button.
    await expect(next).toHaveAccessibleDescription(
      'Enter your first name and choose your age to continue.',
    );
    await userEvent.click(next);
    await expect(args.onNext).not.toHaveBeenCalled();
  },
};

export const LastStep: Story = {
  args: { stepIndex: 3, title: 'You’re all set!', lead: undefined },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Step 4 of 4')).toBeVisible();
    await expect(canvas.getByText('100%')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    // Keyboard: from the focused heading, Tab reaches Previous then Get Started.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Get Started' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNext).toHaveBeenCalledTimes(1);
  },
};
