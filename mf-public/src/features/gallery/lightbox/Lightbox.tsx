import { lazy, Suspense, useEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { createPortal } from 'react-dom';
import { LIGHTBOX_TEXTS, type GalleryItem } from 'shared-contracts';
import { ResponsiveImage } from '../../../components/ResponsiveImage';
import { usePageLocale, useTexts } from '../../../lib/i18n';
import { siteImage } from '../../../lib/site-image';
import './lightbox.css';

interface LightboxProps {
  items: readonly GalleryItem[];
  index: number;
  onShow: (id: string) => void;
  onClose: () => void;
}

const BeforeAfter = lazy(() => import('../before-after/BeforeAfter'));

/** A swipe: at least this far sideways, and more sideways than up or down. */
const SWIPE_PX = 50;
const SIZES = '100vw';

/** Fetches an item's image at the size the lightbox will ask for, so next/previous show at once. */
function preload(item: GalleryItem | undefined): void {
  if (!item) return;
  const image = new Image();
  const info = siteImage(item.imageUrl);
  if (info) {
    image.sizes = SIZES;
    image.srcset = info.webpSrcSet;
  }
  image.src = item.imageUrl;
}

/**
 * The gallery's full-screen view (issue 31): one project's photo as large as the screen allows (the built-in photos'
 * WebP variant for the screen's width), its title, category, location and description; previous/next by the
 * buttons, the arrow keys or a swipe; Esc or Close to leave. Focus stays inside while it is open (Tab cycles) and goes
 * back to the card that opened it (the caller). Its neighbours are fetched ahead.
 */
export default function Lightbox({ items, index, onShow, onClose }: LightboxProps) {
  const texts = LIGHTBOX_TEXTS[usePageLocale()];
  const site = useTexts().publicSite;
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const swipe = useRef<{ x: number; y: number } | null>(null);
  const item = items[index]!;
  const total = items.length;
  const go = (step: number) => onShow(items[(index + step + total) % total]!.id);

  useEffect(() => {
    closeButton.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  useEffect(() => {
    if (total < 2) return;
    preload(items[(index + 1) % total]);
    preload(items[(index - 1 + total) % total]);
  }, [items, index, total]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // On a before/after divider the arrow keys move the divider.
    const onDivider = (event.target as HTMLElement).matches('input[type="range"]');
    if (onDivider && event.key !== 'Escape' && event.key !== 'Tab') return;
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'ArrowRight' && total > 1) {
      event.preventDefault();
      go(1);
    } else if (event.key === 'ArrowLeft' && total > 1) {
      event.preventDefault();
      go(-1);
    } else if (event.key === 'Tab') {
      // Focus stays in the dialog: from the last control to the first and back.
      const focusable = Array.from(
        dialog.current?.querySelectorAll<HTMLElement>('button:not([disabled])') ?? [],
      );
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    swipe.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipe.current;
    swipe.current = null;
    if (!start || total < 2) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(dy)) go(dx < 0 ? 1 : -1);
  };

  return createPortal(
    <div
      ref={dialog}
      className="mfp-lightbox"
      role="dialog"
      aria-modal="true"
      aria-label={texts.dialogLabel(item.title)}
      onKeyDown={onKeyDown}
    >
      <div
        className="mfp-lightbox__stage"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipe.current = null)}
      >
        {item.beforeImageUrl ? (
          <Suspense fallback={null}>
            <BeforeAfter
              key={item.id}
              item={{ ...item, beforeImageUrl: item.beforeImageUrl }}
              sizes={SIZES}
              eager
              large
            />
          </Suspense>
        ) : (
          <ResponsiveImage
            key={item.id}
            className="mfp-lightbox__image"
            src={item.imageUrl}
            alt={item.title}
            sizes={SIZES}
            loading="eager"
            draggable={false}
          />
        )}
      </div>
      <div className="mfp-lightbox__caption">
        <p className="mfp-lightbox__meta">
          <span className="mfp-lightbox__category">{site.categoryLabel(item.category)}</span>
          {item.location ? <span> · {item.location}</span> : null}
          <span className="mfp-lightbox__position"> · {texts.position(index + 1, total)}</span>
        </p>
        <h2 className="mfp-lightbox__title">{item.title}</h2>
        <p className="mfp-lightbox__description">{item.description}</p>
      </div>
      <button
        ref={closeButton}
        type="button"
        className="mfp-lightbox__button mfp-lightbox__close"
        onClick={onClose}
        aria-label={texts.close}
      >
        ×
      </button>
      {total > 1 ? (
        <>
          <button
            type="button"
            className="mfp-lightbox__button mfp-lightbox__prev"
            onClick={() => go(-1)}
            aria-label={texts.previous}
          >
            ‹
          </button>
          <button
            type="button"
            className="mfp-lightbox__button mfp-lightbox__next"
            onClick={() => go(1)}
            aria-label={texts.next}
          >
            ›
          </button>
        </>
      ) : null}
    </div>,
    document.body,
  );
}
