import {
  lazy,
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import { LazyPartBoundary } from './LazyPartBoundary';
import { LazyPartFallback } from './LazyPartFallback';

type Loader = () => Promise<{ default: ComponentType }>;

interface Props {
  /** Downloads the part's code (a dynamic import); called again on every retry. */
  load: Loader;
  /** Shown while the code downloads. */
  placeholder: ReactNode;
  /** What the fallback says when the code could not be downloaded. */
  unavailableMessage: string;
  /** Gives the fallback the part's reserved size (usually the placeholder's class). */
  fallbackClassName?: string;
}

/**
 * A lazily loaded part of a page that cannot take the page down: if its code fails to download, only this part
 * shows a small fallback with Retry, and it retries by itself when the connection comes back. On a server and while
 * the browser hydrates, it is its placeholder: a server cannot wait for the code.
 */
export function LazyPart({ load, placeholder, unavailableMessage, fallbackClassName }: Props) {
  const hydrated = useHydrated();
  // Once a first view is hydrated, the part starts in a transition: its code's first render is done in slices, not
  // in one long task right after the page's. Rendered in a browser from the start, it starts at once.
  const [started, setStarted] = useState(hydrated);
  // Effects run only in a browser, after any hydration has committed.
  useEffect(() => {
    if (!started) startTransition(() => setStarted(true));
  }, [started]);
  const [attempt, setAttempt] = useState(0);
  // React.lazy remembers a rejection forever, so every retry needs a brand-new lazy component.
  const [Part, setPart] = useState(() => lazy(load));
  const retry = useCallback(() => {
    setAttempt((n) => n + 1);
    setPart(() => lazy(load));
  }, [load]);

  if (!started) return placeholder;
  return (
    <LazyPartBoundary
      key={attempt}
      fallback={
        <LazyPartFallback message={unavailableMessage} onRetry={retry} className={fallbackClassName} />
      }
    >
      <Suspense fallback={placeholder}>
        <Part />
      </Suspense>
    </LazyPartBoundary>
  );
}
