import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { INITIAL_VIEWPORTS } from 'storybook/viewport';

import { I18nProvider } from '../src/i18n';
import { enUS } from '../src/i18n/enUS';
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

const withProviders: Decorator = (Story, context) => {
  globalStyles();
  const theme = context.globals.theme === 'dark' ? darkTheme : lightTheme;
  const root = document.documentElement;
  // Portals (dialogs, tooltips) render under <body>, so the theme class also goes on <html>.
  root.classList.remove(lightTheme.className, darkTheme.className);
  root.classList.add(theme.className);
  return (
    <I18nProvider messages={enUS} setDocumentLanguage={false}>
      <Frame
        className={theme.className}
        layout={context.parameters.layout === 'fullscreen' ? 'fullscreen' : 'padded'}
      >
        <Story />
      </Frame>
    </I18nProvider>
  );
};

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withProviders],
  // Stories mock HTTP with msw (`parameters.msw`); the worker starts quietly on first use.
  loaders: [mswLoader()],
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
  },
  initialGlobals: { theme: 'light' },
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
