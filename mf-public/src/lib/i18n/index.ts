export { inLanguage, PageLanguageProvider, useLocalPath, usePageLocale, useTexts } from './page-language';
