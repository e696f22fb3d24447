import { DEFAULT_CONTENT, HOME_SERVICE_CARDS, MESSAGES } from 'shared-contracts';
import { Hero } from '../../components/hero/Hero';
import { heroPreloads } from '../../components/hero/hero-background';
import { usePreloadImages } from '../../components/hero/use-preload-images';
import { ContentPage } from '../../components/ContentPage';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { ServiceCardGrid } from '../../components/service-cards/ServiceCardGrid';
import { PAGE_META } from '../../lib/page-meta';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { usePageContent } from '../../features/content/hooks/use-page-content';
import { DeferredQuoteForm, QUOTE_SECTION_ID } from '../../features/quote/components/DeferredQuoteForm';
import './home.css';
import { followInternalLink } from 'web-kit';

const TEXT = MESSAGES.publicSite;

/** Home (spec section 2): hero from content, Our Services (four cards), Get a Free Quote beside a photo. */
export default function HomePage() {
  useDocumentMeta(PAGE_META.home.title, PAGE_META.home.description);
  // The hero photo starts downloading while the content call is still in flight.
  usePreloadImages(heroPreloads(DEFAULT_CONTENT.home.heroImagePath));
  const state = usePageContent('home');

  return (
    <ContentPage state={state}>
      {(content) => (
        <>
          <Hero
            title={content.title}
            subtitle={content.subtitle}
            description={content.description}
            backgroundImage={content.heroImagePath}
          >
            <a href="/contact" onClick={followInternalLink} className="mfp-button">
              {TEXT.getAQuote}
            </a>
          </Hero>

          <section className="mfp-section" aria-labelledby="home-services-heading">
            <div className="mfp-container">
              <h2 id="home-services-heading" className="mfp-home__section-title">
                {TEXT.ourServices}
              </h2>
              <ServiceCardGrid cards={HOME_SERVICE_CARDS} />
            </div>
          </section>

          <section
            id={QUOTE_SECTION_ID}
            className="mfp-section mfp-section--sand"
            aria-labelledby="home-quote-heading"
          >
            <div className="mfp-container mfp-home__quote-layout">
              <div className="mfp-home__quote-card">
                <h2 id="home-quote-heading" className="mfp-home__section-title">
                  {TEXT.freeQuoteHeading}
                </h2>
                {/* Below the fold: the form and its validation libraries load as the section approaches. */}
                <DeferredQuoteForm />
              </div>
              <div className="mfp-home__photo">
                <ResponsiveImage
                  src={content.contactImagePath}
                  alt="Limestone wall with a brick arch doorway built by our crew"
                  sizes="(min-width: 1200px) 480px, 40vw"
                  fallbackWidth={800}
                  fallbackHeight={1000}
                />
              </div>
            </div>
          </section>
        </>
      )}
    </ContentPage>
  );
}
