import { DEFAULT_GALLERY_IMAGE } from 'shared-contracts';

/**
 * Which files of the shell's dist the service worker precaches (workbox-build glob options): what the public routes
 * need to start offline, i.e. the HTML, the shell's JS and CSS, and the built-in photos as the WebP variants the
 * pages' srcsets offer (the JPEG originals are only the old-browser fallback) plus the gallery's broken-image stand-in.
 * The admin side (antd, Firebase, the admin layout, the sign-in screens) stays online-only: about 2.5 MB nobody
 * reading the site needs. Chunk names are readable (optimization.chunkIds 'named'), which is what makes this list
 * possible.
 */
export const PRECACHE_FILES = {
  globPatterns: ['index.html', '*.{js,css}', 'images/**/*.webp', DEFAULT_GALLERY_IMAGE.replace(/^\//, '')],
  globIgnores: [
    'sw.js',
    '*antd*',
    '*ant-design*',
    '*firebase*',
    'src_features_admin-layout_*',
    'src_features_auth_*',
  ],
};
