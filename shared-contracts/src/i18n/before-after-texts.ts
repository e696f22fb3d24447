import { beforeAfter } from '../messages/before-after.js';
import { beforeAfter as beforeAfterEs } from '../messages/es/before-after.js';
import type { Locale } from './locale.js';
import type { Translation } from './translation.js';

export type BeforeAfterTexts = Translation<typeof beforeAfter>;

/** The before/after comparison's texts in each language (issue 31): they load with the comparison's code. */
export const BEFORE_AFTER_TEXTS: Readonly<Record<Locale, BeforeAfterTexts>> = {
  en: beforeAfter,
  es: beforeAfterEs,
};
