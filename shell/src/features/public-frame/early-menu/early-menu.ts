import { MESSAGES, MESSAGES_ES, type Locale } from 'shared-contracts';

/**
 * The side menu before the app runs (issue 28). A first view is painted long before the app has hydrated it (on a
 * phone, a second or more), and a tap on "Open menu" in that time used to start the app and then be lost. This
 * script, inline in the page's head, opens and closes the panel of the server's markup itself (the same attributes
 * the app sets, so the CSS does the rest), and hands over once the app marks the toggle as its own: the app then
 * takes the state it finds (use-mobile-menu.ts).
 */
export const MENU_MARKUP = {
  toggleClass: 'pf-menu-toggle',
  backdropClass: 'pf-backdrop',
  /** Set on the toggle by the app once it handles the menu: from then on this script does nothing. */
  appOwnedAttribute: 'data-app-menu',
} as const;

type MenuMarkup = typeof MENU_MARKUP;
type MenuLabels = { open: string; close: string };

function earlyMenu(markup: MenuMarkup, labelsByLanguage: Record<Locale, MenuLabels>): void {
  // The page's language, as the server wrote it on <html>.
  const labels = document.documentElement.lang === 'es' ? labelsByLanguage.es : labelsByLanguage.en;
  const earlyToggle = () => {
    const toggle = document.querySelector<HTMLElement>(`.${markup.toggleClass}`);
    return toggle && !toggle.hasAttribute(markup.appOwnedAttribute) ? toggle : null;
  };
  const setOpen = (toggle: HTMLElement, open: boolean) => {
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    if (!panel) return;
    toggle.setAttribute('aria-expanded', String(open));
    toggle.setAttribute('aria-label', open ? labels.close : labels.open);
    panel.setAttribute('data-open', String(open));
    (open ? panel.querySelector<HTMLElement>('a[href]') : toggle)?.focus();
  };
  // Capture phase on the window: ahead of the app's own listeners, which must not see a tap this script handled.
  addEventListener(
    'click',
    (event) => {
      const toggle = earlyToggle();
      const target = event.target as Element;
      if (!toggle || !(target instanceof Element)) return;
      if (toggle.contains(target)) setOpen(toggle, toggle.getAttribute('aria-expanded') !== 'true');
      else if (target.closest(`.${markup.backdropClass}`)) setOpen(toggle, false);
      else return;
      event.stopPropagation();
    },
    true,
  );
  addEventListener(
    'keydown',
    (event) => {
      const toggle = earlyToggle();
      if (toggle && event.key === 'Escape' && toggle.getAttribute('aria-expanded') === 'true')
        setOpen(toggle, false);
    },
    true,
  );
}

/** The inline script a first view's head carries. */
export function earlyMenuScript(): string {
  const labels: Record<Locale, MenuLabels> = {
    en: { open: MESSAGES.frameLabels.openMenu, close: MESSAGES.frameLabels.closeMenu },
    es: { open: MESSAGES_ES.frameLabels.openMenu, close: MESSAGES_ES.frameLabels.closeMenu },
  };
  return `(${earlyMenu.toString()})(${JSON.stringify(MENU_MARKUP)},${JSON.stringify(labels)});`;
}
