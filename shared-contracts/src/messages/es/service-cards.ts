import type { Translation } from '../../i18n/translation.js';
import type { serviceCards as english } from '../service-cards.js';

export const serviceCards = {
  brick: {
    title: 'Mampostería de ladrillo',
    description:
      'Bardas, columnas, fachadas y jardineras de ladrillo nuevas, a plomo, a nivel y hechas para el calor de Texas.',
  },
  stone: {
    title: 'Trabajos en piedra',
    description: 'Piedra caliza, laja y enchapes de piedra natural para muros, andadores y patios.',
  },
  home: {
    title: 'Proyectos residenciales',
    description: 'Cocinas al aire libre, chimeneas y buzones que hacen de una casa su hogar.',
  },
  compass: {
    title: 'Asesoría de diseño',
    description:
      'Visitas a su propiedad para planear materiales, diseño y presupuesto antes de poner el primer ladrillo.',
  },
  building: {
    title: 'Construcción comercial',
    description:
      'Fachadas de negocios, letreros monumentales y muros perimetrales entregados a tiempo para constructores y dueños.',
  },
  restore: {
    title: 'Restauración',
    description:
      'Ladrillo y piedra históricos restaurados con mortero igualado, rejunteo y una limpieza cuidadosa.',
  },
  wrench: {
    title: 'Reparaciones y mantenimiento',
    description:
      'Mortero agrietado, ladrillos flojos, escalones hundidos y tapas de chimenea arreglados antes de que empeoren.',
  },
  sparkle: {
    title: 'Proyectos a la medida',
    description: 'Hornos para pizza, fogateros, fuentes y todo lo que se le ocurra en mampostería.',
  },
} satisfies Translation<typeof english>;
