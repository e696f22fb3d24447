import { formatCategory } from '../../gallery-rules.js';
import type { Translation } from '../../i18n/translation.js';
import type { publicSite as english } from '../public-site.js';

const CATEGORY_NAMES: Readonly<Record<string, string>> = {
  concrete: 'Concreto',
  stone: 'Piedra',
  outdoor_kitchens_fireplaces: 'Cocinas al aire libre y chimeneas',
  mailboxes: 'Buzones',
};

export const publicSite = {
  getAQuote: 'Pida su cotización',
  ourServices: 'Nuestros servicios',
  freeQuoteHeading: 'Pida su cotización gratis',
  requestQuoteHeading: 'Solicite una cotización',
  galleryHeading: 'Nuestros proyectos',
  galleryIntro:
    'Vea algunos de los trabajos de mampostería que hemos terminado en San Antonio y sus alrededores.',
  allProjects: 'Todos los proyectos',
  filterPlaceholder: 'Filtrar por tipo',
  requestSimilar: 'Quiero un proyecto así',
  locationLabel: 'Ubicación',
  projectTypePlaceholder: 'p. ej., barda de ladrillo, patio de piedra',
  retry: 'Volver a intentar',
  quoteFormUnavailable:
    'No se pudo cargar el formulario de cotización. Aparecerá solo cuando vuelva a tener conexión, o presione Volver a intentar.',
  quoteFormLabel: 'Solicitud de cotización',
  quoteLabels: {
    name: 'Nombre',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    zipCode: 'Código postal',
    projectType: 'Tipo de proyecto',
    message: 'Mensaje',
  },
  submitQuote: 'Pedir cotización gratis',
  loadingProjects: 'Cargando proyectos',
  noProjects: 'No hay proyectos en esta categoría por ahora. Vuelva a visitarnos pronto.',
  imageUnavailable: 'Imagen no disponible',
  contactInformation: 'Información de contacto',
  homePhotoAlt: 'Muro de piedra caliza con una puerta de arco de ladrillo hecho por nuestro equipo',
  categoryLabel: (category: string) => CATEGORY_NAMES[category] ?? formatCategory(category),
} satisfies Translation<typeof english>;
