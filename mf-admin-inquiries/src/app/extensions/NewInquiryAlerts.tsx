import { useNewInquiryAlerts } from '../../features/new-inquiry-alerts/use-new-inquiry-alerts';

/** Mounted once by the shell's admin layout (slot 'admin-layout'): desktop alerts of new inquiries. Draws nothing. */
export default function NewInquiryAlerts() {
  useNewInquiryAlerts();
  return null;
}
