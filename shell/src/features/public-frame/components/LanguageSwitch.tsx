import { Link, useLocation } from 'react-router-dom';
import { LOCALE_NAMES, LOCALES, pathInLocale } from 'shared-contracts';
import { rememberLanguage } from '../../../lib/i18n/language-choice';
import { useFrameTexts, useSiteLocale } from '../../../lib/i18n/site-language';

/**
 * EN | ES (issue 30): the page shown, in the other language, one tap away; in the header on a wide screen and in the
 * side menu on a phone (it is part of the menu). The choice is remembered, so the offer to switch never comes back.
 */
export function LanguageSwitch() {
  const { pathname, search, hash } = useLocation();
  const locale = useSiteLocale();
  const texts = useFrameTexts().frameLabels;
  return (
    <div className="pf-lang" role="group" aria-label={texts.languageSwitch}>
      {LOCALES.map((target, index) => (
        <span key={target} className="pf-lang__item">
          {index > 0 ? (
            <span className="pf-lang__divider" aria-hidden="true">
              |
            </span>
          ) : null}
          <Link
            to={`${pathInLocale(pathname, target)}${search}${hash}`}
            className="pf-lang__link"
            lang={target}
            hrefLang={target}
            aria-current={target === locale ? 'true' : undefined}
            onClick={() => rememberLanguage(target)}
          >
            {target.toUpperCase()}
            <span className="pf-visually-hidden"> – {LOCALE_NAMES[target]}</span>
          </Link>
        </span>
      ))}
    </div>
  );
}
