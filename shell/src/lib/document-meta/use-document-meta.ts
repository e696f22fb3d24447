import { useEffect } from 'react';
import { applyDocumentMeta, META_BY_PATH, type PageMeta } from './document-meta';

/** Sets a shell-rendered page's title and meta while it is shown. */
export function useDocumentMeta(meta: PageMeta | undefined): void {
  const key = meta ? JSON.stringify(meta) : '';
  useEffect(() => (key ? applyDocumentMeta(JSON.parse(key) as PageMeta) : undefined), [key]);
}

/**
 * Meta of the shell's fixed-path pages (/simple, the login pages). Remote pages set their own from mf-public, and
 * since a child's effects run before its parent's, this hook must stay silent on every other path.
 */
export function useShellPageMeta(pathname: string): void {
  useDocumentMeta(META_BY_PATH[pathname.replace(/\/+$/, '') || '/']);
}
