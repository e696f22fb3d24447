import { serviceCards } from '../messages/service-cards.js';

/** Icon names are keys the public pages map to their own inline SVGs. */
export type ServiceIcon = 'brick' | 'stone' | 'home' | 'compass' | 'building' | 'restore' | 'wrench' | 'sparkle';

export interface ServiceCard {
  title: string;
  description: string;
  icon: ServiceIcon;
}

const card = (icon: ServiceIcon): ServiceCard => ({ ...serviceCards[icon], icon });

/** The eight cards of /services; the first four are the home page's "Our Services" (spec section 2). */
export const SERVICE_CARD_ICONS: readonly ServiceIcon[] = [
  'brick',
  'stone',
  'home',
  'compass',
  'building',
  'restore',
  'wrench',
  'sparkle',
];
export const SERVICE_CARDS: readonly ServiceCard[] = SERVICE_CARD_ICONS.map(card);

export const HOME_SERVICE_CARD_ICONS = SERVICE_CARD_ICONS.slice(0, 4);
export const HOME_SERVICE_CARDS = SERVICE_CARDS.slice(0, 4);
