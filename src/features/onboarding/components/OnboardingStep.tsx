import { useEffect, useId, useRef } from 'react';
import type { FormEvent, ReactNode } from 'react';

import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { FieldHint } from '../../../components/Field';
import { Icon, Info, Sparkles } from '../../../components/Icon';
import { ProgressBar } from '../../../components/ProgressBar';
import { useT } from '../../../i18n';
import { styled } from '../../../styles';
import { stepProgress } from '../model';

const Panel = styled(Card, {
  display: 'flex',
  flexDirection: 'column',
  gap: '$5',
});

const ProgressArea = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
});

const ProgressText = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  columnGap: '$3',
  fontSize: '$sm',
});

const StepCount = styled('p', { fontWeight: '$semibold', color: '$text' });

const Percent = styled('p', { color: '$muted', fontVariantNumeric: 'tabular-nums' });

const Form = styled('form', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$5',
});

const Heading = styled('h2', {
  fontSize: '$xl',
  '@md': { fontSize: '$2xl' },
  fontWeight: '$bold',
  color: '$text',
  // Focus is moved here by script to orient screen-reader users; the heading is not a control,
  // so it gets no ring (WCAG 2.4.7 covers operable components).
  '&:focus': { outline: 'none' },
});

const Header = styled('div', { display: 'flex', flexDirection: 'column', gap: '$2' });

const Lead = styled('p', { color: '$muted' });

const Nav = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: '$3',
  paddingBlockStart: '$4',
  borderBlockStart: '1px solid $border',
  // Next stays at the inline end even when the row wraps on a very narrow screen.
  '& > :last-child': { marginInlineStart: 'auto' },
});

const BlockedHint = styled(FieldHint, {
  display: 'flex',
  alignItems: 'flex-start',
  gap: '$2',
  '& svg': { flexShrink: 0, inlineSize: '1.25em', blockSize: '1.25em', marginBlockStart: '0.1em' },
});

export interface OnboardingStepProps {
  /** Zero-based position in the wizard; drives the progress, the labels and the focus move. */
  stepIndex: number;
  /** The step's heading; it receives focus whenever the step changes. */
  title: string;
  /** One line under the heading. */
  lead?: string;
  /** False disables Next (spec section 5). */
  canAdvance: boolean;
  /** Says why Next is disabled; shown only while `canAdvance` is false. */
  blockedHint?: string;
  onPrevious: () => void;
  /** Next, or Get Started on the last step. */
  onNext: () => void;
  children: ReactNode;
}

/** The frame of one onboarding step: progress, the focused heading, the body and Previous / Next. */
export function OnboardingStep({
  stepIndex,
  title,
  lead,
  canAdvance,
  blockedHint,
  onPrevious,
  onNext,
  children,
}: OnboardingStepProps) {
  const t = useT();
  const headingId = useId();
  const hintId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const hasMounted = useRef(false);
  const { current, total, percent } = stepProgress(stepIndex);
  const isFirst = current === 1;
  const isLast = current === total;
  const showHint = !canAdvance && Boolean(blockedHint);

  // Moving focus to the new heading tells screen-reader and keyboard users the step changed.
  // The first focus does not scroll, so a page of several previews (the docs) stays put.
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: !hasMounted.current });
    hasMounted.current = true;
  }, [stepIndex]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (canAdvance) onNext();
  }

  return (
    <Panel>
      <ProgressArea>
        <ProgressText>
          {/* A polite status: "Step 2 of 4" is announced after each change, not on first load. */}
          <StepCount role="status">{t('progress.step', { current, total })}</StepCount>
          {/* The progress bar already reports the percentage through aria-valuetext. */}
          <Percent aria-hidden="true">{t('progress.value', { value: percent / 100 })}</Percent>
        </ProgressText>
        <ProgressBar label={t('onboarding.progress.label')} hideLabel value={percent} size="sm" />
      </ProgressArea>

      {/* A form, so Enter in a field advances like Next; the model decides validity, not the browser. */}
      <Form noValidate aria-labelledby={headingId} onSubmit={handleSubmit}>
        <Header>
          <Heading id={headingId} ref={headingRef} tabIndex={-1}>
            {title}
          </Heading>
          {lead ? <Lead>{lead}</Lead> : null}
        </Header>
        {children}
        {showHint ? (
          <BlockedHint id={hintId}>
            <Icon icon={Info} />
            <span>{blockedHint}</span>
          </BlockedHint>
        ) : null}
        <Nav>
          <Button variant="secondary" disabled={isFirst} onClick={onPrevious}>
            {t('onboarding.nav.previous')}
          </Button>
          <Button
            type="submit"
            disabled={!canAdvance}
            aria-describedby={showHint ? hintId : undefined}
            icon={isLast ? <Sparkles /> : undefined}
          >
            {isLast ? t('onboarding.nav.finish') : t('onboarding.nav.next')}
          </Button>
        </Nav>
      </Form>
    </Panel>
  );
}
