import { Navigate, useLocation } from 'react-router-dom';
import { Card, Tabs } from 'antd';
import { MESSAGES } from 'shared-contracts';
import { BrandLogo } from '../../../components/brand/BrandLogo';
import { BrandTheme } from 'web-kit/admin-form';
import { useStaffSession } from '../../../lib/auth/use-is-staff';
import { returnPathFrom } from '../../../lib/auth/return-path';
import { EmailLinkLoginForm } from './EmailLinkLoginForm';
import { PasswordLoginForm } from './PasswordLoginForm';
import './login.css';

/** /admin/login: 'Admin Login' with the 'Password' and 'Email Link' tabs (spec section 2). */
export default function LoginScreen() {
  const { ready, isStaff } = useStaffSession();
  const location = useLocation();

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
