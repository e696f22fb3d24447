import { businessHoursRows, DEFAULT_CONTENT, PUBLIC_TEXTS_EN } from 'shared-contracts';
import { ContentPage } from '../../components/ContentPage';
import { usePageMeta } from '../../lib/use-document-meta';
import { inLanguage, useTexts } from '../../lib/i18n';
import { usePageContent } from '../../features/content/hooks/use-page-content';
import { LazyQuoteForm } from '../../features/quote/components/DeferredQuoteForm';
import { useContactVisitCount } from '../../features/quote/hooks/use-funnel';
import './contact.css';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Contact (spec section 2): heading from content, the fixed intro line, contact block with hours, the quote form. */
export function ContactPage() {
  usePageMeta('contact');
  useContactVisitCount();
  const texts = useTexts();
  const state = usePageContent('contact');
  // Hours follow the business details staff edit; the built-in ones while they load or when they cannot be read.
  const business = usePageContent('business').content ?? DEFAULT_CONTENT.business;

  return (
    <ContentPage state={state}>
      {(content) => (
        <>
          <header className="mfp-contact__header">
            <div className="mfp-container">
              <h1 className="mfp-contact__title">{content.title}</h1>
              <p className="mfp-lead">{texts.frame.contactIntro}</p>
            </div>
          </header>
          <div className="mfp-container mfp-contact__layout">
            <section className="mfp-contact__info" aria-labelledby="contact-info-heading">
              <h2 id="contact-info-heading" className="mfp-contact__info-title">
                {texts.publicSite.contactInformation}
              </h2>
              <dl className="mfp-contact__details">
                <div>
                  <dt>{texts.frameLabels.phoneLabel}</dt>
                  <dd>
                    <a href={telHref(content.phone)}>{content.phone}</a>
                  </dd>
                </div>
                <div>
                  <dt>{texts.frameLabels.emailLabel}</dt>
                  <dd>
                    <a href={`mailto:${content.email}`}>{content.email}</a>
                  </dd>
                </div>
                <div>
                  <dt>{texts.publicSite.locationLabel}</dt>
                  <dd>{content.address}</dd>
                </div>
                <div>
                  <dt>{texts.frameLabels.hoursHeading}</dt>
                  <dd>
                    <ul className="mfp-contact__hours">
                      {businessHoursRows(business, texts.business).map((row) => (
                        <li key={row.days}>
                          <span>{row.days}</span> <span>{row.hours}</span>
                        </li>
                      ))}
                    </ul>
                  </dd>
                </div>
              </dl>
            </section>
            <section className="mfp-contact__form-card" aria-labelledby="contact-quote-heading">
              <h2 id="contact-quote-heading" className="mfp-contact__form-title">
                {texts.publicSite.requestQuoteHeading}
              </h2>
              <LazyQuoteForm />
            </section>
          </div>
        </>
      )}
    </ContentPage>
  );
}

export default inLanguage('en', PUBLIC_TEXTS_EN, ContactPage);
