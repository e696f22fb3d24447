import { createContext, createElement, useContext, type ReactNode } from 'react';
import type { PageName } from 'shared-contracts';

/**
 * The shell's content preview (issue 29), a capability of web-kit 1.3.0: on its staff-only preview route the shell
 * draws a public remote's real page inside a ContentPreviewProvider holding the page's draft fields, and the page
 * shows them in place of the published ones. A public remote that reads it needs web-kit ^1.3.0, which its manifest
 * states (`shared['web-kit'].requiredVersion`) and `npm run can-deploy` checks against the deployed shell's
 * shell.json; an older shell refuses the remote at runtime with both versions named. Everywhere else (the public
 * site, first views) there is no provider and pages read their published content only. The draft never enters the
 * QueryClient's public keys: the provider is the only way in.
 */
export interface ContentPreview {
  page: PageName;
  /** The draft's fields, as the editor saved them. */
  fields: Readonly<Record<string, string>>;
}

const ContentPreviewContext = createContext<ContentPreview | null>(null);

export function ContentPreviewProvider({
  preview,
  children,
}: {
  preview: ContentPreview;
  children?: ReactNode;
}): ReactNode {
  return createElement(ContentPreviewContext.Provider, { value: preview }, children);
}

/** The draft fields to show for `page` when it is drawn in the shell's preview; undefined everywhere else. */
export function useContentPreview(page: PageName): Readonly<Record<string, string>> | undefined {
  const preview = useContext(ContentPreviewContext);
  return preview?.page === page ? preview.fields : undefined;
}
