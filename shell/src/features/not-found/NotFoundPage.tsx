import { MESSAGES } from 'shared-contracts';
import { Link } from 'react-router-dom';
import { useDocumentMeta } from '../../lib/document-meta/use-document-meta';
import { SHELL_PAGE_META } from '../../lib/document-meta/document-meta';
import './not-found.css';

/** Any unknown path (spec section 2: heading plus a hint). Marked noindex so search engines drop dead links. */
export function NotFoundPage() {
  useDocumentMeta(SHELL_PAGE_META.notFound);
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{MESSAGES.frame.notFoundHeading}</h1>
      <p className="not-found__hint">
        The page you are looking for does not exist or has moved. Check the address, or go back to the{' '}
        <Link to="/">home page</Link>.
      </p>
      <Link to="/contact" className="pf-button pf-button--ghost">
        Contact us
      </Link>
    </section>
  );
}
