import { LIMITS } from '../../limits.js';
import type { Translation } from '../../i18n/translation.js';
import type { quotePhotos as english } from '../quote-photos.js';

const p = LIMITS.quotePhotos;
const segundos = (n: number) => `${n} segundo${n === 1 ? '' : 's'}`;

/** Issue 31: the photo picker of the quote form and the API's answers, in Spanish. */
export const quotePhotos = {
  choose: 'Escoger fotos',
  remove: (n: number) => `Quitar la foto ${n}`,
  removeShort: 'Quitar',
  uploading: (percent: number) => `Subiendo ${percent}%`,
  uploaded: 'Lista',
  preparing: 'Preparando...',
  waitForUploads: 'Espere a que terminen de subir sus fotos.',
  limitReached: `Puede agregar hasta ${p.maxPerQuote} fotos.`,
  cannotRead: 'No pudimos abrir este archivo como foto. Pruebe con una foto JPEG, PNG o WebP.',
  failed: 'No se pudo subir esta foto. Quítela e inténtelo de nuevo.',
  photoAlt: (n: number) => `Foto ${n}`,
  selectFile: 'Agregue una foto',
  unsupported: 'Solo se pueden subir fotos JPEG, PNG, WebP o GIF',
  tooManyPixels: 'Esta foto tiene demasiados píxeles. Use una foto más pequeña.',
  tooLarge: `Cada foto puede pesar hasta ${LIMITS.upload.maxBytes / 1024 / 1024} MB`,
  tooMany: `Puede agregar hasta ${p.maxPerQuote} fotos`,
  idInvalid: 'Cada foto debe ser una que se haya subido aquí',
  duplicate: 'Cada foto se puede agregar solo una vez',
  notAvailable: 'No se pudo adjuntar una foto: ya venció o ya se envió. Agréguela de nuevo.',
  tooManyUploads: (wait: number) =>
    `Se han subido demasiadas fotos desde esta dirección. Inténtelo de nuevo en ${segundos(wait)}.`,
  tooManyBytes: (wait: number) =>
    `Se han subido demasiados datos de fotos desde esta dirección. Inténtelo de nuevo en ${segundos(wait)}.`,
} satisfies Translation<typeof english>;
