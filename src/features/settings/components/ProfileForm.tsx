import { useState } from 'react';
import type { FormEvent } from 'react';

import { Button } from '../../../components/Button';
import { Check, Icon } from '../../../components/Icon';
import { Select } from '../../../components/Select';
import { TextField } from '../../../components/TextField';
import { CommunicationStyleField, LanguageField } from '../../../components/ProfileFields';
import { useT } from '../../../i18n';
import { ageOptions, culturalBackgrounds } from '../../../lib/profile';
import { CountrySelect } from '../../../safety/CountrySelect';
import { styled } from '../../../styles';
import { hasErrors, profileChanges, validateProfileDraft } from '../model';
import type { ProfileChanges, ProfileDraft } from '../model';

const Form = styled('form', { display: 'flex', flexDirection: 'column', gap: '$6' });


const Actions = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '$3',
  paddingBlockStart: '$4',
  borderBlockStart: '1px solid $border',
});

const Status = styled('p', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  color: '$success',
  fontWeight: '$semibold',
});



export interface ProfileFormProps {
  /** The stored profile; the form shows it with the user's unsaved edits on top. */
  profile: ProfileDraft;
  /** Called with the changed fields only (name trimmed) when Save is pressed. */
  onSave: (changes: ProfileChanges) => void;
  /** Shows a polite "Saved" once the caller has stored the last save, until the next edit. */
  saved?: boolean;
}

/** Edits name, age, language, cultural background, country and communication style; saves only what changed. */
export function ProfileForm({ profile, onSave, saved = false }: ProfileFormProps) {
  const t = useT();
  // Only the fields the user touched: the rest follow the stored profile if it changes meanwhile.
  const [edits, setEdits] = useState<ProfileChanges>({});
  const draft: ProfileDraft = { ...profile, ...edits };
  const errors = validateProfileDraft(draft);
  const changes = profileChanges(profile, draft);
  const changed = Object.keys(changes).length > 0;
  const canSave = changed && !hasErrors(errors);

  const edit = (patch: ProfileChanges) => setEdits((current) => ({ ...current, ...patch }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (canSave) onSave(changes);
  }

  return (
    <Form onSubmit={submit} noValidate>
      <TextField
        label={t('profile.firstName.label')}
        required
        autoComplete="given-name"
        value={draft.name}
        error={errors.name ? t('settings.profile.nameRequired') : undefined}
        onChange={(event) => edit({ name: event.target.value })}
      />
      <Select
        label={t('profile.age.label')}
        required
        options={ageOptions.map((age) => ({ value: String(age), label: t('profile.age.option', { age }) }))}
        value={String(draft.age)}
        onValueChange={(value) => edit({ age: Number(value) })}
      />
      <LanguageField value={draft.language} onChange={(language) => edit({ language })} />
      <Select
        label={t('profile.background.label')}
        optional
        placeholder={t('settings.profile.backgroundNone')}
        options={culturalBackgrounds.map((value) => ({ value, label: t(`profile.background.${value}`) }))}
        value={draft.culturalBackground}
        onValueChange={(value) => edit({ culturalBackground: value })}
      />
      <CountrySelect value={draft.country} onChange={(country) => edit({ country })} />
      <CommunicationStyleField value={draft.communicationStyle} onChange={(communicationStyle) => edit({ communicationStyle })} />
      <Actions>
        <Button type="submit" disabled={!canSave}>
          {t('settings.profile.save')}
        </Button>
        {/* Always in the page, so the change of its text is announced. */}
        <Status role="status">
          {saved && !changed ? (
            <>
              <Icon icon={Check} />
              {t('settings.profile.saved')}
            </>
          ) : null}
        </Status>
      </Actions>
    </Form>
  );
}
