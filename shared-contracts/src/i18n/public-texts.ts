import * as MESSAGES from '../messages/index.js';
import type { Translation } from './translation.js';

/** The message areas a visitor of the public site reads: the ones every language's catalogue has. */
export const PUBLIC_MESSAGE_AREAS = [
  'publicSite',
  'quote',
  'frame',
  'frameLabels',
  'pageMeta',
  'serviceCards',
  'business',
] as const;
export type PublicMessageArea = (typeof PUBLIC_MESSAGE_AREAS)[number];

/** One language's public texts: English's areas, or a translation of each. */
export type PublicTexts = { readonly [A in PublicMessageArea]: Translation<(typeof MESSAGES)[A]> };

/** The English public texts, and nothing of the back office's. */
export const PUBLIC_TEXTS_EN: PublicTexts = {
  publicSite: MESSAGES.publicSite,
  quote: MESSAGES.quote,
  frame: MESSAGES.frame,
  frameLabels: MESSAGES.frameLabels,
  pageMeta: MESSAGES.pageMeta,
  serviceCards: MESSAGES.serviceCards,
  business: MESSAGES.business,
};
