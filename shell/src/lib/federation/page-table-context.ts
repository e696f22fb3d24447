import { createContext, useContext } from 'react';
import type { NavItem, PageSection } from 'shared-contracts';
import { EMPTY_PAGE_TABLE, pagesOfSection, type PageTable } from './page-table';

/** The page table the app renders with: the deployment's in the browser, the request's in the first-view server. */
export const PageTableContext = createContext<PageTable>(EMPTY_PAGE_TABLE);

export const usePageTable = (): PageTable => useContext(PageTableContext);

/** A section's menu: its declared pages in menu order. */
export function useNavItems(section: PageSection): NavItem[] {
  return pagesOfSection(usePageTable(), section).map(({ path, label }) => ({ href: path, label }));
}
