import { LIMITS } from '../../limits.js';
import type { Translation } from '../../i18n/translation.js';
import type { quotePhotoField as english } from '../quote-photo-field.js';

export const quotePhotoField = {
  label: 'Agregar fotos (opcional)',
  hint: `Hasta ${LIMITS.quotePhotos.maxPerQuote} fotos del área o del daño nos ayudan a darle un mejor estimado.`,
  offline: 'Para mandar fotos necesita conexión a internet. Puede enviar su solicitud sin ellas.',
  uploadsFailed: 'No se pudo subir una foto. Quítela o agréguela de nuevo y luego envíe su solicitud.',
} satisfies Translation<typeof english>;
