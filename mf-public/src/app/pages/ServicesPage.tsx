import { PUBLIC_TEXTS_EN, SERVICE_CARD_ICONS } from 'shared-contracts';
import { ContentPage } from '../../components/ContentPage';
import { ServiceCardGrid } from '../../components/service-cards/ServiceCardGrid';
import { usePageMeta } from '../../lib/use-document-meta';
import { inLanguage, useLocalPath, useTexts } from '../../lib/i18n';
import { usePageContent } from '../../features/content/hooks/use-page-content';
import './services.css';
import { followInternalLink } from 'web-kit';

/** Services (spec section 2): title and description from content, Get a Quote, the eight service cards. */
export function ServicesPage() {
  usePageMeta('services');
  const texts = useTexts();
  const localPath = useLocalPath();
  const state = usePageContent('services');

  return (
    <ContentPage state={state}>
      {(content) => (
        <>
          <header className="mfp-services__header">
            <div className="mfp-container">
              <h1 className="mfp-services__title">{content.title}</h1>
              <p className="mfp-lead">{content.description}</p>
              <a href={localPath('/contact')} onClick={followInternalLink} className="mfp-button">
                {texts.publicSite.getAQuote}
              </a>
            </div>
          </header>
          <section className="mfp-section" aria-label={content.title}>
            <div className="mfp-container">
              <ServiceCardGrid icons={SERVICE_CARD_ICONS} headingLevel={2} />
            </div>
          </section>
        </>
      )}
    </ContentPage>
  );
}

export default inLanguage('en', PUBLIC_TEXTS_EN, ServicesPage);
