import type { Translation } from '../../i18n/translation.js';
import type { frameLabels as english } from '../frame-labels.js';

export const frameLabels = {
  getQuote: 'Cotización',
  admin: 'Admin',
  openMenu: 'Abrir menú',
  closeMenu: 'Cerrar menú',
  mainNav: 'Principal',
  skipToContent: 'Ir al contenido principal',
  contactHeading: 'Contacto',
  hoursHeading: 'Horario',
  followHeading: 'Síganos',
  phoneLabel: 'Teléfono',
  emailLabel: 'Correo electrónico',
  addressLabel: 'Dirección',
  sealTitle: 'Negocio acreditado por el BBB: vea nuestra calificación en bbb.org',
  notFoundHint: 'La página que busca no existe o se cambió de lugar. Revise la dirección, o regrese a la',
  notFoundHomeLink: 'página de inicio',
  notFoundContact: 'Contáctenos',
  notFoundTitle: 'Página no encontrada',
  notFoundDescription: 'La página que busca no existe o se cambió de lugar.',
  allRightsReserved: 'Todos los derechos reservados.',
  languageSwitch: 'Idioma',
  readInThisLanguage: 'Ver esta página en español',
  languageOffer: '¿Prefiere ver este sitio en español?',
  languageOfferAccept: 'Ver en español',
  languageOfferDismiss: 'No, gracias',
} satisfies Translation<typeof english>;
