import { lazy, Suspense } from 'react';
import { AuthSpinner } from './AuthSpinner';

const LoginCompleteScreen = lazy(() => import('./login-complete/LoginCompleteScreen'));

/** /admin/login/complete (spec section 2): finishes an e-mail link sign-in. */
export function LoginCompletePage() {
  return (
    <Suspense fallback={<AuthSpinner label="Loading login" />}>
      <LoginCompleteScreen />
    </Suspense>
  );
}
