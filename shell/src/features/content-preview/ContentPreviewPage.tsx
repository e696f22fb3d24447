import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router-dom';
import {
  DRAFT_PAGE_NAMES,
  MESSAGES,
  localizeContent,
  pathInLocale,
  remoteModuleId,
  type DraftPageName,
  type Locale,
} from 'shared-contracts';
import { ContentPreviewProvider } from 'web-kit';
import { contentDraftQueries } from 'web-kit/queries';
import { pageAt, type PageTable } from '../../lib/federation/page-table';
import type { RemoteModuleId } from '../../lib/federation/remotes';

/** The public path of each content page (the public remote declares the pages at these paths). */
export const CONTENT_PAGE_PATHS: Record<DraftPageName, string> = {
  home: '/',
  services: '/services',
  contact: '/contact',
};

const isDraftPage = (value: string | undefined): value is DraftPageName =>
  (DRAFT_PAGE_NAMES as readonly string[]).includes(value ?? '');

interface Props {
  table: PageTable;
  /** Draws a remote's page (the shell's RemotePage, composed in src/app). */
  renderPage: (id: RemoteModuleId) => ReactNode;
}

/**
 * The previewed page (issue 29): the page's draft, read with the staff token under its own staff-only query key
 * (dropped from memory once the preview closes), handed to the public remote's real page through web-kit's
 * ContentPreviewProvider. The public cache keys never see it. With `?lang=es` (issue 30) the page's Spanish version is
 * drawn with the draft's Spanish texts, English where none was written (localizeContent, as the public read does).
 */
export function ContentPreviewPage({ table, renderPage }: Props) {
  const { page: param } = useParams();
  const [search] = useSearchParams();
  const locale: Locale = search.get('lang') === 'es' ? 'es' : 'en';
  const page = isDraftPage(param) ? param : undefined;
  const declared = page ? pageAt(table, pathInLocale(CONTENT_PAGE_PATHS[page], locale)) : undefined;
  const draft = useQuery({ ...contentDraftQueries.page(page ?? 'home'), enabled: declared !== undefined });

  if (!page || !declared) return <PreviewMessage text={MESSAGES.content.previewNoDraft} />;
  if (draft.isPending)
    return <p className="content-preview-message" role="status" aria-label={`Loading ${page} draft`} />;
  if (draft.isError) return <PreviewMessage text={MESSAGES.content.previewLoadFailed} />;
  if (!draft.data) return <PreviewMessage text={MESSAGES.content.previewNoDraft} />;
  return (
    <ContentPreviewProvider
      preview={{
        page,
        fields: localizeContent(page, { ...draft.data.content, es: draft.data.es }, locale) as Record<
          string,
          string
        >,
      }}
    >
      {renderPage(remoteModuleId(declared.remote, declared.expose) as RemoteModuleId)}
    </ContentPreviewProvider>
  );
}

function PreviewMessage({ text }: { text: string }) {
  return (
    <p className="content-preview-message" role="alert">
      {text}
    </p>
  );
}
