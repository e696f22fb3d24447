import {
  BUSINESS,
  businessHoursRows,
  LOCALES,
  SERVICE_AREA_ZIPS,
  socialLinks,
  type BusinessContent,
  type ContactContent,
} from 'shared-contracts';

/** Splits '4515 Walzem Rd, San Antonio, TX 78218' into schema.org PostalAddress parts (best effort). */
export function postalAddress(address: string): Record<string, string> {
  const match = /^(.+?),\s*([^,]+?),\s*([A-Z]{2})\s+(\d{5})(?:-\d{4})?$/.exec(address.trim());
  if (!match) return { '@type': 'PostalAddress', streetAddress: address.trim(), addressCountry: 'US' };
  const [, street, city, region, zip] = match;
  return {
    '@type': 'PostalAddress',
    streetAddress: street!,
    addressLocality: city!,
    addressRegion: region!,
    postalCode: zip!,
    addressCountry: 'US',
  };
}

/** San Antonio first, then every community of the built-in list outside the city ('Nearby' region), once each. */
export function servedCities(): string[] {
  const nearby = SERVICE_AREA_ZIPS.filter((entry) => entry.region === 'Nearby' && entry.neighborhood).map(
    (entry) => entry.neighborhood as string,
  );
  return [...new Set([BUSINESS.city, ...nearby])];
}

/** The parts of the JSON-LD that follow what staff edit: contact details, opening hours and social links. */
function liveDetails(contact: ContactContent, business: BusinessContent, siteUrl: string) {
  return {
    url: siteUrl,
    telephone: contact.phone,
    email: contact.email,
    address: postalAddress(contact.address),
    openingHoursSpecification: businessHoursRows(business)
      .filter((row) => row.opens)
      .map((row) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: row.schemaDays,
        opens: row.opens,
        closes: row.closes,
      })),
    sameAs: socialLinks(business).map((link) => link.url),
  };
}

/**
 * schema.org GeneralContractor for search engines (issue 4, beyond the spec): name, phone, e-mail, address, opening
 * hours, social pages, its languages and the served communities (San Antonio plus the 'Nearby' ones of the built-in ZIP list).
 * Contact details follow the contact content and hours and links the business details, like the footer.
 */
export function businessJsonLd(
  contact: ContactContent,
  business: BusinessContent,
  siteUrl: string,
): Record<string, unknown> {
  const { openingHoursSpecification, sameAs, ...contactParts } = liveDetails(contact, business, siteUrl);
  return {
    '@context': 'https://schema.org',
    '@type': 'GeneralContractor',
    name: BUSINESS.name,
    description: BUSINESS.blurb,
    ...contactParts,
    // One business for both languages of the site (issue 30): the crew and the site speak English and Spanish.
    knowsLanguage: [...LOCALES],
    openingHoursSpecification,
    areaServed: servedCities().map((name) => ({ '@type': 'City', name: `${name}, ${BUSINESS.region}` })),
    sameAs,
  };
}

/** The id of the JSON-LD element the build writes into index.html (see scripts/write-seo-files.mts). */
export const BUSINESS_JSON_LD_ID = 'business-json-ld';

/**
 * The JSON-LD element for index.html, written at build time with the built-in details: crawlers read it without
 * running any script, and visitors download nothing for it. The site then corrects the parts staff have edited
 * (`withLiveDetails`).
 */
export function businessJsonLdElement(
  siteUrl: string,
  contact: ContactContent,
  business: BusinessContent,
): string {
  return `<script type="application/ld+json" id="${BUSINESS_JSON_LD_ID}">${jsonForScript(businessJsonLd(contact, business, siteUrl))}</script>`;
}

/** The JSON-LD with the live contact details, hours and links, and the address the site is served from. */
export function withLiveDetails(
  data: Record<string, unknown>,
  contact: ContactContent,
  business: BusinessContent,
  siteUrl: string,
): Record<string, unknown> {
  return { ...data, ...liveDetails(contact, business, siteUrl) };
}

/** JSON for an inline <script>: '<' escaped so a content value can never close the script element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
