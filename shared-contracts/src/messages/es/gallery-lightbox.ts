import type { Translation } from '../../i18n/translation.js';
import type { galleryLightbox as english } from '../gallery-lightbox.js';

export const galleryLightbox = {
  dialogLabel: (title: string) => `${title}, en grande`,
  close: 'Cerrar',
  previous: 'Foto anterior',
  next: 'Foto siguiente',
  position: (n: number, total: number) => `Foto ${n} de ${total}`,
} satisfies Translation<typeof english>;
