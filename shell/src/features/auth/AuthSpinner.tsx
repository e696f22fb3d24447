import './auth.css';

/** Shown while the sign-in state or a login chunk loads: nothing of the admin area is rendered meanwhile. */
export function AuthSpinner({ label = 'Checking sign-in' }: { label?: string }) {
  return (
    <div className="auth-checking" role="status" aria-label={label}>
      <span className="auth-checking__spinner" aria-hidden="true" />
    </div>
  );
}
