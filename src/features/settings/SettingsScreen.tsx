import { useId } from 'react';
import type { ReactNode } from 'react';

import { Card, CardHeader, CardTitle } from '../../components/Card';
import { useT } from '../../i18n';
import type { User } from '../../lib/record';
import { styled } from '../../styles';
import type { ThemePreference } from '../../styles';
import { DataControls } from './components/DataControls';
import { PrivacyNote } from './components/PrivacyNote';
import { ProfileForm } from './components/ProfileForm';
import { ThemeChoice } from './components/ThemeChoice';
import type { ProfileChanges } from './model';
import { useSettings } from './useSettings';

// One column at every width: a form reads top to bottom, and the shell already has a sidebar.
const Root = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$4',
  inlineSize: '100%',
  maxInlineSize: '42rem',
  minInlineSize: 0,
  '@md': { gap: '$6' },
});

function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>{title}</CardTitle>
      </CardHeader>
      {children}
    </Card>
  );
}

export interface SettingsScreenProps {
  user: User;
  themePreference: ThemePreference;
  /** Stores the changed profile fields (name trimmed). */
  onSaveProfile: (changes: ProfileChanges) => void;
  onThemeChange: (preference: ThemePreference) => void;
  /** Replaces the stored record with a validated import the user confirmed. */
  onImport: (user: User) => void;
  /** Logout: removes the stored user, after the user confirmed. */
  onDeleteAll: () => void;
  /** The clock for the export's file name; injected so stories get a fixed date. */
  now?: () => Date;
}

/** Settings: profile, theme, the user's data (export, import, delete) and where it lives. */
export function SettingsScreen({
  user,
  themePreference,
  onSaveProfile,
  onThemeChange,
  onImport,
  onDeleteAll,
  now = () => new Date(),
}: SettingsScreenProps) {
  const t = useT();
  const settings = useSettings({ user, onSaveProfile, onImport, onDeleteAll, now });
  return (
    <Root>
      <SettingsSection title={t('settings.profile.title')}>
        <ProfileForm
          key={settings.importCount}
          profile={settings.profile}
          saved={settings.profileSaved}
          onSave={settings.saveProfile}
        />
      </SettingsSection>
      <SettingsSection title={t('settings.appearance.title')}>
        <ThemeChoice value={themePreference} onChange={onThemeChange} />
      </SettingsSection>
      <SettingsSection title={t('settings.data.title')}>
        <DataControls
          current={settings.summary}
          importPreview={settings.importPreview}
          importRefusal={settings.importRefusal}
          imported={settings.imported}
          onExport={settings.exportData}
          onImportFile={settings.importFile}
          onConfirmImport={settings.confirmImport}
          onCancelImport={settings.cancelImport}
          onDeleteAll={settings.deleteAll}
        />
      </SettingsSection>
      <SettingsSection title={t('settings.privacy.title')}>
        <PrivacyNote />
      </SettingsSection>
    </Root>
  );
}
