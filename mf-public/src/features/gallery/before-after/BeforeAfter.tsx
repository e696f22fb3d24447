import { useState, type CSSProperties } from 'react';
import { BEFORE_AFTER_TEXTS, type GalleryItem } from 'shared-contracts';
import { ResponsiveImage } from '../../../components/ResponsiveImage';
import { usePageLocale } from '../../../lib/i18n';

interface BeforeAfterProps {
  item: GalleryItem & { beforeImageUrl: string };
  sizes: string;
  eager?: boolean;
  /** The lightbox's large view: the photos are shown whole (contain), not cropped to the card. */
  large?: boolean;
}

/**
 * A project's before and after photos one over the other with a divider (issue 31): left of it the before photo,
 * right of it the after photo. The divider is a labelled range control over the whole picture, so it moves by mouse
 * (drag or click), touch (drag) and keyboard (arrows, Page Up/Down, Home/End), and reads out how much of each shows.
 */
export default function BeforeAfter({ item, sizes, eager = false, large = false }: BeforeAfterProps) {
  const texts = BEFORE_AFTER_TEXTS[usePageLocale()];
  const [position, setPosition] = useState(50);
  const style = { '--mfp-ba-position': `${position}%` } as CSSProperties;
  return (
    <div
      className={['mfp-ba', large ? 'mfp-ba--large' : ''].join(' ')}
      style={style}
      // The divider's drags are its own, not the lightbox's swipes.
      onPointerDown={(event) => event.stopPropagation()}
      onPointerUp={(event) => event.stopPropagation()}
    >
      <ResponsiveImage
        className="mfp-ba__after"
        src={item.imageUrl}
        alt={`${item.title} (${texts.after})`}
        sizes={sizes}
        loading={eager ? 'eager' : 'lazy'}
        draggable={false}
      />
      <div className="mfp-ba__before" data-testid="before-layer">
        <ResponsiveImage
          src={item.beforeImageUrl}
          alt={`${item.title} (${texts.before})`}
          sizes={sizes}
          loading={eager ? 'eager' : 'lazy'}
          draggable={false}
        />
      </div>
      <span className="mfp-ba__tag mfp-ba__tag--before" aria-hidden="true">
        {texts.before}
      </span>
      <span className="mfp-ba__tag mfp-ba__tag--after" aria-hidden="true">
        {texts.after}
      </span>
      <span className="mfp-ba__line" aria-hidden="true" />
      <input
        className="mfp-ba__range"
        type="range"
        min={0}
        max={100}
        step={1}
        value={position}
        aria-label={texts.divider(item.title)}
        aria-valuetext={texts.position(100 - position)}
        onChange={(event) => setPosition(Number(event.target.value))}
      />
    </div>
  );
}
