import type { Translation } from '../../i18n/translation.js';
import type { beforeAfter as english } from '../before-after.js';

export const beforeAfter = {
  before: 'Antes',
  after: 'Después',
  divider: (title: string) => `${title}: mueva el divisor entre el antes y el después`,
  position: (percent: number) => `${percent}% después`,
} satisfies Translation<typeof english>;
