import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import type { PhotoFieldProps } from './photo-slot';

/** The field's reserved place (photo-field.css gives it the field's height): also the skeleton's. */
const Reserved = () => <div className="mfp-quote__field mfp-quote__wide mfp-photos" />;

/**
 * Where the quote form's photo field goes (issue 31). The field's code and texts are not in the form's: they are
 * fetched when its place scrolls into view or the visitor starts on the form (focus or touch in it: a keyboard user
 * tabbing from Message finds it there), so the form's first load carries only this; the picker's list, shrink and
 * upload step come with the first photo picked. If the download fails (offline), the place stays reserved and
 * the field comes with the connection.
 */
export function PhotoFieldSlot(props: PhotoFieldProps) {
  const place = useRef<HTMLDivElement>(null);
  const [Field, setField] = useState<ComponentType<PhotoFieldProps> | null>(null);

  useEffect(() => {
    if (Field) return undefined;
    const start = () =>
      setField(() =>
        lazy(() =>
          import('./QuotePhotosField').catch(() => {
            window.addEventListener('online', start, { once: true });
            return { default: Reserved };
          }),
        ),
      );
    if (typeof IntersectionObserver !== 'function') {
      start();
      return undefined;
    }
    const element = place.current!;
    const form = element.closest('form');
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) start();
    });
    observer.observe(element);
    form?.addEventListener('focusin', start);
    form?.addEventListener('pointerdown', start);
    return () => {
      observer.disconnect();
      form?.removeEventListener('focusin', start);
      form?.removeEventListener('pointerdown', start);
    };
  }, [Field]);

  if (!Field) return <div ref={place} className="mfp-quote__field mfp-quote__wide mfp-photos" />;
  return (
    <Suspense fallback={<Reserved />}>
      <Field {...props} />
    </Suspense>
  );
}
