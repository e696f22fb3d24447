import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Card, Tabs } from 'antd';
import { useStore } from 'zustand';
import { MESSAGES } from 'shared-contracts';
import { authStore } from 'web-kit';
import { BrandLogo } from '../../../components/brand/BrandLogo';
import { BrandTheme } from '../../../components/brand/BrandTheme';
import { useRuntimeConfig } from '../../../lib/runtime-config-context';
import { useIsStaff } from '../../../lib/auth/use-is-staff';
import { returnPathFrom } from '../../../lib/auth/return-path';
import { startAuthSession } from '../../../lib/auth/auth-session';
import { EmailLinkLoginForm } from './EmailLinkLoginForm';
import { PasswordLoginForm } from './PasswordLoginForm';
import './login.css';

/** /admin/login: 'Admin Login' with the 'Password' and 'Email Link' tabs (spec section 2). */
export default function LoginScreen() {
  const config = useRuntimeConfig();
  const ready = useStore(authStore, (state) => state.ready);
  const isStaff = useIsStaff();
  const location = useLocation();

  // Start the SDK now so the first click does not wait for its download.
  useEffect(() => {
    startAuthSession(config).catch(() => {});
  }, [config]);

  // Already signed in as staff (e.g. came back with the browser's Back button): nothing to do here.
  if (ready && isStaff) return <Navigate to={returnPathFrom(location.state)} replace />;

  return (
    <BrandTheme>
      <section className="login-screen">
        <Card className="login-screen__card">
          <BrandLogo className="login-screen__brand" />
          <h1 className="login-screen__title">{MESSAGES.login.title}</h1>
          <Tabs
            defaultActiveKey="password"
            items={[
              { key: 'password', label: MESSAGES.login.passwordTab, children: <PasswordLoginForm /> },
              { key: 'email-link', label: MESSAGES.login.emailLinkTab, children: <EmailLinkLoginForm /> },
            ]}
          />
        </Card>
      </section>
    </BrandTheme>
  );
}
