import { API_PATHS, type RemoteSource } from 'shared-contracts';

// The footer on every public page shows the contact content and the business details (hours, social links).
const FRAME_READS = [API_PATHS.content('contact'), API_PATHS.content('business')];

/**
 * The pages this remote owns, in menu order: its build ships them in its manifest, and the shell, the first-view
 * server and the service worker learn them from there. `reads` are the API reads a first view of the page draws from.
 */
export const REMOTE: RemoteSource = {
  remote: 'mf_public',
  pages: [
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
  ],
};
