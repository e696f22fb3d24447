import { Link } from 'react-router-dom';
import { MESSAGES } from 'shared-contracts';
import { useDocumentMeta } from '../../../lib/document-meta/use-document-meta';
import { TITLE_SUFFIX } from '../../../lib/document-meta/document-meta';

/**
 * A back-office path no deployed remote declares (issue 46): the back office's own "not found", inside the admin
 * layout (its menu stays), not the public site's page. A page a remote dropped in a deployment lands here.
 */
export function AdminNotFoundPage() {
  const m = MESSAGES.adminNav;
  useDocumentMeta({
    title: `${m.notFoundHeading} | ${TITLE_SUFFIX}`,
    description: m.notFoundHeading,
    robots: 'noindex',
  });
  return (
    <section className="admin-not-found" aria-labelledby="admin-not-found-title">
      <h1 id="admin-not-found-title">{m.notFoundHeading}</h1>
      <p>
        {m.notFoundHint} <Link to="/admin">{m.notFoundDashboardLink}</Link>.
      </p>
    </section>
  );
}
