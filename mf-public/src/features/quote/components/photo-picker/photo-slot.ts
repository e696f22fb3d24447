import type { ApiError } from 'shared-contracts';

/**
 * What the quote form and its lazily loaded photo field share (issue 31): the form's hold on the photos and the field's
 * props. In a module of their own so that neither imports the other's (issue 47): the form's slot loads the field.
 */

interface PhotoStore {
  settled(): Promise<string[]>;
  clear(): void;
  /**
   * The text of a refusal of the quote about its photos (a `quotePhotos.*` code: expired, repeated, too many) in the
   * page's language, chosen by code (issue 48); undefined for any other refusal. The picker's texts come with it.
   */
  refusalText(refusal: Pick<ApiError, 'code' | 'params'> | null): string | undefined;
}

/** The form's hold on its photos: empty until the first photo is picked (the picker's code is fetched then). */
export interface PhotoSlot {
  readonly store: PhotoStore | undefined;
  hold(store: PhotoStore): void;
}

export function newPhotoSlot(): PhotoSlot {
  let held: PhotoStore | undefined;
  return {
    get store() {
      return held;
    },
    hold: (store) => (held = store),
  };
}

export interface PhotoFieldProps {
  slot: PhotoSlot;
  disabled: boolean;
  offline: boolean;
}
