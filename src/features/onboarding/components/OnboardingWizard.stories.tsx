import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';

import { sampleDraft } from '../data';
import { emptyDraft } from '../model';
import { OnboardingWizard } from './OnboardingWizard';
import type { OnboardingWizardProps } from './OnboardingWizard';

/** Holds the draft like the screen's hook would; the step stays where the story puts it. */
function StatefulWizard({ draft: initial, onDraftChange, ...props }: OnboardingWizardProps) {
  const [draft, setDraft] = useState(initial);
  return (
    <OnboardingWizard
      {...props}
      draft={draft}
      onDraftChange={(patch) => {
        setDraft((current) => ({ ...current, ...patch }));
        onDraftChange(patch);
      }}
    />
  );
}

const meta = {
  title: 'Features/Onboarding/OnboardingWizard',
  component: OnboardingWizard,
  args: {
    stepIndex: 0,
    draft: emptyDraft,
    onDraftChange: fn(),
    onNext: fn(),
    onPrevious: fn(),
    onFinish: fn(),
  },
  render: (args) => <StatefulWizard {...args} />,
} satisfies Meta<typeof OnboardingWizard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Welcome: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Welcome to Kindred' })).toHaveFocus();
    await expect(canvas.getByText('Step 1 of 4')).toBeVisible();
    await expect(canvas.getByText('25%')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    // Keyboard: Previous is disabled, so the first Tab from the heading reaches Next.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onNext).toHaveBeenCalledTimes(1);
  },
};

export const BasicInfoEmpty: Story = {
  args: { stepIndex: 1 },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Step 2 of 4')).toBeVisible();
    await expect(canvas.getByText('50%')).toBeVisible();
    const next = canvas.getByRole('button', { name: 'Next' });
    const name = canvas.getByRole('textbox', { name: 'First name required' });
    const age = canvas.getByRole('combobox', { name: 'Age required' });
    const reason = 'Enter your first name and choose your age to continue.';
    await expect(next).toBeDisabled();
    await expect(canvas.getByText(reason)).toBeVisible();

    // A name of spaces is blank (spec section 5), even with an age.
    await userEvent.type(name, '   ');
    await userEvent.selectOptions(age, '15');
    await expect(next).toBeDisabled();
    await userEvent.click(name);
    await userEvent.keyboard('{Enter}');
    await expect(args.onNext).not.toHaveBeenCalled();

    // A name but no age: still disabled.
    await userEvent.clear(name);
    await userEvent.type(name, 'Sofía');
    await userEvent.selectOptions(age, 'Choose your age');
    await expect(next).toBeDisabled();

    await userEvent.selectOptions(age, '15');
    await expect(next).toBeEnabled();
    await expect(canvas.queryByText(reason)).not.toBeInTheDocument();
    await userEvent.click(next);
    await expect(args.onNext).toHaveBeenCalledTimes(1);
  },
};

export const BasicInfoFilled: Story = {
  args: { stepIndex: 1, draft: sampleDraft() },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled();
    // Enter in the name field advances, like Next.
    await userEvent.click(canvas.getByRole('textbox', { name: /first name/i }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onNext).toHaveBeenCalledTimes(1);
  },
};

export const Background: Story = {
  args: { stepIndex: 2, draft: sampleDraft() },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Step 3 of 4')).toBeVisible();
    await expect(canvas.getByText('75%')).toBeVisible();
    // Cultural background is optional: Next works with nothing chosen.
    await expect(canvas.getByRole('combobox', { name: /cultural background/i })).toHaveValue('');
    await userEvent.click(canvas.getByRole('radio', { name: 'Empathetic' }));
    await expect(args.onDraftChange).toHaveBeenLastCalledWith({ communicationStyle: 'empathetic' });
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onNext).toHaveBeenCalledTimes(1);
  },
};

export const Complete: Story = {
  args: { stepIndex: 3, draft: sampleDraft({ name: 'Sofía ' }) },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Step 4 of 4')).toBeVisible();
    await expect(canvas.getByText('100%')).toBeVisible();
    await expect(canvas.getByText('Welcome, Sofía!')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Get Started' }));
    await expect(args.onFinish).toHaveBeenCalledTimes(1);
    await expect(args.onNext).not.toHaveBeenCalled();
  },
};
