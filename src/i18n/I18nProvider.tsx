import { useCallback, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { MessageFormatElement } from 'react-intl';

import { loadCatalogue } from './catalogues';
import { defaultLocale, directionOf, formattingLocale, isLocale } from './locales';
import type { Locale } from './locales';
import type { Catalogue, MessageId } from './messages/types';

interface I18nProviderProps {
  locale?: Locale;
  /** Given (Storybook, tests): used at once. Otherwise the locale's catalogue is loaded. */
  messages?: Catalogue;
  /** Sets `lang` and `dir` on <html>; off in Storybook where several previews may share a page. */
  setDocumentLanguage?: boolean;
  children: ReactNode;
}

/** Loads a locale's catalogue; while a new one loads, the previous language stays on screen. */
function useCatalogue(locale: Locale, given: Catalogue | undefined) {
  const [loaded, setLoaded] = useState<{ locale: Locale; messages: Catalogue } | null>(null);
  useEffect(() => {
    if (given) return;
    let current = true;
    void loadCatalogue(locale).then((messages) => {
      if (current) setLoaded({ locale, messages });
    });
    return () => {
      current = false;
    };
  }, [locale, given]);
  return given ? { locale, messages: given } : loaded;
}

export function I18nProvider({
  locale = defaultLocale,
  messages,
  setDocumentLanguage = true,
  children,
}: I18nProviderProps) {
  const catalogue = useCatalogue(locale, messages);
  useEffect(() => {
    if (!setDocumentLanguage || !catalogue) return;
    document.documentElement.lang = catalogue.locale;
    document.documentElement.dir = directionOf(catalogue.locale);
  }, [catalogue, setDocumentLanguage]);
  // The first catalogue is a small request started in main.tsx before React ran.
  if (!catalogue) return null;
  return (
    <IntlProvider locale={formattingLocale(catalogue.locale)} messages={catalogue.messages as unknown as Record<string, MessageFormatElement[]>} defaultLocale={defaultLocale}>
      {children}
    </IntlProvider>
  );
}

/** Plain values only: rich text goes through <FormattedMessage>. */
type Values = Record<string, string | number | Date | null | undefined>;

/** A typed translator: `t('common.close')` only compiles for ids in the en-US catalogue. */
export function useT() {
  const intl = useIntl();
  // The same function while the language stays, so it can key a memo of translated sample data.
  return useCallback(
    (id: MessageId, values?: Values): string => {
      // Plain-text messages arrive as strings (build/icu-catalogues.ts): nothing to format.
      const message = intl.messages[id];
      return typeof message === 'string' ? message : intl.formatMessage({ id }, values);
    },
    [intl],
  );
}

/** The language the UI is in now. */
export function useLocale(): Locale {
  const { locale } = useIntl();
  return isLocale(locale) ? locale : defaultLocale;
}
