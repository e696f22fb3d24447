import { MESSAGES } from 'shared-contracts';
import { AuthTestPanel } from '../../features/dashboard/components/AuthTestPanel';
import { InquiryStats } from '../../features/dashboard/components/InquiryStats';
import { LeadDesk } from '../../features/dashboard/lead-desk/LeadDesk';
import './dashboard.css';

/**
 * /admin (spec section 2): inquiry counts, the lead desk (issue 32), and the spec's authentication test panel folded
 * under "Session details". Exposed as ./Dashboard.
 */
export default function DashboardPage() {
  return (
    <section className="dashboard">
      <h1 className="dashboard__title">{MESSAGES.dashboard.heading}</h1>
      <InquiryStats />
      <LeadDesk />
      <details className="dashboard-session">
        <summary>{MESSAGES.dashboard.sessionDetails}</summary>
        <AuthTestPanel />
      </details>
    </section>
  );
}
