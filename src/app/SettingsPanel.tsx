import { SettingsScreen } from '../features/settings/SettingsScreen';
import { useUser } from './user/UserProvider';

/** Settings wired to the user store: profile and theme changes, import (replace) and delete. */
export default function SettingsPanel() {
  const { user, updatePreferences, login, logout } = useUser();
  if (!user) return null;
  return (
    <SettingsScreen
      user={user}
      themePreference={user.preferences.theme}
      onSaveProfile={updatePreferences}
      onThemeChange={(theme) => updatePreferences({ theme })}
      onImport={login}
      onDeleteAll={logout}
    />
  );
}
