import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { INITIAL_VIEWPORTS } from 'storybook/viewport';

import { directionOf, I18nProvider, isLocale, languageName, loadCatalogue, locales } from '../src/i18n';
import type { Catalogue, Locale } from '../src/i18n';
import { enUS } from '../src/i18n/enUS';
import { countries, isCountry } from '../src/lib/profile';
import { CrisisContactsProvider } from '../src/safety/CrisisContactsProvider';
import { darkTheme, globalStyles, lightTheme, styled } from '../src/styles';

const Frame = styled('div', {
  backgroundColor: '$canvas',
  color: '$text',
  padding: '$4',
  minBlockSize: '100%',
  variants: {
    layout: {
      padded: {},
      fullscreen: { padding: 0, minBlockSize: '100dvh' },
    },
  },
  defaultVariants: { layout: 'padded' },
});

const localeOf = (globals: Record<string, unknown>): Locale => (isLocale(globals.locale) ? globals.locale : 'en-US');

const withProviders: Decorator = (Story, context) => {
  globalStyles();
  const theme = context.globals.theme === 'dark' ? darkTheme : lightTheme;
  const locale = localeOf(context.globals);
  const country = isCountry(context.globals.country) ? context.globals.country : 'US';
  const root = document.documentElement;
  // Portals (dialogs, tooltips) render under <body>, so the theme class, language and direction
  // go on <html>, as the app sets them.
  root.classList.remove(lightTheme.className, darkTheme.className);
  root.classList.add(theme.className);
  // Stories of the whole app leave <html> to the app's own I18nProvider.
  if (!context.parameters.appSetsLanguage) {
    root.lang = locale;
    root.dir = directionOf(locale);
  }
  const messages = (context.loaded as { messages?: Catalogue }).messages ?? enUS;
  return (
    <I18nProvider locale={locale} messages={messages} setDocumentLanguage={false}>
      <CrisisContactsProvider country={country}>
        <Frame
          className={theme.className}
          layout={context.parameters.layout === 'fullscreen' ? 'fullscreen' : 'padded'}
        >
          <Story />
        </Frame>
      </CrisisContactsProvider>
    </I18nProvider>
  );
};

/** The catalogue of the toolbar's language, loaded before the story renders (en-US is at hand). */
const loadMessages = async ({ globals }: { globals: Record<string, unknown> }) => {
  const locale = localeOf(globals);
  return { messages: locale === 'en-US' ? enUS : await loadCatalogue(locale) };
};

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withProviders],
  // Stories mock HTTP with msw (`parameters.msw`); the worker starts quietly on first use.
  loaders: [mswLoader(), loadMessages],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language and direction (ar-SA is right-to-left)',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: locales.map((value) => ({ value, title: `${languageName(value)} (${value}, ${directionOf(value)})` })),
        dynamicTitle: true,
      },
    },
    country: {
      description: 'Country of the crisis contacts',
      toolbar: {
        title: 'Country',
        icon: 'location',
        items: countries.map((value) => ({ value, title: value === 'other' ? 'Other country' : value })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', locale: 'en-US', country: 'US' },
  parameters: {
    layout: 'padded',
    // Every story is an accessibility fixture: a violation fails `npm test`.
    a11y: { test: 'error' },
    viewport: {
      options: {
        smallPhone: { name: 'Small phone (320)', styles: { width: '320px', height: '640px' } },
        phone: { name: 'Phone (390)', styles: { width: '390px', height: '844px' } },
        ...INITIAL_VIEWPORTS,
      },
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    docs: { toc: true },
  },
};

export default preview;
