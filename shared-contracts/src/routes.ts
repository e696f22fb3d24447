/**
 * Which pages exist, and which remote serves each, is not written here: each remote declares its own pages
 * (`src/app/pages.ts`, shipped in its manifest, see federation/declaration.ts) and the shell learns them at runtime.
 */

/** A menu entry. */
export interface NavItem {
  href: string;
  label: string;
}

/** `mf_public/Home`: what the shell asks the Module Federation runtime for. */
export const remoteModuleId = <R extends string, E extends string>(remote: R, expose: E) =>
  `${remote}/${expose}` as const;

/** Query parameter of /admin/inquiries that opens one inquiry's details dialog (links in staff e-mails and alerts). */
export const INQUIRY_LINK_PARAM = 'inquiry';

/** The back-office address of one inquiry, relative to the site's origin. */
export const adminInquiryPath = (id: string): string =>
  `/admin/inquiries?${INQUIRY_LINK_PARAM}=${encodeURIComponent(id)}`;
