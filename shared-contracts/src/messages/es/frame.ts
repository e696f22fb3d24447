import type { Translation } from '../../i18n/translation.js';
import type { frame as english } from '../frame.js';

export const frame = {
  fallbackBanner: 'Está viendo contenido guardado sin conexión.',
  offlineBadge: 'Sin conexión',
  connectedBadge: 'Conectado',
  notFoundHeading: '404 Página no encontrada',
  contactIntro:
    '¿Listo para empezar su proyecto de mampostería? Comuníquese con nosotros para una consulta gratis.',
} satisfies Translation<typeof english>;
