import { lazy, Suspense, useState } from 'react';
import { DEFAULT_GALLERY_IMAGE, type GalleryItem } from 'shared-contracts';
import { useLocalPath, useTexts } from '../../../lib/i18n';
import { ResponsiveImage } from '../../../components/ResponsiveImage';
import '../gallery.css';
// The comparison's styles come with the page, not with its lazily loaded code: the server may draw a comparison in
// the first view (its code resolved while rendering), and that markup must paint styled before any script runs.
import '../before-after/before-after.css';
import { followInternalLink } from 'web-kit';

const SIZES = '(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw';

// A project with a before photo shows a comparison (issue 31): its code loads only for such a project.
const BeforeAfter = lazy(() => import('../before-after/BeforeAfter'));

/**
 * One project. An image that fails to load is replaced, once, by the default outdoor chimney photo with an
 * 'Image unavailable' note (spec section 2).
 */
export function GalleryCard({
  item,
  eager = false,
  onOpen,
}: {
  item: GalleryItem;
  eager?: boolean;
  /** Opens the photo large (issue 31: the lightbox); the photo is then a button named by the project's title. */
  onOpen?: (id: string, opener: HTMLElement) => void;
}) {
  const [broken, setBroken] = useState(false);
  const texts = useTexts().publicSite;
  const localPath = useLocalPath();
  const titleId = `gallery-item-${item.id}`;
  const image = (
    <ResponsiveImage
      key={broken ? 'default' : 'own'}
      src={broken ? DEFAULT_GALLERY_IMAGE : item.imageUrl}
      alt={broken ? '' : item.title}
      sizes={SIZES}
      loading={eager ? 'eager' : 'lazy'}
      onError={broken ? undefined : () => setBroken(true)}
    />
  );
  return (
    <article className="mfp-gallery__card" aria-labelledby={titleId}>
      <div className="mfp-gallery__media">
        {item.beforeImageUrl && !broken ? (
          <Suspense fallback={image}>
            <BeforeAfter
              item={{ ...item, beforeImageUrl: item.beforeImageUrl }}
              sizes={SIZES}
              eager={eager}
            />
          </Suspense>
        ) : (
          image
        )}
        {broken ? <p className="mfp-gallery__unavailable">{texts.imageUnavailable}</p> : null}
        {onOpen && !broken ? (
          <button
            type="button"
            className={['mfp-gallery__open', item.beforeImageUrl ? 'mfp-gallery__open--corner' : ''].join(
              ' ',
            )}
            aria-labelledby={titleId}
            aria-haspopup="dialog"
            onClick={(event) => onOpen(item.id, event.currentTarget)}
          />
        ) : null}
      </div>
      <div className="mfp-gallery__body">
        <p className="mfp-gallery__meta">
          <span className="mfp-gallery__category">{texts.categoryLabel(item.category)}</span>
          <span className="mfp-gallery__location">{item.location}</span>
        </p>
        <h2 id={titleId} className="mfp-gallery__card-title">
          {item.title}
        </h2>
        <p className="mfp-gallery__description">{item.description}</p>
        <a
          href={localPath('/contact')}
          onClick={followInternalLink}
          className="mfp-button mfp-button--ghost mfp-gallery__cta"
        >
          {texts.requestSimilar}
        </a>
      </div>
    </article>
  );
}
