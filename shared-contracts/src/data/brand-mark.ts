/**
 * The brand's mark: a brick wall on a brick-red tile. The one source of the site's favicon (the shell's build writes
 * it as favicon.svg) and of the logo in every e-mail (the API renders it to PNG: mail programs show no SVG).
 */
export const BRAND_MARK_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#a63d24"/><g fill="#f6f1ea"><rect x="4" y="6" width="11" height="5" rx="1"/><rect x="17" y="6" width="11" height="5" rx="1"/><rect x="4" y="13.5" width="5" height="5" rx="1"/><rect x="11" y="13.5" width="11" height="5" rx="1"/><rect x="24" y="13.5" width="4" height="5" rx="1"/><rect x="4" y="21" width="11" height="5" rx="1"/><rect x="17" y="21" width="11" height="5" rx="1"/></g></svg>\n';
