import { useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { FormEvent } from 'react';

import { Button } from '../../../components/Button';
import { Card, CardHeader, CardTitle } from '../../../components/Card';
import { Select } from '../../../components/Select';
import { TextArea } from '../../../components/TextArea';
import { TextField } from '../../../components/TextField';
import { useT } from '../../../i18n';
import { goalCategories } from '../../../lib/record';
import type { GoalCategory } from '../../../lib/record';
import { NoticeRegion } from '../../../components/Notice';
import { CrisisNotice } from '../../../safety/CrisisNotice';
import { useCrisisDetector } from '../../../safety/useCrisisDetector';
import { styled } from '../../../styles';
import { emptyGoalDraft, hasDraftErrors, newGoalFrom, validateGoalDraft } from '../model';
import type { GoalDraft, NewGoalInput } from '../model';

const Form = styled('form', { display: 'flex', flexDirection: 'column', gap: '$5' });

// Category and date side by side once there is room; stacked on phones.
const Row = styled('div', {
  display: 'grid',
  gap: '$5',
  '@md': { gridTemplateColumns: '1fr 1fr', alignItems: 'start' },
});

const Actions = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$3',
  '& > button': { flex: '1 1 8rem', '@md': { flex: '0 0 auto' } },
});

const isCategory = (value: string): value is GoalCategory => (goalCategories as readonly string[]).includes(value);

export interface GoalFormProps {
  /** The form's id, for the New Goal button's `aria-controls`. */
  id?: string;
  /** Today as 'YYYY-MM-DD': the target date's minimum (spec section 5). */
  today: string;
  /** Create with a valid draft: the title and description trimmed. */
  onCreate: (goal: NewGoalInput) => void;
  onCancel: () => void;
  /** Above 0, and each time it grows, focus moves to the title (the form was opened from elsewhere). */
  focusRequest?: number;
  /** The draft to start from; empty unless a story shows a filled form. */
  initialDraft?: GoalDraft;
}

/**
 * "Create New Goal". A blank title creates nothing (spec section 5); the label marks it required,
 * and after a Create attempt the field says why nothing happened. The form resets after Create and
 * Cancel. The title and description are checked as typed: words that sound like suicide or
 * self-harm risk bring the crisis contacts under them, without stopping Create.
 */
export function GoalForm({ id, today, onCreate, onCancel, focusRequest = 0, initialDraft = emptyGoalDraft }: GoalFormProps) {
  const t = useT();
  const headingId = useId();
  const titleInput = useRef<HTMLInputElement>(null);
  const dateInput = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState<GoalDraft>(initialDraft);
  const [attempted, setAttempted] = useState(false);
  const errors = validateGoalDraft(draft, today);
  const shown = attempted ? errors : {};
  const detectCrisis = useCrisisDetector();
  // Read at a lower priority than the typing itself, so long text never lags the keys.
  const words = useDeferredValue(`${draft.title}\n${draft.description}`);
  const writesRisk = useMemo(() => detectCrisis?.(words) ?? false, [detectCrisis, words]);

  useEffect(() => {
    if (focusRequest > 0) titleInput.current?.focus();
  }, [focusRequest]);

  const edit = (patch: Partial<GoalDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const reset = () => {
    setDraft(emptyGoalDraft);
    setAttempted(false);
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (hasDraftErrors(errors)) {
      setAttempted(true);
      (errors.title ? titleInput : dateInput).current?.focus();
      return;
    }
    onCreate(newGoalFrom(draft));
    reset();
  }

  return (
    <Card id={id}>
      <CardHeader>
        <CardTitle id={headingId}>{t('goals.form.title')}</CardTitle>
      </CardHeader>
      <Form onSubmit={submit} noValidate aria-labelledby={headingId}>
        <TextField
          ref={titleInput}
          label={t('goals.form.goalTitle')}
          dir="auto"
          required
          hint={t('goals.form.goalTitleHint')}
          autoComplete="off"
          value={draft.title}
          error={shown.title ? t('goals.form.titleRequired') : undefined}
          onChange={(event) => edit({ title: event.target.value })}
        />
        <TextArea
          label={t('goals.form.description')}
          dir="auto"
          optional
          rows={3}
          value={draft.description}
          onChange={(event) => edit({ description: event.target.value })}
        />
        <NoticeRegion>
          {writesRisk ? <CrisisNotice body={t('crisis.notice.body')} after={t('goals.form.crisis.after')} /> : null}
        </NoticeRegion>
        <Row>
          <Select
            label={t('goals.form.category')}
            options={goalCategories.map((value) => ({ value, label: t(`goals.category.${value}`) }))}
            value={draft.category}
            onValueChange={(value) => {
              if (isCategory(value)) edit({ category: value });
            }}
          />
          <TextField
            ref={dateInput}
            type="date"
            label={t('goals.form.targetDate')}
            optional
            min={today}
            value={draft.targetDate}
            error={
              shown.targetDate === 'past'
                ? t('goals.form.targetDatePast')
                : shown.targetDate === 'invalid'
                  ? t('goals.form.targetDateInvalid')
                  : undefined
            }
            onChange={(event) => edit({ targetDate: event.target.value })}
          />
        </Row>
        <Actions>
          <Button type="submit">{t('goals.form.create')}</Button>
          <Button
            variant="secondary"
            onClick={() => {
              reset();
              onCancel();
            }}
          >
            {t('common.cancel')}
          </Button>
        </Actions>
      </Form>
    </Card>
  );
}
