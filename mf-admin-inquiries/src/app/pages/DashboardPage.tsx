import { MESSAGES } from 'shared-contracts';
import { AuthTestPanel } from '../../features/dashboard/components/AuthTestPanel';
import { InquiryStats } from '../../features/dashboard/components/InquiryStats';
import './dashboard.css';

/** /admin (spec section 2): inquiry counts and the authentication test panel. Exposed as ./Dashboard. */
export default function DashboardPage() {
  return (
    <section className="dashboard">
      <h1 className="dashboard__title">{MESSAGES.dashboard.heading}</h1>
      <InquiryStats />
      <AuthTestPanel />
    </section>
  );
}
