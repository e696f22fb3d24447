/**
 * Every user-facing message of the spec (sections 2, 5, 8), typed once. The front end renders these and the API's
 * class-validator DTOs reuse the validation ones, so client and server always agree word for word.
 *
 * One module per area, re-exported as the MESSAGES namespace (`MESSAGES.quote.name`): a bundle takes only the
 * areas it uses, so a public page ships its own texts and not the back office's.
 */
export { quote } from './quote.js';
export { quotePhotos } from './quote-photos.js';
export { quotePhotoField } from './quote-photo-field.js';
export { content } from './content.js';
export { gallery } from './gallery.js';
export { galleryBefore } from './gallery-before.js';
export { zip } from './zip.js';
export { settings } from './settings.js';
export { login } from './login.js';
export { identityProvider } from './identity-provider.js';
export { inquiry } from './inquiry.js';
export { inquiryPhotos } from './inquiry-photos.js';
export { dashboard } from './dashboard.js';
export { adminNav } from './admin-nav.js';
export { frame } from './frame.js';
export { publicSite } from './public-site.js';
export { frameLabels } from './frame-labels.js';
export { pageMeta } from './page-meta.js';
export { serviceCards } from './service-cards.js';
export { business } from './business.js';
export { auth } from './auth.js';
export { unsavedChanges } from './unsaved-changes.js';
export { visitorTelemetry } from './visitor-telemetry.js';
