import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';

import { directionOf, defaultLocale } from './locales';
import type { Locale } from './locales';
import { enUS } from './catalogues';
import type { Catalogue, MessageId } from './messages/types';

interface I18nProviderProps {
  locale?: Locale;
  messages?: Catalogue;
  /** Sets `lang` and `dir` on <html>; off in Storybook where several previews may share a page. */
  setDocumentLanguage?: boolean;
  children: ReactNode;
}

export function I18nProvider({
  locale = defaultLocale,
  messages = enUS,
  setDocumentLanguage = true,
  children,
}: I18nProviderProps) {
  useEffect(() => {
    if (!setDocumentLanguage) return;
    document.documentElement.lang = locale;
    document.documentElement.dir = directionOf(locale);
  }, [locale, setDocumentLanguage]);
  return (
    <IntlProvider locale={locale} messages={messages} defaultLocale={defaultLocale}>
      {children}
    </IntlProvider>
  );
}

/** Plain values only: rich text goes through <FormattedMessage>. */
type Values = Record<string, string | number | Date | null | undefined>;

/** A typed translator: `t('common.close')` only compiles for ids in the en-US catalogue. */
export function useT() {
  const intl = useIntl();
  return (id: MessageId, values?: Values): string => intl.formatMessage({ id }, values);
}
