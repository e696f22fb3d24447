import { Outlet, useLocation } from 'react-router-dom';
import { BusinessJsonLd } from './components/BusinessJsonLd';
import { ConnectionBadge } from './components/ConnectionBadge';
import { PublicFooter } from './components/PublicFooter';
import { PublicHeader } from './components/PublicHeader';
import { useFrameTexts } from '../../lib/i18n/site-language';
import { LanguageOffer } from './components/LanguageOffer';
import { useShellPageMeta } from '../../lib/document-meta/use-document-meta';
import 'web-kit/tokens.css';
import './public-frame.css';

interface Props {
  /** Force the connection badge to show 'Connected' while online (off by default, as the spec asks). */
  alwaysShowConnection?: boolean;
}

/**
 * Layout of every non-admin route (public pages, 404, the two login pages): skip link, sticky header, the page,
 * footer, connection badge and the live contact details of the business JSON-LD. No antd in this tree: public
 * routes must not download it.
 * The Toaster is mounted once at the App root (admin pages use it too).
 */
export function PublicFrame({ alwaysShowConnection = false }: Props) {
  const { pathname } = useLocation();
  useShellPageMeta(pathname);
  const texts = useFrameTexts().frameLabels;
  const publicPage = !pathname.startsWith('/admin');
  return (
    <div className="public-frame">
      <a className="pf-skip-link" href="#main">
        {texts.skipToContent}
      </a>
      <PublicHeader />
      <main id="main" className="public-frame__main" tabIndex={-1}>
        <Outlet />
      </main>
      <PublicFooter />
      <ConnectionBadge alwaysShow={alwaysShowConnection} />
      {publicPage && <BusinessJsonLd />}
      {publicPage && <LanguageOffer />}
    </div>
  );
}
