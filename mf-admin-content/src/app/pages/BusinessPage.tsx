import { Typography } from 'antd';
import { MESSAGES } from 'shared-contracts';
import { BusinessDetailsForm } from '../../features/content-editor/components/BusinessDetailsForm';
import { OfflineBanner } from '../../features/content-editor/components/OfflineBanner';
import { editorActions } from '../editor-tools';

/**
 * /admin/business (exposed as ./Business): the opening hours and social links the footer, the Contact page, the
 * JSON-LD and the e-mails show (issue 29). A page of its own rather than a fifth content tab: on a phone five tabs
 * no longer fit, and these are details of the business, not of one page.
 */
export default function BusinessPage() {
  return (
    <section>
      <Typography.Title level={1}>{MESSAGES.adminNav.businessDetails}</Typography.Title>
      <OfflineBanner />
      <BusinessDetailsForm actions={editorActions} />
    </section>
  );
}
