import type { MouseEvent } from 'react';
import { BUSINESS, pathInLocale } from 'shared-contracts';
import { Link, NavLink } from 'react-router-dom';
import { useShowAdminLink } from '../../../lib/auth/use-is-staff';
import { useFrameTexts, usePublicMenu, useSiteLocale } from '../../../lib/i18n/site-language';
import { LanguageSwitch } from './LanguageSwitch';
import { useMobileMenu } from '../hooks/use-mobile-menu';
import { MENU_MARKUP } from '../early-menu/early-menu';
import { BrandMark } from '../../../components/brand/BrandMark';

const MENU_ID = 'public-main-menu';

/**
 * Sticky public header (spec section 2): logo to /, the main menu, Get Quote, and under 768px a slide-in side menu.
 * The same <nav aria-label="Main"> is the desktop menu and the mobile panel, so there is one menu for assistive tech.
 */
export function PublicHeader() {
  // The Admin link shows only for a signed-in company-domain user (starts the sign-in service at idle time).
  const showAdminLink = useShowAdminLink();
  const { open, toggle, close, toggleRef, panelRef } = useMobileMenu();
  const locale = useSiteLocale();
  const FRAME_TEXTS = useFrameTexts().frameLabels;
  const navItems = usePublicMenu();

  // Choosing any link in the panel closes it, even the link of the page already shown (no route change then).
  const onMenuClick = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).closest('a')) close(false);
  };

  return (
    <header className="pf-header">
      <div className="pf-header__bar">
        <Link to={pathInLocale('/', locale)} className="pf-logo">
          <BrandMark />
          <span>{BUSINESS.name}</span>
        </Link>
        <nav
          id={MENU_ID}
          ref={panelRef}
          aria-label={FRAME_TEXTS.mainNav}
          className="pf-nav"
          data-open={open ? 'true' : 'false'}
          onClick={onMenuClick}
        >
          <ul className="pf-nav__list">
            {navItems.map((item) => (
              <li key={item.href}>
                <NavLink to={item.href} end className="pf-nav__link">
                  {item.label}
                </NavLink>
              </li>
            ))}
            {showAdminLink && (
              <li>
                <NavLink to="/admin" className="pf-nav__link">
                  {FRAME_TEXTS.admin}
                </NavLink>
              </li>
            )}
          </ul>
          <LanguageSwitch />
        </nav>
        <Link to={pathInLocale('/contact', locale)} className="pf-button pf-header__quote">
          {FRAME_TEXTS.getQuote}
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className={MENU_MARKUP.toggleClass}
          aria-expanded={open}
          aria-controls={MENU_ID}
          aria-label={open ? FRAME_TEXTS.closeMenu : FRAME_TEXTS.openMenu}
          onClick={toggle}
        >
          <span className="pf-menu-toggle__bars" aria-hidden="true" />
        </button>
      </div>
      {/* Always in the markup (shown by CSS while the menu is open), so the early menu can show it before the app runs. */}
      <div className={MENU_MARKUP.backdropClass} aria-hidden="true" onClick={() => close(false)} />
    </header>
  );
}
