import { useTexts } from '../lib/i18n';
import './fallback-banner.css';

/** Shown when a page uses built-in content because it is offline or the server failed (spec sections 2 and 4). */
export function FallbackBanner() {
  const texts = useTexts();
  return (
    <div className="mfp-banner__banner" role="status">
      <svg className="mfp-banner__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 3 2 20h20L12 3Zm0 5v6m0 3v.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      <span>{texts.frame.fallbackBanner}</span>
    </div>
  );
}
