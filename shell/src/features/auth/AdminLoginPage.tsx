import { lazy, Suspense } from 'react';
import { AuthSpinner } from './AuthSpinner';

// The form uses antd and the Firebase SDK: both load only when /admin/login is visited.
const LoginScreen = lazy(() => import('./login/LoginScreen'));

/** /admin/login (spec section 2): 'Admin Login' with the Password and Email Link tabs. */
export function AdminLoginPage() {
  return (
    <Suspense fallback={<AuthSpinner label="Loading login" />}>
      <LoginScreen />
    </Suspense>
  );
}
