import { Alert } from 'antd';
import { MESSAGES } from 'shared-contracts';

/** Shown when the list could not be loaded and the built-in list is used instead (spec section 8). */
export function ZipLoadFailedAlert() {
  return (
    <Alert
      type="warning"
      showIcon
      title={MESSAGES.zip.loadFailedTitle}
      description={MESSAGES.zip.loadFailed}
    />
  );
}

/**
 * The new-ZIP rule's message under the spec's 'Invalid ZIP Code' title (spec section 5). `id` is the one the ZIP box
 * names in aria-describedby (zipErrorIdOf).
 */
export function InvalidZipAlert({ id, message }: { id: string; message: string }) {
  return (
    <Alert
      id={id}
      type="error"
      showIcon
      role="alert"
      title={MESSAGES.zip.invalidTitle}
      description={message}
    />
  );
}
