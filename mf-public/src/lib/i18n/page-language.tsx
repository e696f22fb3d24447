import { createContext, useContext, useMemo, type ComponentType, type ReactNode } from 'react';
import { pathInLocale, type Locale, type PublicTexts } from 'shared-contracts';

interface PageLanguage {
  locale: Locale;
  texts: PublicTexts;
}

// No default: every exposed page names its language (inLanguage), so a page never silently falls back to English
// and the English texts do not ride along in a Spanish page's chunk.
const PageLanguageContext = createContext<PageLanguage | undefined>(undefined);

function usePageLanguage(): PageLanguage {
  const language = useContext(PageLanguageContext);
  if (!language) throw new Error('A public page is rendered outside inLanguage(): it has no language.');
  return language;
}

/** The texts of the page's language. */
export const useTexts = (): PublicTexts => usePageLanguage().texts;

/** The page's language. */
export const usePageLocale = (): Locale => usePageLanguage().locale;

/** A site path in the page's language: '/contact' on a Spanish page is '/es/contact'. */
export function useLocalPath(): (path: string) => string {
  const { locale } = usePageLanguage();
  return (path) => pathInLocale(path, locale);
}

/** Gives everything inside the texts of one language (inLanguage does it for a page; tests do it for a part). */
export function PageLanguageProvider({ locale, texts, children }: PageLanguage & { children: ReactNode }) {
  const value = useMemo(() => ({ locale, texts }), [locale, texts]);
  return <PageLanguageContext.Provider value={value}>{children}</PageLanguageContext.Provider>;
}

/**
 * An exposed page in one language: the same page component, given that language's texts (issue 30). Each
 * language's page is its own expose, so a page's chunk carries only its own language's catalogue.
 */
export function inLanguage(locale: Locale, texts: PublicTexts, Page: ComponentType): ComponentType {
  function PageInLanguage() {
    return (
      <PageLanguageProvider locale={locale} texts={texts}>
        <Page />
      </PageLanguageProvider>
    );
  }
  PageInLanguage.displayName = `${Page.displayName ?? Page.name}(${locale})`;
  return PageInLanguage;
}
