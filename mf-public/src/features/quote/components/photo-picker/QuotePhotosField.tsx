import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { LIMITS, PHOTO_TEXTS } from 'shared-contracts';
import { usePageLocale } from '../../../../lib/i18n';
import PhotoList from './PhotoList';
import type { PhotoFieldProps } from './photo-slot';
import { QuotePhotosStore } from './quote-photos-store';
import './photo-field.css';

/**
 * "Add photos (optional)" on the quote form (issue 31): a labelled file input (camera or files on a phone) for up to
 * LIMITS.quotePhotos.maxPerQuote images, each shrunk, uploaded and shown with its progress and Remove. Its code (this
 * module, the list and the shrink-and-upload step) is fetched when its place comes into view (PhotoFieldSlot).
 * Offline it is disabled and says photos need a connection; the text of the request can still be sent as before.
 */
export default function QuotePhotosField({ slot, disabled, offline }: PhotoFieldProps) {
  const texts = PHOTO_TEXTS[usePageLocale()];
  const t = texts.field;
  const uid = useId();
  const [store, setStore] = useState(slot.store as QuotePhotosStore | undefined);
  const [full, setFull] = useState(false);
  useEffect(() => () => slot.store?.clear(), [slot]);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared so picking the same file again (after Remove) is a change too.
    event.target.value = '';
    if (files.length === 0) return;
    const photos =
      (slot.store as QuotePhotosStore | undefined) ??
      new QuotePhotosStore(texts.field.uploadsFailed, texts.picker);
    slot.hold(photos);
    photos.add(files);
    setStore(photos);
  };

  return (
    <div className="mfp-quote__field mfp-quote__wide mfp-photos">
      <label htmlFor={`${uid}-input`} className="mfp-quote__label">
        {t.label}
      </label>
      <p id={`${uid}-hint`} className="mfp-photos__hint">
        {t.hint}
      </p>
      <input
        id={`${uid}-input`}
        className="mfp-photos__input"
        type="file"
        accept={LIMITS.quotePhotos.accept}
        multiple
        disabled={disabled || offline || full}
        aria-describedby={`${uid}-hint ${uid}-note`}
        onChange={onChange}
      />
      <p id={`${uid}-note`} className="mfp-photos__note" role="status">
        {offline ? t.offline : ''}
      </p>
      {store ? <PhotoList store={store} disabled={disabled} onFull={setFull} texts={texts.picker} /> : null}
    </div>
  );
}
