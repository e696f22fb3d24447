import { useSaveZipList } from '../api/replace-service-area';
import { entriesNeedingDetails } from '../utils/zip-list';
import { useFocusAfterSave } from './use-focus-after-save';
import type { ServiceAreaList } from './use-service-area-list';
import type { ZipDraft } from './use-zip-draft';

/**
 * Saves the page's working list, whichever view changed it: the replace call, then the details of each new or edited
 * entry; on success the unsaved changes are dropped and the focus moves from the save button to the count line.
 */
export function useSaveZipDraft(list: ServiceAreaList, draft: ZipDraft) {
  const save = useSaveZipList();
  const { buttonRef, targetRef, moveFocus } = useFocusAfterSave<HTMLSpanElement>();
  const saveDraft = () =>
    save.mutate(
      {
        zipCodes: draft.entries.map((e) => e.zip_code),
        details: entriesNeedingDetails(list.entries, draft.entries),
      },
      {
        onSuccess: () => {
          moveFocus();
          draft.reset();
        },
      },
    );
  return { saveDraft, isSaving: save.isPending, saveButtonRef: buttonRef, summaryRef: targetRef };
}
