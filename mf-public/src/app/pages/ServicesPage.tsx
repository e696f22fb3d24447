import { MESSAGES, SERVICE_CARDS } from 'shared-contracts';
import { ContentPage } from '../../components/ContentPage';
import { ServiceCardGrid } from '../../components/service-cards/ServiceCardGrid';
import { PAGE_META } from '../../lib/page-meta';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { usePageContent } from '../../features/content/hooks/use-page-content';
import './services.css';
import { followInternalLink } from 'web-kit';

/** Services (spec section 2): title and description from content, Get a Quote, the eight service cards. */
export default function ServicesPage() {
  useDocumentMeta(PAGE_META.services.title, PAGE_META.services.description);
  const state = usePageContent('services');

  return (
    <ContentPage state={state}>
      {(content) => (
        <>
          <header className="mfp-services__header">
            <div className="mfp-container">
              <h1 className="mfp-services__title">{content.title}</h1>
              <p className="mfp-lead">{content.description}</p>
              <a href="/contact" onClick={followInternalLink} className="mfp-button">
                {MESSAGES.publicSite.getAQuote}
              </a>
            </div>
          </header>
          <section className="mfp-section" aria-label={content.title}>
            <div className="mfp-container">
              <ServiceCardGrid cards={SERVICE_CARDS} headingLevel={2} />
            </div>
          </section>
        </>
      )}
    </ContentPage>
  );
}
