import { useEffect } from 'react';
import { useBusinessDetails } from '../hooks/use-business-details';
import { useContactContent } from '../hooks/use-contact-content';
import { BUSINESS_JSON_LD_ID, jsonForScript, withLiveDetails } from '../lib/business-json-ld';

/**
 * Keeps the build's GeneralContractor JSON-LD (index.html) in step with the contact content and business details
 * staff edit, like the footer; renders nothing. Public pages only: the staff login pages are not for search engines.
 */
export function BusinessJsonLd() {
  const contact = useContactContent();
  const business = useBusinessDetails();
  useEffect(() => {
    const element = document.getElementById(BUSINESS_JSON_LD_ID);
    if (!element?.textContent) return;
    const current = JSON.parse(element.textContent) as Record<string, unknown>;
    const updated = jsonForScript(withLiveDetails(current, contact, business, `${window.location.origin}/`));
    if (updated !== element.textContent) element.textContent = updated;
  }, [contact, business]);
  return null;
}
