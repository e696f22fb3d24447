import type {
  BusinessContent,
  ContactContent,
  HomeContent,
  HomeImages,
  ServicesContent,
} from '../schemas/content.js';
import { BUILT_IN_HERO_IMAGE_PATH } from '../schemas/hero-photo.js';
import type { ContentTranslation } from '../schemas/content-fields.js';

/** Built-in page content: what a fresh install serves and what the site shows offline (spec section 3). */
export const DEFAULT_CONTENT: {
  home: HomeContent & HomeImages;
  services: ServicesContent;
  contact: ContactContent;
  business: BusinessContent;
} = {
  home: {
    title: 'Masonry Built to Last in San Antonio',
    subtitle: 'Brick, stone and concrete craftsmanship for homes and businesses',
    description:
      'From outdoor kitchens and fireplaces to stone walls, patios and custom mailboxes, our crews have built San Antonio masonry that stands up to Texas weather for over 25 years.',
    heroImagePath: BUILT_IN_HERO_IMAGE_PATH,
    contactImagePath: '/images/contact-photo.jpg',
  },
  services: {
    title: 'Our Masonry Services',
    description:
      'Whether you are planning a new outdoor living space or repairing a century-old brick facade, we bring the same care to every job, large or small.',
  },
  contact: {
    title: 'Contact Us',
    address: '4515 Walzem Rd, San Antonio, TX 78218',
    phone: '(210) 555-0142',
    email: 'info@alamomasonry.com',
  },
  // Spec section 2's footer hours.
  business: {
    hoursWeekdays: '8am-6pm',
    hoursSaturday: '9am-2pm',
    hoursSunday: 'Closed',
    facebookUrl: 'https://www.facebook.com/alamomasonryco',
    instagramUrl: '',
  },
};

/**
 * The built-in content's Spanish texts (issue 30), as a South Texas homeowner reads them: what a fresh install serves
 * on the Spanish pages, and the Spanish a page starts with in the editor until staff save it. Only the translatable
 * fields (TRANSLATABLE_CONTENT_FIELDS); the rest is the same in both languages.
 */
export const DEFAULT_CONTENT_ES: {
  home: Required<ContentTranslation<'home'>>;
  services: Required<ContentTranslation<'services'>>;
  contact: Required<ContentTranslation<'contact'>>;
  business: Required<ContentTranslation<'business'>>;
} = {
  home: {
    title: 'Mampostería hecha para durar en San Antonio',
    subtitle: 'Trabajos de ladrillo, piedra y concreto para casas y negocios',
    description:
      'Desde cocinas al aire libre y chimeneas hasta muros de piedra, patios y buzones a la medida, nuestras cuadrillas llevan más de 25 años haciendo mampostería en San Antonio que aguanta el clima de Texas.',
  },
  services: {
    title: 'Nuestros servicios de mampostería',
    description:
      'Ya sea que esté planeando un nuevo espacio para disfrutar al aire libre o arreglando una fachada de ladrillo de hace cien años, ponemos el mismo cuidado en cada trabajo, grande o chico.',
  },
  contact: {
    title: 'Contáctenos',
  },
  business: {},
};
