import type { ImgHTMLAttributes } from 'react';
import { siteImage } from '../lib/site-image';

interface ResponsiveImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'sizes'> {
  src: string;
  alt: string;
  /** Rendered width of the slot, for the browser to choose a variant (e.g. "(min-width: 1024px) 33vw, 100vw"). */
  sizes: string;
  /** Size used when the image has no known intrinsic size (keeps the box stable: no layout shift). */
  fallbackWidth?: number;
  fallbackHeight?: number;
}

/**
 * <picture> with WebP variants for the built-in photos, width/height always set, lazy unless told otherwise.
 * Unknown images (uploads) render as a plain <img>.
 */
export function ResponsiveImage({
  src,
  alt,
  sizes,
  fallbackWidth = 1200,
  fallbackHeight = 900,
  loading = 'lazy',
  decoding = 'async',
  ...rest
}: ResponsiveImageProps) {
  const info = siteImage(src);
  const img = (
    <img
      src={src}
      alt={alt}
      width={info?.width ?? fallbackWidth}
      height={info?.height ?? fallbackHeight}
      loading={loading}
      decoding={decoding}
      {...rest}
    />
  );
  if (!info) return img;
  return (
    <picture>
      <source type="image/webp" srcSet={info.webpSrcSet} sizes={sizes} />
      {img}
    </picture>
  );
}
