import { useState, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { pathInLocale, type Locale } from 'shared-contracts';
import { chosenLanguage, preferredLanguage, rememberLanguage } from '../../../lib/i18n/language-choice';
import { FRAME_TEXTS, useSiteLocale } from '../../../lib/i18n/site-language';

const noSubscription = () => () => {};

/**
 * A first visit whose browser prefers the other language gets a small offer to switch, written in that language
 * (issue 30). Never a redirect: search engines and shared links get the page they asked for. Either answer is
 * remembered. Shown once the app runs (never in a server's first view), fixed at the bottom, so nothing moves.
 */
export function LanguageOffer() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const locale = useSiteLocale();
  // False on a server and while the browser hydrates its markup: the offer is never part of a first view.
  const inBrowser = useSyncExternalStore(noSubscription, () => true, () => false);
  const [answered, setAnswered] = useState(false);
  const preferred = inBrowser ? preferredLanguage() : undefined;
  const offered = !answered && !chosenLanguage() && preferred !== locale ? preferred : undefined;

  if (!offered) return null;
  const texts = FRAME_TEXTS[offered].frameLabels;
  const answer = (chosen: Locale) => {
    rememberLanguage(chosen);
    setAnswered(true);
    if (chosen !== locale) navigate(`${pathInLocale(pathname, chosen)}${search}${hash}`);
  };
  return (
    <aside className="pf-lang-offer" lang={offered} aria-label={texts.languageSwitch}>
      <p className="pf-lang-offer__text">{texts.languageOffer}</p>
      <div className="pf-lang-offer__actions">
        <button type="button" className="pf-button" onClick={() => answer(offered)}>
          {texts.languageOfferAccept}
        </button>
        <button type="button" className="pf-button pf-button--ghost" onClick={() => answer(locale)}>
          {texts.languageOfferDismiss}
        </button>
      </div>
    </aside>
  );
}
