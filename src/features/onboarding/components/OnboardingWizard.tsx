import { useT } from '../../../i18n';
import { canAdvance, onboardingSteps, stepProgress } from '../model';
import { draftCountry } from '../model';
import type { OnboardingDraft } from '../model';
import { BackgroundStep } from './BackgroundStep';
import { BasicInfoStep } from './BasicInfoStep';
import { CompleteStep } from './CompleteStep';
import { OnboardingStep } from './OnboardingStep';
import { WelcomeStep } from './WelcomeStep';

export interface OnboardingWizardProps {
  /** Zero-based index into the four steps. */
  stepIndex: number;
  draft: OnboardingDraft;
  onDraftChange: (patch: Partial<OnboardingDraft>) => void;
  onNext: () => void;
  onPrevious: () => void;
  /** Get Started on the last step. */
  onFinish: () => void;
}

/** The four onboarding steps of spec section 2 in one frame; the state lives with the caller. */
export function OnboardingWizard({
  stepIndex,
  draft,
  onDraftChange,
  onNext,
  onPrevious,
  onFinish,
}: OnboardingWizardProps) {
  const t = useT();
  const { current, total } = stepProgress(stepIndex);
  const step = onboardingSteps[current - 1] ?? 'welcome';
  const isLast = current === total;

  const frame = {
    stepIndex: current - 1,
    canAdvance: canAdvance(step, draft),
    onPrevious,
    onNext: isLast ? onFinish : onNext,
  };

  switch (step) {
    case 'welcome':
      return (
        <OnboardingStep
          {...frame}
          title={t('onboarding.welcome.title', { appName: t('app.name') })}
          lead={t('onboarding.welcome.lead')}
        >
          <WelcomeStep />
        </OnboardingStep>
      );
    case 'basic-info':
      return (
        <OnboardingStep
          {...frame}
          title={t('onboarding.basicInfo.title')}
          lead={t('onboarding.basicInfo.lead')}
          blockedHint={t('onboarding.basicInfo.nextHint')}
        >
          <BasicInfoStep name={draft.name} age={draft.age} onChange={onDraftChange} />
        </OnboardingStep>
      );
    case 'background':
      return (
        <OnboardingStep
          {...frame}
          title={t('onboarding.background.title')}
          lead={t('onboarding.background.lead')}
        >
          <BackgroundStep
            culturalBackground={draft.culturalBackground}
            language={draft.language}
            communicationStyle={draft.communicationStyle}
            country={draftCountry(draft)}
            onChange={onDraftChange}
          />
        </OnboardingStep>
      );
    case 'complete':
      return (
        <OnboardingStep {...frame} title={t('onboarding.complete.title')}>
          <CompleteStep name={draft.name} />
        </OnboardingStep>
      );
  }
}
