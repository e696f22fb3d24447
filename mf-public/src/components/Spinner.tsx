import './spinner.css';

/** Shown while page content loads (spec section 2). */
export function Spinner({ label = 'Loading content' }: { label?: string }) {
  return (
    <div className="mfp-spinner__wrap" role="status" aria-live="polite">
      <span className="mfp-spinner__spinner" aria-hidden="true" />
      <span className="mfp-spinner__sr-only">{label}</span>
    </div>
  );
}
