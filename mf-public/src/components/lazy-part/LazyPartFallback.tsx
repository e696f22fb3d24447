import { useTexts } from '../../lib/i18n';
import { useReconnect } from './use-reconnect';
import './lazy-part.css';

interface Props {
  message: string;
  onRetry: () => void;
  /** Gives the fallback the part's reserved size, so the page below does not move. */
  className?: string;
}

/** Stands in for a part whose code could not be downloaded: says so, offers Retry, and retries on reconnect. */
export function LazyPartFallback({ message, onRetry, className }: Props) {
  useReconnect(onRetry);
  const texts = useTexts();
  return (
    <div className={['mfp-lazy-part__fallback', className ?? ''].join(' ')}>
      <p role="status" className="mfp-lazy-part__message">
        {message}
      </p>
      <button type="button" className="mfp-button mfp-lazy-part__retry" onClick={onRetry}>
        {texts.publicSite.retry}
      </button>
    </div>
  );
}
