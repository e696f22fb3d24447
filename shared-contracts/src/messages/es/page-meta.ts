import type { Translation } from '../../i18n/translation.js';
import type { pageMeta as english } from '../page-meta.js';

export const pageMeta = {
  home: {
    title: 'Mampostería de ladrillo, piedra y concreto',
    description:
      'Contratista de mampostería en San Antonio: trabajos de ladrillo, piedra y concreto, cocinas al aire libre, chimeneas y buzones. Pida su cotización gratis.',
  },
  services: {
    title: 'Servicios de mampostería',
    description:
      'Mampostería de ladrillo, trabajos en piedra, restauración, reparaciones y proyectos a la medida para casas y negocios en San Antonio.',
  },
  gallery: {
    title: 'Galería de proyectos',
    description:
      'Patios, muros de piedra, cocinas al aire libre, chimeneas y buzones que hemos terminado en San Antonio y sus alrededores.',
  },
  contact: {
    title: 'Contacto y cotización gratis',
    description:
      'Llámenos, escríbanos o pida su cotización gratis de mampostería en línea. Damos servicio en San Antonio y comunidades cercanas.',
  },
} satisfies Translation<typeof english>;
