import type { GalleryItem } from '../schemas/gallery.js';

/** Shown when the gallery cannot be loaded or is empty (spec section 4). Categories differ from the admin set. */
export const SAMPLE_GALLERY: readonly GalleryItem[] = [
  {
    id: 'sample-stamped-patio',
    title: 'Stamped Concrete Patio',
    description: 'A 600 sq ft ashlar-slate stamped patio with a sealed, slip-resistant finish.',
    imageUrl: '/images/gallery/stamped-patio.jpg',
    location: 'Alamo Heights',
    category: 'concrete',
    createdAt: '2025-04-12T15:00:00.000Z',
  },
  {
    id: 'sample-limestone-wall',
    title: 'Limestone Retaining Wall',
    description: 'Hill Country limestone retaining wall terracing a sloped backyard.',
    imageUrl: '/images/gallery/limestone-wall.jpg',
    location: 'Stone Oak',
    category: 'stone',
    createdAt: '2025-03-02T15:00:00.000Z',
  },
  {
    id: 'sample-outdoor-kitchen',
    title: 'Outdoor Kitchen with Stone Bar',
    description: 'Grill island and bar seating clad in chopped stone with a granite top.',
    imageUrl: '/images/gallery/outdoor-kitchen.jpg',
    location: 'Helotes',
    category: 'outdoor',
    createdAt: '2025-02-18T15:00:00.000Z',
  },
  {
    id: 'sample-brick-mailbox',
    title: 'Custom Brick Mailbox',
    description: 'Brick column mailbox with a cast-stone cap and engraved address plaque.',
    imageUrl: '/images/gallery/brick-mailbox.jpg',
    location: 'Shavano Park',
    category: 'mailbox',
    createdAt: '2025-01-20T15:00:00.000Z',
  },
  {
    id: 'sample-outdoor-chimney',
    title: 'Outdoor Fireplace and Chimney',
    description: 'Wood-burning fireplace with a flagstone hearth and a stone chimney.',
    imageUrl: '/images/gallery/outdoor-chimney.jpg',
    location: 'Timberwood Park',
    category: 'outdoor',
    createdAt: '2024-12-05T15:00:00.000Z',
  },
  {
    id: 'sample-concrete-driveway',
    title: 'Exposed Aggregate Driveway',
    description: 'Exposed aggregate driveway with brick-paver borders and control joints.',
    imageUrl: '/images/gallery/concrete-driveway.jpg',
    location: 'Monte Vista',
    category: 'concrete',
    createdAt: '2024-11-14T15:00:00.000Z',
  },
];

/** Shown in place of any gallery image that fails to load (spec section 2). */
export const DEFAULT_GALLERY_IMAGE = '/images/gallery/outdoor-chimney.jpg';
