import { useEffect, useRef, useState } from 'react';
import { LazyPart } from '../../../components/lazy-part/LazyPart';
import { QuoteFormSkeleton } from './QuoteFormSkeleton';
import { skeletonTapHandler } from './skeleton-tap';
import { useTexts } from '../../../lib/i18n';
import './deferred-quote-form.css';

// The form with react-hook-form + zod mini (~22 KiB gzip) is its own chunk: on Home it sits below the fold, and on
// Contact the page's text paints before the form's code is evaluated.
const loadQuoteForm = () => import('./QuoteForm').then((module) => ({ default: module.QuoteForm }));

/** Fragment that targets the Home page's quote section (e.g. a "/#quote" link). */
export const QUOTE_SECTION_ID = 'quote';

/** How far below the viewport the form starts loading, so it is ready by the time it scrolls into view. */
const ROOT_MARGIN = '200px 0px';

const targetsQuote = () => window.location.hash === `#${QUOTE_SECTION_ID}`;

/**
 * The quote form, its code fetched now, in a slot of the form's height: the page around it renders without waiting
 * for it. If its code cannot be downloaded (offline), the slot shows its own fallback and the rest of the page stays.
 */
export function LazyQuoteForm() {
  const texts = useTexts().publicSite;
  return (
    <div onClick={skeletonTapHandler()}>
      <LazyPart
        load={loadQuoteForm}
        placeholder={<QuoteFormSkeleton />}
        unavailableMessage={texts.quoteFormUnavailable}
        fallbackClassName="mfp-quote__reserved"
      />
    </div>
  );
}

/**
 * The quote form, fetched only when wanted, so a visitor who reads only the top of Home never downloads it: at the
 * visitor's first scroll (heading down the page: the form's code is then usually in before its card is in view), when
 * its slot comes within ROOT_MARGIN of the viewport (a page opened scrolled), when the page is opened or navigated at
 * #quote, or at the first Tab key press (so keyboard users reach the fields in order). Meanwhile the slot shows the
 * form's skeleton, never a blank card. Browsers without IntersectionObserver load it at once.
 */
export function DeferredQuoteForm() {
  const slot = useRef<HTMLDivElement>(null);
  // Decided after the first render, which must match a server's (no window there, no IntersectionObserver).
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    const element = slot.current;
    if (wanted || !element) return undefined;
    const load = () => setWanted(true);
    if (typeof IntersectionObserver === 'undefined' || targetsQuote()) {
      load();
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load();
      },
      { rootMargin: ROOT_MARGIN },
    );
    observer.observe(element);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Tab') load();
    };
    const onHashChange = () => {
      if (targetsQuote()) load();
    };
    document.addEventListener('keydown', onKeyDown);
    window.addEventListener('hashchange', onHashChange);
    window.addEventListener('scroll', load, { passive: true, once: true });
    return () => {
      observer.disconnect();
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('hashchange', onHashChange);
      window.removeEventListener('scroll', load);
    };
  }, [wanted]);

  // A tap on the skeleton loads the form now and gives the field tapped the focus once the form is there.
  return (
    <div ref={slot} onClick={wanted ? undefined : skeletonTapHandler(() => setWanted(true))}>
      {wanted ? <LazyQuoteForm /> : <QuoteFormSkeleton />}
    </div>
  );
}
