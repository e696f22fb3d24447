import { useEffect, useSyncExternalStore } from 'react';
import { LIMITS, type PhotoTexts } from 'shared-contracts';
import type { QuotePhotosStore } from './quote-photos-store';
import { problemText } from './process-photo';
import './photo-list.css';

interface PhotoListProps {
  store: QuotePhotosStore;
  disabled: boolean;
  /** Told whether the limit is reached (the field then disables its input). */
  onFull: (full: boolean) => void;
  texts: PhotoTexts['picker'];
}

/** The picked photos: a thumbnail each, its progress or problem, and Remove (issue 31). */
export default function PhotoList({ store, disabled, onFull, texts }: PhotoListProps) {
  const { photos, limitReached } = useSyncExternalStore(
    store.subscribe,
    store.getSnapshot,
    store.getSnapshot,
  );
  const full = photos.length >= LIMITS.quotePhotos.maxPerQuote;
  useEffect(() => onFull(full), [full, onFull]);
  return (
    <>
      <p className="mfp-photos__note" role="status">
        {limitReached || full ? texts.limitReached : ''}
      </p>
      <ul className="mfp-photos__list">
        {photos.map((photo, index) => {
          const n = index + 1;
          return (
            <li key={photo.key} className="mfp-photos__item" data-status={photo.status}>
              <div className="mfp-photos__thumb">
                {photo.previewUrl ? <img src={photo.previewUrl} alt={texts.photoAlt(n)} /> : null}
              </div>
              <div className="mfp-photos__state">
                {photo.status === 'preparing' ? <span>{texts.preparing}</span> : null}
                {photo.status === 'uploading' ? (
                  <progress max={100} value={photo.progress} aria-label={texts.uploading(photo.progress)} />
                ) : null}
                {photo.status === 'done' ? <span>{texts.uploaded}</span> : null}
                {photo.status === 'failed' && photo.problem ? (
                  <span className="mfp-photos__problem" role="alert">
                    {problemText(photo.problem, texts)}
                  </span>
                ) : null}
              </div>
              <button
                type="button"
                className="mfp-photos__remove"
                onClick={() => store.remove(photo.key)}
                disabled={disabled}
                aria-label={texts.remove(n)}
              >
                {texts.removeShort}
              </button>
            </li>
          );
        })}
      </ul>
    </>
  );
}
