import { API_PATHS, type PageSource, type RemoteSource } from 'shared-contracts';

// The footer on every public page shows the contact content and the business details (hours, social links).
const FRAME_READS = [API_PATHS.content('contact'), API_PATHS.content('business')];

/**
 * The public pages in English at today's URLs, and in Spanish under /es (issue 30): the same page components, each
 * language its own expose ('HomeEs' is src/app/pages/HomeEsPage.tsx) so a page ships only its own language's texts.
 */
const ENGLISH: PageSource[] = [
  {
    path: '/',
    expose: 'Home',
    label: 'Home',
    section: 'public',
    order: 10,
    reads: [API_PATHS.content('home'), ...FRAME_READS],
  },
  {
    path: '/services',
    expose: 'Services',
    label: 'Services',
    section: 'public',
    order: 20,
    reads: [API_PATHS.content('services'), ...FRAME_READS],
  },
  {
    path: '/gallery',
    expose: 'Gallery',
    label: 'Gallery',
    section: 'public',
    order: 30,
    reads: [API_PATHS.gallery('all'), API_PATHS.galleryCategories(), ...FRAME_READS],
  },
  {
    path: '/contact',
    expose: 'Contact',
    label: 'Contact',
    section: 'public',
    order: 40,
    reads: FRAME_READS,
  },
];

const SPANISH: PageSource[] = [
  {
    path: '/es',
    expose: 'HomeEs',
    label: 'Inicio',
    section: 'public',
    order: 10,
    reads: [API_PATHS.content('home', 'es'), ...FRAME_READS],
  },
  {
    path: '/es/services',
    expose: 'ServicesEs',
    label: 'Servicios',
    section: 'public',
    order: 20,
    reads: [API_PATHS.content('services', 'es'), ...FRAME_READS],
  },
  {
    path: '/es/gallery',
    expose: 'GalleryEs',
    label: 'Galería',
    section: 'public',
    order: 30,
    reads: [API_PATHS.gallery('all', 'es'), API_PATHS.galleryCategories(), ...FRAME_READS],
  },
  {
    path: '/es/contact',
    expose: 'ContactEs',
    label: 'Contacto',
    section: 'public',
    order: 40,
    reads: [API_PATHS.content('contact', 'es'), ...FRAME_READS],
  },
];

/**
 * The pages this remote owns, in menu order: its build ships them in its manifest, and the shell, the first-view
 * server and the service worker learn them from there. `reads` are the API reads a first view of the page draws from.
 * The shell's menus show the pages of the visitor's language (localeOfPath).
 */
export const REMOTE: RemoteSource = {
  remote: 'mf_public',
  pages: [...ENGLISH, ...SPANISH],
};
