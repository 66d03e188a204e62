import { Fragment, useId, useState } from 'react';
import type { FormEvent } from 'react';

import { Button } from '../../../components/Button';
import { Check, Icon } from '../../../components/Icon';
import { Select } from '../../../components/Select';
import { TextField } from '../../../components/TextField';
import { ToggleGroup } from '../../../components/ToggleGroup';
import { isLocale, languageName, locales, useT } from '../../../i18n';
import { ageOptions, communicationStyles, culturalBackgrounds } from '../../../lib/profile';
import { CountrySelect } from '../../../safety/CountrySelect';
import type { CommunicationStyle } from '../../../lib/profile';
import { styled } from '../../../styles';
import { hasErrors, profileChanges, validateProfileDraft } from '../model';
import type { ProfileChanges, ProfileDraft } from '../model';

const Form = styled('form', { display: 'flex', flexDirection: 'column', gap: '$6' });

const StyleField = styled('div', { display: 'flex', flexDirection: 'column', gap: '$3' });

// Two columns, name then description, so no language-specific separator is needed.
const Descriptions = styled('dl', {
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: '$3',
  rowGap: '$1',
  fontSize: '$sm',
  '& dt': { fontWeight: '$semibold', color: '$text' },
  '& dd': { color: '$muted', marginInlineStart: 0 },
});

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


const isStyle = (value: string): value is CommunicationStyle =>
  (communicationStyles as readonly string[]).includes(value);

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
  // Radio names are per instance: several previews on one docs page must not share a group.
  const id = useId();
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
      <ToggleGroup
        type="single"
        legend={t('profile.language.label')}
        name={`${id}-language`}
        options={locales.map((value) => ({ value, label: languageName(value) }))}
        value={draft.language}
        onChange={(value) => {
          if (isLocale(value)) edit({ language: value });
        }}
      />
      <Select
        label={t('profile.background.label')}
        optional
        placeholder={t('settings.profile.backgroundNone')}
        options={culturalBackgrounds.map((value) => ({ value, label: t(`profile.background.${value}`) }))}
        value={draft.culturalBackground}
        onValueChange={(value) => edit({ culturalBackground: value })}
      />
      <CountrySelect value={draft.country} onChange={(country) => edit({ country })} />
      <StyleField>
        <ToggleGroup
          type="single"
          legend={t('profile.style.label')}
          name={`${id}-style`}
          options={communicationStyles.map((value) => ({ value, label: t(`profile.style.${value}`) }))}
          value={draft.communicationStyle}
          onChange={(value) => {
            if (isStyle(value)) edit({ communicationStyle: value });
          }}
        />
        <Descriptions>
          {communicationStyles.map((style) => (
            <Fragment key={style}>
              <dt>{t(`profile.style.${style}`)}</dt>
              <dd>{t(`profile.style.${style}.description`)}</dd>
            </Fragment>
          ))}
        </Descriptions>
      </StyleField>
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
