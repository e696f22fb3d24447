import type { Navigator, To } from 'react-router-dom';

/** Decides whether a push or replace to `to` may go now; `go` performs it, now or after asking. */
export type NavigationInterceptor = (to: To, go: () => void) => void;

/**
 * Routes the router's push and replace through `intercept` until the returned function puts them back.
 *
 * The shell keeps a declarative BrowserRouter, whose navigation React Router cannot block (useBlocker needs a data
 * router, ~13 KiB more on every first view). Every way to navigate in the app (links, useNavigate, the navigate
 * registered in web-kit for remote pages) calls the one navigator object the router created, so wrapping its two
 * methods for as long as the admin frame is shown covers them all, without touching the shell's first-load code.
 */
export function interceptNavigator(navigator: Navigator, intercept: NavigationInterceptor): () => void {
  const { push, replace } = navigator;
  navigator.push = (to, state, options) => intercept(to, () => push.call(navigator, to, state, options));
  navigator.replace = (to, state, options) => intercept(to, () => replace.call(navigator, to, state, options));
  return () => {
    navigator.push = push;
    navigator.replace = replace;
  };
}
