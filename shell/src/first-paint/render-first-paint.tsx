import { Route, Routes, StaticRouter } from 'react-router-dom';
import type { RemoteModuleId } from '../lib/federation/remotes';
import type { SitePage } from '../lib/federation/page-table';
import { PageTableContext } from '../lib/federation/page-table-context';
import { AppBody } from '../app/AppBody';
import { renderWithReads, type FirstPaint } from 'web-kit/first-paint';
import { PublicFrame } from '../features/public-frame/PublicFrame';
import { remotePageHostProps } from '../features/remote-page/RemotePage';

export interface FramedPageRequest {
  /** The route's path, e.g. '/gallery'. */
  pathname: string;
  /** The API's absolute base URL (the runtime config's apiBaseUrl). */
  apiBaseUrl: string;
  /** The remote page shown at that path, and its first paint's markup (rendered by the remote's own renderer). */
  remoteId: RemoteModuleId;
  pageHtml: string;
  /** Every page the configured remotes declare (the frame's menu is drawn from the public ones). */
  pages: SitePage[];
}

export type { FirstPaint };

/**
 * A public route's first view as the shell draws it (issue 12): the markup the app's first render draws on that route
 * (the public frame in the app's body, the remote page's markup where the page goes), and the frame's own reads (the
 * footer's contact details). Undefined when a read fails. (Taps before the app has started: index.html's early events
 * script, startup/early-events.ts.)
 */
export async function renderFramedPage({
  pathname,
  apiBaseUrl,
  remoteId,
  pageHtml,
  pages,
}: FramedPageRequest) {
  const paint = await renderWithReads(
    <PageTableContext.Provider value={{ pages, extensions: [], unavailable: [], sections: ['public'] }}>
      <AppBody>
        <StaticRouter location={pathname}>
          <Routes>
            <Route element={<PublicFrame />}>
              <Route
                path="*"
                element={
                  <div {...remotePageHostProps(remoteId)} dangerouslySetInnerHTML={{ __html: pageHtml }} />
                }
              />
            </Route>
          </Routes>
        </StaticRouter>
      </AppBody>
    </PageTableContext.Provider>,
    { apiBaseUrl },
  );
  return paint;
}

export { withDeclarations, withFirstView, type FirstView } from '../features/first-view/first-view';
export { SHELL_PUBLIC_PATHS } from '../app/routes';
