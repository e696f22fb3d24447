import { Link } from 'react-router-dom';
import { Card } from 'antd';
import { MESSAGES } from 'shared-contracts';
import { BrandLogo } from '../../../components/brand/BrandLogo';
import { BrandTheme } from 'web-kit/admin-form';
import { ConfirmEmailForm } from './ConfirmEmailForm';
import { useLoginCompletion, type CompletionPhase } from './use-login-completion';
import '../login/login.css';

function PhaseBody({ phase, confirm }: { phase: CompletionPhase; confirm: (email: string) => void }) {
  switch (phase.kind) {
    case 'askEmail':
      return <ConfirmEmailForm onConfirm={confirm} busy={phase.busy} error={phase.error} />;
    case 'failed':
      return (
        <>
          <p role="alert">{phase.message}</p>
          <Link to="/admin/login">{MESSAGES.login.title}</Link>
        </>
      );
    default:
      return (
        <p role="status">
          {phase.kind === 'verifying' ? MESSAGES.login.verifying : MESSAGES.login.redirecting}
        </p>
      );
  }
}

/**
 * /admin/login/complete: checks the address is a sign-in link and completes it with the stored e-mail, or with the
 * address the user types when the link was opened in another browser.
 */
export default function LoginCompleteScreen() {
  const { phase, confirm } = useLoginCompletion();
  return (
    <BrandTheme>
      <section className="login-screen">
        <Card className="login-screen__card">
          <BrandLogo className="login-screen__brand" />
          <h1 className="login-screen__title">{MESSAGES.login.title}</h1>
          <PhaseBody phase={phase} confirm={confirm} />
        </Card>
      </section>
    </BrandTheme>
  );
}
