import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { LazyPart } from '../../../components/lazy-part/LazyPart';
import { EarlyQuoteForm } from './EarlyQuoteForm';
import {
  earlyFormUsed,
  QuoteFormHandoffContext,
  readEarlyForm,
  type QuoteFormHandoff,
} from './quote-form-handoff';
import { useTexts } from '../../../lib/i18n';

// The form with react-hook-form (~14 KiB with its own code, Brotli) is its own chunk, fetched at its first use: the
// page is drawn and works without it (the early form takes taps and typing meanwhile).
const loadQuoteForm = () => import('./QuoteForm').then((module) => ({ default: module.QuoteForm }));

/** Fragment that targets the Home page's quote section (e.g. a "/#quote" link). */
export const QUOTE_SECTION_ID = 'quote';

/** How far below the viewport the form starts loading, so it is ready by the time it scrolls into view. */
const ROOT_MARGIN = '200px 0px';

const targetsQuote = () => window.location.hash === `#${QUOTE_SECTION_ID}`;

/**
 * The quote form's place (issue 44): the early form (plain HTML, drawn by the server) until the form's code is wanted
 * and has arrived, then the real form, which takes what the visitor typed, the focus and a pending send, in the same
 * frame. The code is wanted at the first use of the early form: a touch or click in it, the focus reaching one of its
 * fields (a tap, Tab), typing, Send; or, before hydration, a field already focused or filled (the page's early
 * events replay the typing too). `wantedEarlier` adds the page's own reasons. If the code cannot be downloaded
 * (offline), the slot says so under the early form, which keeps what was typed; it loads again on reconnect.
 */
function QuoteFormSlot({ wanted, want }: { wanted: boolean; want: () => void }) {
  const texts = useTexts().publicSite;
  const early = useRef<HTMLFormElement>(null);
  const submitPending = useRef(false);
  const [replaced, setReplaced] = useState(false);
  const handoff = useMemo<QuoteFormHandoff>(
    () => ({
      take: () => (early.current ? readEarlyForm(early.current, submitPending.current) : undefined),
      done: () => setReplaced(true),
    }),
    [],
  );

  // Used before the app had hydrated the page: the focus is in a field, or text is in one.
  useEffect(() => {
    if (early.current && earlyFormUsed(early.current)) want();
  }, [want]);

  return (
    <div onFocus={want} onInput={want} onPointerDown={want} onClick={want}>
      {replaced ? null : (
        <EarlyQuoteForm
          ref={early}
          onSubmit={() => {
            submitPending.current = true;
            want();
          }}
        />
      )}
      {wanted ? (
        <QuoteFormHandoffContext.Provider value={handoff}>
          <LazyPart load={loadQuoteForm} placeholder={null} unavailableMessage={texts.quoteFormUnavailable} />
        </QuoteFormHandoffContext.Provider>
      ) : null}
    </div>
  );
}

function useWanted(): [boolean, () => void] {
  const [wanted, setWanted] = useState(false);
  return [wanted, useCallback(() => setWanted(true), [])];
}

/**
 * The Contact page's quote form: the early form, the real one fetched at its first use (QuoteFormSlot), so the page's
 * first load does not carry the form's code (issue 44: 130 KiB).
 */
export function LazyQuoteForm() {
  const [wanted, want] = useWanted();
  return <QuoteFormSlot wanted={wanted} want={want} />;
}

/**
 * Home's quote form, below the fold: fetched, besides at its first use, when the visitor is heading for it, so a
 * visitor who reads only the top of Home never downloads it: at the visitor's first scroll (heading down the page:
 * the form's code is then usually in before its card is in view), when its slot comes within ROOT_MARGIN of the
 * viewport (a page opened scrolled), when the page is opened or navigated at #quote, or at the first Tab key press.
 * Browsers without IntersectionObserver load it at once.
 */
export function DeferredQuoteForm() {
  const slot = useRef<HTMLDivElement>(null);
  // Decided after the first render, which must match a server's (no window there, no IntersectionObserver).
  const [wanted, want] = useWanted();

  useEffect(() => {
    const element = slot.current;
    if (wanted || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined' || targetsQuote()) {
      want();
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) want();
      },
      { rootMargin: ROOT_MARGIN },
    );
    observer.observe(element);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Tab') want();
    };
    const onHashChange = () => {
      if (targetsQuote()) want();
    };
    document.addEventListener('keydown', onKeyDown);
    window.addEventListener('hashchange', onHashChange);
    window.addEventListener('scroll', want, { passive: true, once: true });
    return () => {
      observer.disconnect();
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('hashchange', onHashChange);
      window.removeEventListener('scroll', want);
    };
  }, [wanted, want]);

  return (
    <div ref={slot}>
      <QuoteFormSlot wanted={wanted} want={want} />
    </div>
  );
}
