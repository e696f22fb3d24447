import { BUSINESS, businessHoursRows, socialLinks } from 'shared-contracts';
import { useFrameTexts } from '../../../lib/i18n/site-language';
import { useBusinessDetails } from '../hooks/use-business-details';
import { useContactContent } from '../hooks/use-contact-content';
import { AccreditationSeal } from './AccreditationSeal';
import { BrandMark } from '../../../components/brand/BrandMark';

/** Digits (and a leading +) for a tel: link; the visible text keeps the content's formatting. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The company name ends in "Co.": the sentence must not add a second period. */
const sentenceEnd = (text: string) => (text.endsWith('.') ? text : `${text}.`);

/**
 * Footer on every public page (spec section 2): blurb, copyright with the current year, contact block from the
 * contact content (built-in details offline or on failure), business hours and social links from the business
 * details staff edit, and the accreditation seal.
 */
export function PublicFooter({ now = new Date() }: { now?: Date }) {
  const contact = useContactContent();
  const business = useBusinessDetails();
  const texts = useFrameTexts();
  const FRAME_TEXTS = texts.frameLabels;
  return (
    <footer className="pf-footer">
      <div className="pf-footer__grid">
        <section className="pf-footer__about" aria-labelledby="pf-footer-brand">
          <p id="pf-footer-brand" className="pf-footer__brand">
            <BrandMark />
            <span>{BUSINESS.name}</span>
          </p>
          <p className="pf-footer__blurb">{texts.business.blurb}</p>
        </section>

        <section aria-labelledby="pf-footer-contact">
          <h2 id="pf-footer-contact" className="pf-footer__heading">
            {FRAME_TEXTS.contactHeading}
          </h2>
          <dl className="pf-footer__list" data-testid="footer-contact">
            <dt>{FRAME_TEXTS.phoneLabel}</dt>
            <dd>
              <a href={telHref(contact.phone)}>{contact.phone}</a>
            </dd>
            <dt>{FRAME_TEXTS.emailLabel}</dt>
            <dd>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </dd>
            <dt>{FRAME_TEXTS.addressLabel}</dt>
            <dd>
              <address>{contact.address}</address>
            </dd>
          </dl>
        </section>

        <section aria-labelledby="pf-footer-hours">
          <h2 id="pf-footer-hours" className="pf-footer__heading">
            {FRAME_TEXTS.hoursHeading}
          </h2>
          <dl className="pf-footer__hours" data-testid="footer-hours">
            {businessHoursRows(business, texts.business).map((row) => (
              <div key={row.days} className="pf-footer__hours-row">
                <dt>{row.days}</dt>
                <dd>{row.hours}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section aria-labelledby="pf-footer-follow">
          <h2 id="pf-footer-follow" className="pf-footer__heading">
            {FRAME_TEXTS.followHeading}
          </h2>
          {socialLinks(business).map((link) => (
            <p key={link.label}>
              <a className="pf-footer__social" href={link.url} rel="noopener noreferrer">
                {link.label}
              </a>
            </p>
          ))}
          <a
            className="pf-seal"
            href={BUSINESS.accreditationUrl}
            rel="noopener noreferrer"
            title={FRAME_TEXTS.sealTitle}
          >
            {/* The name comes from this text (not aria-label), so it matches what the seal shows (WCAG 2.5.3). */}
            <span className="pf-visually-hidden">{texts.business.accreditationLabel}</span>
            <AccreditationSeal />
          </a>
        </section>
      </div>
      <p className="pf-footer__copyright">
        © {now.getFullYear()} {sentenceEnd(BUSINESS.name)} {FRAME_TEXTS.allRightsReserved}
      </p>
    </footer>
  );
}
