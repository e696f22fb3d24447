import { useState } from 'react';
import { PUBLIC_TEXTS_EN, type GalleryItem } from 'shared-contracts';
import { FallbackBanner } from '../../components/FallbackBanner';
import { PublicPage } from '../../components/PublicPage';
import { usePageMeta } from '../../lib/use-document-meta';
import { inLanguage, useTexts } from '../../lib/i18n';
import { GalleryCard } from '../../features/gallery/components/GalleryCard';
import { GalleryFilter } from '../../features/gallery/components/GalleryFilter';
import { GallerySkeletons } from '../../features/gallery/components/GallerySkeletons';
import { ALL_GALLERY_CATEGORIES } from 'web-kit/queries';
import { usePublicGallery } from '../../features/gallery/hooks/use-public-gallery';
import { useGalleryLightbox } from '../../features/gallery/lightbox/use-gallery-lightbox';
import '../../features/gallery/gallery.css';

const NO_ITEMS: readonly GalleryItem[] = [];

/** Gallery (spec section 2): 'Our Projects', the category filter and the project grid with its fallbacks. */
export function GalleryPage() {
  usePageMeta('gallery');
  const texts = useTexts().publicSite;
  const [category, setCategory] = useState(ALL_GALLERY_CATEGORIES);
  const gallery = usePublicGallery(category);
  const lightbox = useGalleryLightbox(gallery.status === 'ready' ? gallery.items : NO_ITEMS);

  return (
    <PublicPage>
      {gallery.status === 'ready' && gallery.isFallback ? <FallbackBanner /> : null}
      <header className="mfp-gallery__header">
        <div className="mfp-container mfp-gallery__header-inner">
          <div>
            <h1 className="mfp-gallery__title">{texts.galleryHeading}</h1>
            <p className="mfp-lead">{texts.galleryIntro}</p>
          </div>
          <GalleryFilter value={category} categories={gallery.categories} onChange={setCategory} />
        </div>
      </header>
      <div className="mfp-container mfp-gallery__content">
        {gallery.status === 'loading' ? (
          <GallerySkeletons />
        ) : gallery.items.length === 0 ? (
          <p className="mfp-gallery__empty">{texts.noProjects}</p>
        ) : (
          <div className="mfp-gallery__grid">
            {gallery.items.map((item, index) => (
              <GalleryCard key={item.id} item={item} eager={index < 3} onOpen={lightbox.open} />
            ))}
          </div>
        )}
      </div>
      {lightbox.element}
    </PublicPage>
  );
}

export default inLanguage('en', PUBLIC_TEXTS_EN, GalleryPage);
