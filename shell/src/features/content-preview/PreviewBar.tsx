import { Link } from 'react-router-dom';
import { MESSAGES } from 'shared-contracts';
import './content-preview.css';

/** Where the preview's bar leads back to: the content editor. */
export const CONTENT_EDITOR_PATH = '/admin/content';

/**
 * The top of /admin/preview/:page (issue 29, staff only): a bar saying the page below is not published, and
 * `noindex` (React puts the tag in the head while the preview is shown).
 */
export function PreviewBar() {
  return (
    <>
      <meta name="robots" content="noindex" />
      <div className="content-preview-bar" role="region" aria-label={MESSAGES.content.previewBar}>
        <strong className="content-preview-bar__label">{MESSAGES.content.previewBar}</strong>
        <Link className="content-preview-bar__back" to={CONTENT_EDITOR_PATH}>
          {MESSAGES.content.previewBackToEditor}
        </Link>
      </div>
    </>
  );
}
