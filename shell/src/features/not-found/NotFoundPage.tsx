import { Link } from 'react-router-dom';
import { pathInLocale } from 'shared-contracts';
import { useDocumentMeta } from '../../lib/document-meta/use-document-meta';
import { TITLE_SUFFIX } from '../../lib/document-meta/document-meta';
import { useFrameTexts, useSiteLocale } from '../../lib/i18n/site-language';
import './not-found.css';

/**
 * Any unknown path (spec section 2: heading plus a hint), in the language of its path (/es/... is Spanish). Marked
 * noindex so search engines drop dead links.
 */
export function NotFoundPage() {
  const locale = useSiteLocale();
  const { frame, frameLabels } = useFrameTexts();
  useDocumentMeta({
    title: `${frameLabels.notFoundTitle} | ${TITLE_SUFFIX}`,
    description: frameLabels.notFoundDescription,
    robots: 'noindex',
  });
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{frame.notFoundHeading}</h1>
      <p className="not-found__hint">
        {frameLabels.notFoundHint} <Link to={pathInLocale('/', locale)}>{frameLabels.notFoundHomeLink}</Link>.
      </p>
      <Link to={pathInLocale('/contact', locale)} className="pf-button pf-button--ghost">
        {frameLabels.notFoundContact}
      </Link>
    </section>
  );
}
