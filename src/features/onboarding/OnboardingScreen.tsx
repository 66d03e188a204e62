import type { ReactNode } from 'react';

import { Heart, Icon } from '../../components/Icon';
import { useT } from '../../i18n';
import type { Locale } from '../../i18n';
import { styled } from '../../styles';
import { OnboardingWizard } from './components/OnboardingWizard';
import type { NewProfile } from './model';
import { useOnboarding } from './useOnboarding';

const Page = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '$5',
  minBlockSize: '100dvh',
  paddingBlock: '$6',
  paddingInline: '$3',
  backgroundColor: '$canvas',
  color: '$text',
  '@md': { justifyContent: 'center', paddingBlock: '$10', paddingInline: '$6' },
});

const Brand = styled('header', {
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
});

const Mark = styled('span', {
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  size: '2.75rem',
  borderRadius: '$md',
  backgroundColor: '$accent',
  color: '$onAccent',
});

const Name = styled('h1', { fontSize: '$xl', fontWeight: '$bold' });

const Tagline = styled('p', { fontSize: '$sm', color: '$muted', fontWeight: '$medium' });

const Main = styled('main', {
  inlineSize: '100%',
  maxInlineSize: '36rem',
});

export interface OnboardingScreenProps {
  /** Get Started: the profile to log in with (spec section 4). */
  onComplete: (profile: NewProfile) => void;
  /** The new user's id; injected so stories and tests get a stable one. */
  newId: () => string;
  /** Called when the language choice changes, so the UI can switch language at once. */
  onLanguageChange?: (locale: Locale) => void;
  /** A message about the data on this device, shown above the wizard. */
  notice?: ReactNode;
}

/** Shown instead of the app until someone has a profile: the brand and the four-step wizard. */
export function OnboardingScreen({ onComplete, newId, onLanguageChange, notice }: OnboardingScreenProps) {
  const t = useT();
  const onboarding = useOnboarding({ onComplete, onLanguageChange });
  return (
    <Page>
      <Brand>
        <Mark>
          <Icon icon={Heart} size="lg" />
        </Mark>
        <div>
          <Name>{t('app.name')}</Name>
          <Tagline>{t('app.tagline')}</Tagline>
        </div>
      </Brand>
      <Main>
        {notice}
        <OnboardingWizard
          stepIndex={onboarding.stepIndex}
          draft={onboarding.draft}
          onDraftChange={onboarding.update}
          onNext={onboarding.next}
          onPrevious={onboarding.previous}
          onFinish={() => onboarding.finish(newId())}
        />
      </Main>
    </Page>
  );
}
