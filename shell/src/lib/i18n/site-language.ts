import { useLocation } from 'react-router-dom';
import type { NavItem } from 'shared-contracts';
import { useNavItems } from '../federation/page-table-context';
import { localeOfPath, MESSAGES, MESSAGES_ES, type Locale, type PublicTexts } from 'shared-contracts';

/** The frame's texts in one language: its own labels, the spec's frame messages and the business's texts. */
export type FrameTexts = Pick<PublicTexts, 'frame' | 'frameLabels' | 'business'>;

// Both languages' frame texts (about 1 KiB gzip together): the frame draws either at once, and the offer to switch
// is written in the language it offers. The pages' own texts come with each page (mf-public's exposes).
export const FRAME_TEXTS: Record<Locale, FrameTexts> = {
  en: { frame: MESSAGES.frame, frameLabels: MESSAGES.frameLabels, business: MESSAGES.business },
  es: { frame: MESSAGES_ES.frame, frameLabels: MESSAGES_ES.frameLabels, business: MESSAGES_ES.business },
};

/** The language of the page shown: its path's (/es... is Spanish). */
export const useSiteLocale = (): Locale => localeOfPath(useLocation().pathname);

/** The frame's texts in the language of the page shown. */
export const useFrameTexts = (): FrameTexts => FRAME_TEXTS[useSiteLocale()];

/** The public menu of the page's language (the remotes declare every page in each language). */
export function usePublicMenu(): NavItem[] {
  const locale = useSiteLocale();
  return useNavItems('public').filter((item) => localeOfPath(item.href) === locale);
}
