import { useDeferredValue, useId, useMemo, useState } from 'react';
import type { FormEvent } from 'react';

import { Button } from '../../../components/Button';
import { Check, Icon } from '../../../components/Icon';
import { TextArea } from '../../../components/TextArea';
import { ToggleGroup } from '../../../components/ToggleGroup';
import { useT } from '../../../i18n';
import { emotions, moodLevels } from '../../../lib/record';
import { NoticeRegion } from '../../../components/Notice';
import { CrisisNotice } from '../../../safety/CrisisNotice';
import { useCrisisDetector } from '../../../safety/useCrisisDetector';
import { styled } from '../../../styles';
import { canSaveMood, emptyMoodDraft, isEmotion, isMoodLevel } from '../model';
import type { MoodDraft, NewMoodEntry } from '../model';
import { moodIcons, moodTones } from './moodVisuals';

const Form = styled('form', { display: 'flex', flexDirection: 'column', gap: '$5' });

const Actions = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '$3',
});

const SaveHint = styled('p', { flexBasis: '100%', fontSize: '$sm', color: '$muted' });

export interface MoodFormProps {
  /** Called with the chosen level, emotions and raw note when Save is pressed; only with a level. */
  onSave: (entry: NewMoodEntry) => void;
  onCancel: () => void;
  /** Where the form starts; empty unless a story shows a later state. */
  initialDraft?: MoodDraft;
}

/**
 * The mood check-in: a level (required), any of the twelve emotions, and an optional note. The note
 * is checked as typed: when it sounds like suicide or self-harm risk, the crisis contacts show
 * under it, gently, without stopping the save.
 */
export function MoodForm({ onSave, onCancel, initialDraft = emptyMoodDraft }: MoodFormProps) {
  const t = useT();
  // Names are per instance: two forms on one page (the docs) must not share a radio group.
  const id = useId();
  const hintId = `${id}-save-hint`;
  const [draft, setDraft] = useState<MoodDraft>(initialDraft);
  const canSave = canSaveMood(draft);
  // Loaded after the dashboard's first paint; by the time a note is typed, it is there.
  const detectCrisis = useCrisisDetector();
  // Read at a lower priority than the typing itself: a 10,000-character note must not lag the keys.
  const note = useDeferredValue(draft.note);
  const noteNeedsSupport = useMemo(() => detectCrisis?.(note) ?? false, [detectCrisis, note]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSaveMood(draft)) return;
    onSave({ mood: draft.mood, emotions: draft.emotions, note: draft.note });
    setDraft(emptyMoodDraft);
  }

  function cancel() {
    setDraft(emptyMoodDraft);
    onCancel();
  }

  return (
    <Form onSubmit={submit} aria-label={t('mood.form.label')} noValidate>
      <ToggleGroup
        type="single"
        legend={t('mood.form.level')}
        name={`${id}-level`}
        required
        options={moodLevels.map((level) => ({
          value: String(level),
          label: t(`mood.level.${level}`),
          icon: <Icon icon={moodIcons[level]} />,
          tone: moodTones[level],
        }))}
        value={draft.mood === null ? null : String(draft.mood)}
        onChange={(value) => {
          const level = Number(value);
          if (isMoodLevel(level)) setDraft((current) => ({ ...current, mood: level }));
        }}
      />
      <ToggleGroup
        type="multiple"
        legend={t('mood.form.emotions')}
        name={`${id}-emotions`}
        options={emotions.map((emotion) => ({ value: emotion, label: t(`mood.emotion.${emotion}`) }))}
        value={draft.emotions}
        onChange={(values) => setDraft((current) => ({ ...current, emotions: values.filter(isEmotion) }))}
      />
      <TextArea
        label={t('mood.form.note')}
        // Whatever the UI's direction, the note runs in the direction of its own first words.
        dir="auto"
        hint={t('mood.form.noteHint')}
        optional
        rows={3}
        value={draft.note}
        onChange={(event) => {
          const note = event.target.value;
          setDraft((current) => ({ ...current, note }));
        }}
      />
      <NoticeRegion>
        {noteNeedsSupport ? (
          <CrisisNotice body={t('crisis.notice.body')} after={t('mood.form.crisis.after')} />
        ) : null}
      </NoticeRegion>
      <Actions>
        <Button variant="secondary" onClick={cancel}>
          {t('common.cancel')}
        </Button>
        <Button
          type="submit"
          icon={<Check />}
          disabled={!canSave}
          aria-describedby={canSave ? undefined : hintId}
        >
          {t('mood.form.save')}
        </Button>
        {canSave ? null : <SaveHint id={hintId}>{t('mood.form.saveHint')}</SaveHint>}
      </Actions>
    </Form>
  );
}
