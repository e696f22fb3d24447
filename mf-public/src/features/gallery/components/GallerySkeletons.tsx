import { useTexts } from '../../../lib/i18n';
import { LIMITS } from 'shared-contracts';
import '../gallery.css';

/** Six placeholder cards while the gallery loads (spec sections 2 and 9). */
export function GallerySkeletons() {
  const texts = useTexts();
  return (
    <div className="mfp-gallery__grid" role="status" aria-label={texts.publicSite.loadingProjects}>
      {Array.from({ length: LIMITS.gallery.skeletonCount }, (_, index) => (
        <div
          key={index}
          className="mfp-gallery__card mfp-gallery__skeleton"
          data-testid="gallery-skeleton"
          aria-hidden="true"
        >
          <div className="mfp-gallery__skeleton-media" />
          <div className="mfp-gallery__body">
            <div className="mfp-gallery__skeleton-line" />
            <div className="mfp-gallery__skeleton-line mfp-gallery__skeleton-short" />
          </div>
        </div>
      ))}
    </div>
  );
}
