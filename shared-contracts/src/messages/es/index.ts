/**
 * The Spanish catalogue (issue 30): every text a visitor of the public site reads, with the keys of its English
 * area (../<area>.ts). Only the public areas are translated; the back office is in English. A page in Spanish
 * imports this instead of the English areas, so each language's texts ship only to its own pages.
 */
export { publicSite } from './public-site.js';
export { quote } from './quote.js';
export { frame } from './frame.js';
export { frameLabels } from './frame-labels.js';
export { pageMeta } from './page-meta.js';
export { serviceCards } from './service-cards.js';
export { business } from './business.js';
