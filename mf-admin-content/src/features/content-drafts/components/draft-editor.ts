import { DRAFT_PAGE_NAMES, type DraftPageName } from 'shared-contracts';

/** What the draft tools need of a page's content editor (src/app hands over the editor's state). */
export interface DraftEditor {
  page: DraftPageName;
  unsaved: boolean;
  offline: boolean;
  /** The published version the form was loaded from. */
  version: number | undefined;
  /** The form's values: the fields and, on a page with translatable texts, `es` (issue 30). */
  values: () => Record<string, unknown>;
  validate: () => Promise<boolean>;
  /** Puts fields (and `es`) in the form as its clean state. */
  load: (fields: Record<string, unknown>) => void;
  /** Reloads the published page into the form. */
  reload: () => void;
}

/** The page of an editor that takes drafts (home, services, contact), else undefined (business details). */
export const draftPageOf = (page: string): DraftPageName | undefined =>
  (DRAFT_PAGE_NAMES as readonly string[]).includes(page) ? (page as DraftPageName) : undefined;
