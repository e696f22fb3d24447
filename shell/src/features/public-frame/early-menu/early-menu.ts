import { MESSAGES, MESSAGES_ES, type Locale } from 'shared-contracts';
import { EARLY_EVENTS_GLOBAL, type EarlyEvents } from '../../../startup/early-events';

/**
 * The side menu before the app runs (issue 28), an early answer of the page's early events (issue 44,
 * startup/early-events.ts). A first view is painted long before the app has hydrated it (on a phone, a second or
 * more); the other controls' taps are kept and replayed once the app runs, but the menu answers at once: this answer
 * opens and closes the panel of the server's markup itself (the same attributes the app sets, so the CSS does the
 * rest), and hands over once the app marks the toggle as its own: the app then takes the state it finds
 * (use-mobile-menu.ts).
 */
export const MENU_MARKUP = {
  toggleClass: 'pf-menu-toggle',
  backdropClass: 'pf-backdrop',
  /** Set on the toggle by the app once it handles the menu: from then on this script does nothing. */
  appOwnedAttribute: 'data-app-menu',
} as const;

type MenuMarkup = typeof MENU_MARKUP;
type MenuLabels = { open: string; close: string };

function earlyMenu(
  globalName: string,
  markup: MenuMarkup,
  labelsByLanguage: Record<Locale, MenuLabels>,
): void {
  const events = (window as unknown as Record<string, EarlyEvents | undefined>)[globalName];
  if (!events) return;
  const earlyToggle = () => {
    const toggle = document.querySelector<HTMLElement>(`.${markup.toggleClass}`);
    return toggle && !toggle.hasAttribute(markup.appOwnedAttribute) ? toggle : null;
  };
  const setOpen = (toggle: HTMLElement, open: boolean) => {
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    if (!panel) return;
    // The page's language, as the server wrote it on <html>.
    const labels = document.documentElement.lang === 'es' ? labelsByLanguage.es : labelsByLanguage.en;
    toggle.setAttribute('aria-expanded', String(open));
    toggle.setAttribute('aria-label', open ? labels.close : labels.open);
    panel.setAttribute('data-open', String(open));
    (open ? panel.querySelector<HTMLElement>('a[href]') : toggle)?.focus();
  };
  events.answer((event) => {
    const toggle = earlyToggle();
    const target = event.target;
    if (!toggle || !(target instanceof Element)) return false;
    if (event.type === 'click') {
      if (toggle.contains(target)) setOpen(toggle, toggle.getAttribute('aria-expanded') !== 'true');
      else if (target.closest(`.${markup.backdropClass}`)) setOpen(toggle, false);
      else return false;
      return true;
    }
    if (event.type === 'keydown' && (event as KeyboardEvent).key === 'Escape') {
      if (toggle.getAttribute('aria-expanded') !== 'true') return false;
      setOpen(toggle, false);
      return true;
    }
    return false;
  });
}

/** The menu's early answer, inline in index.html after the early events script (which it registers with). */
export function earlyMenuScript(): string {
  const labels: Record<Locale, MenuLabels> = {
    en: { open: MESSAGES.frameLabels.openMenu, close: MESSAGES.frameLabels.closeMenu },
    es: { open: MESSAGES_ES.frameLabels.openMenu, close: MESSAGES_ES.frameLabels.closeMenu },
  };
  const args = [EARLY_EVENTS_GLOBAL, MENU_MARKUP, labels];
  return `(${earlyMenu.toString()})(${args.map((arg) => JSON.stringify(arg)).join(',')});`;
}
