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

/**
 * The sample projects' Spanish title and description (issue 30), by sample id: seeded with the samples on a fresh
 * database (the Spanish gallery shows them), and there for a Spanish fallback of the sample gallery.
 */
export const SAMPLE_GALLERY_ES: Readonly<Record<string, { title: string; description: string }>> = {
  'sample-stamped-patio': {
    title: 'Patio de concreto estampado',
    description:
      'Patio de 600 pies cuadrados en concreto estampado tipo laja, sellado y con acabado antiderrapante.',
  },
  'sample-limestone-wall': {
    title: 'Muro de contención de piedra caliza',
    description:
      'Muro de contención de piedra caliza del Hill Country que forma terrazas en un patio en pendiente.',
  },
  'sample-outdoor-kitchen': {
    title: 'Cocina al aire libre con barra de piedra',
    description: 'Isla para asador y barra con bancos, forrada de piedra cortada y con cubierta de granito.',
  },
  'sample-brick-mailbox': {
    title: 'Buzón de ladrillo a la medida',
    description: 'Buzón en columna de ladrillo con remate de piedra colada y placa de dirección grabada.',
  },
  'sample-outdoor-chimney': {
    title: 'Chimenea al aire libre',
    description: 'Chimenea de leña con hogar de laja y chimenea de piedra.',
  },
  'sample-concrete-driveway': {
    title: 'Entrada de concreto con agregado expuesto',
    description:
      'Entrada para carros de agregado expuesto con orillas de adoquín de ladrillo y juntas de control.',
  },
};
