import { I18nProvider } from '../i18n';
import { ThemeProvider } from '../styles';
import { PlaceholderShell } from './PlaceholderShell';

/** The app root: providers around the shell. The user store and tabs arrive with the shell issue. */
export function App() {
  return (
    <ThemeProvider>
      <I18nProvider>
        <PlaceholderShell />
      </I18nProvider>
    </ThemeProvider>
  );
}
