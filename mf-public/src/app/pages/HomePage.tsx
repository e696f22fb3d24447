import { DEFAULT_CONTENT, HOME_SERVICE_CARD_ICONS, PUBLIC_TEXTS_EN } from 'shared-contracts';
import { Hero } from '../../components/hero/Hero';
import { heroPreloads } from '../../components/hero/hero-background';
import { usePreloadImages } from '../../components/hero/use-preload-images';
import { ContentPage } from '../../components/ContentPage';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { ServiceCardGrid } from '../../components/service-cards/ServiceCardGrid';
import { usePageMeta } from '../../lib/use-document-meta';
import { inLanguage, useLocalPath, useTexts } from '../../lib/i18n';
import { usePageContent } from '../../features/content/hooks/use-page-content';
import { DeferredQuoteForm, QUOTE_SECTION_ID } from '../../features/quote/components/DeferredQuoteForm';
import './home.css';
import { followInternalLink } from 'web-kit';

/** Home (spec section 2): hero from content, Our Services (four cards), Get a Free Quote beside a photo. */
export function HomePage() {
  usePageMeta('home');
  const TEXT = useTexts().publicSite;
  const localPath = useLocalPath();
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
            <a href={localPath('/contact')} onClick={followInternalLink} className="mfp-button">
              {TEXT.getAQuote}
            </a>
          </Hero>

          <section className="mfp-section" aria-labelledby="home-services-heading">
            <div className="mfp-container">
              <h2 id="home-services-heading" className="mfp-home__section-title">
                {TEXT.ourServices}
              </h2>
              <ServiceCardGrid icons={HOME_SERVICE_CARD_ICONS} />
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
                  alt={TEXT.homePhotoAlt}
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

export default inLanguage('en', PUBLIC_TEXTS_EN, HomePage);
