import { useContactContent } from '../hooks/use-contact-content';
import { businessJsonLd, jsonForScript } from '../lib/business-json-ld';

/** GeneralContractor structured data for search engines, on public pages only (not on the staff login pages). */
export function BusinessJsonLd() {
  const contact = useContactContent();
  const json = jsonForScript(businessJsonLd(contact, window.location.origin + '/'));
  return <script type="application/ld+json" id="business-json-ld" dangerouslySetInnerHTML={{ __html: json }} />;
}
