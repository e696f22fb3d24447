import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Typography } from 'antd';
import { MESSAGES, type InquiryPhoto } from 'shared-contracts';
import { usePhotoUrls } from './use-photo-urls';
import './inquiry-photos.css';

// The large view: its code is fetched on the first click of a thumbnail.
const PhotoViewer = lazy(() => import('./PhotoViewer'));

const t = MESSAGES.inquiryPhotos;

/**
 * The photos a visitor attached to a quote (issue 31), as thumbnails in the inquiry's details (dialog on a desktop,
 * the same dialog stacked on a phone); a click opens them large with next/previous.
 */
export function InquiryPhotos({ inquiryId, photos }: { inquiryId: string; photos: readonly InquiryPhoto[] }) {
  const headingId = useId();
  const thumbs = usePhotoUrls(
    inquiryId,
    photos.map((photo) => photo.id),
    'thumb',
  );
  const [open, setOpen] = useState<number | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const focusOpenerOnClose = useRef(false);
  // Back to the thumbnail once the viewer is gone: focused while its dialog was still mounted, the focus was taken
  // back by the dialog's own focus handling on a busy phone (1 run in 3 of the journey).
  useEffect(() => {
    if (open !== null || !focusOpenerOnClose.current) return;
    focusOpenerOnClose.current = false;
    opener.current?.focus();
  }, [open]);

  return (
    <section aria-labelledby={headingId} className="inquiry-photos">
      <Typography.Title id={headingId} level={3} style={{ fontSize: 16, marginTop: 0 }}>
        {t.title} ({photos.length})
      </Typography.Title>
      <ul className="inquiry-photos__list">
        {photos.map((photo, index) => {
          const url = thumbs[photo.id];
          return (
            <li key={photo.id}>
              <button
                type="button"
                className="inquiry-photos__thumb"
                aria-label={t.open(index + 1, photos.length)}
                onClick={(event) => {
                  opener.current = event.currentTarget;
                  setOpen(index);
                }}
              >
                {url && url !== 'error' ? <img src={url} alt="" /> : null}
                {url === 'error' ? <span className="inquiry-photos__failed">{t.loadFailed}</span> : null}
              </button>
            </li>
          );
        })}
      </ul>
      {open !== null ? (
        <Suspense fallback={null}>
          <PhotoViewer
            inquiryId={inquiryId}
            photos={photos}
            index={open}
            onIndexChange={setOpen}
            onClose={() => {
              focusOpenerOnClose.current = true;
              setOpen(null);
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
