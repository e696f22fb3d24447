import type { ReactElement } from 'react';
import { MESSAGES_ES, PUBLIC_TEXTS_EN, type Locale } from 'shared-contracts';
import { PageLanguageProvider } from './page-language';

/** A part of a page, for a test, in the language a page would give it (English unless said). */
export function inPageLanguage(ui: ReactElement, locale: Locale = 'en'): ReactElement {
  return (
    <PageLanguageProvider locale={locale} texts={locale === 'es' ? MESSAGES_ES : PUBLIC_TEXTS_EN}>
      {ui}
    </PageLanguageProvider>
  );
}
