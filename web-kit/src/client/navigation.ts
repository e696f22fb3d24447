import { createStore } from 'zustand/vanilla';
/**
 * Client-side navigation without sharing a router. The shell owns React Router and registers its `navigate` here;
 * remotes render plain `<a href>` links with `onClick={followInternalLink}`, so they never import react-router and
 * the shell's copy can be tree-shaken instead of shipping whole as a Module Federation singleton. Shared as part of
 * the 'web-kit' singleton, so every remote sees the shell's registration.
 */

export type NavigateFunction = (to: string, options?: { replace?: boolean }) => void;

let registered: NavigateFunction | undefined;

/** Called by whoever owns the router (the shell, or a remote's standalone app). Returns the unregister function. */
export function registerNavigate(navigate: NavigateFunction): () => void {
  registered = navigate;
  return () => {
    if (registered === navigate) registered = undefined;
  };
}

/** Navigates within the site: through the registered router, or with a normal page load when there is none. */
export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (registered) registered(to, options);
  else window.location.assign(to);
}

/** The parts of a (React or DOM) click event on a link that followInternalLink reads. */
export interface LinkClickEvent {
  currentTarget: EventTarget | null;
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  defaultPrevented: boolean;
  preventDefault(): void;
}

/**
 * onClick for an internal `<a href>`: a plain left click navigates client-side (like React Router's Link, a click
 * on the current location replaces it). Modified clicks (new tab/window, download), other buttons, links with a
 * target or download attribute, other origins and already-handled events keep the browser's own behaviour.
 * Without a registered router the browser simply follows the link.
 */
export function followInternalLink(event: LinkClickEvent): void {
  const anchor = event.currentTarget as HTMLAnchorElement | null;
  if (!anchor || typeof anchor.href !== 'string' || !registered) return;
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
  const target = anchor.getAttribute('target');
  if ((target && target !== '_self') || anchor.hasAttribute('download')) return;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return;
  event.preventDefault();
  const to = url.pathname + url.search + url.hash;
  const here = window.location.pathname + window.location.search + window.location.hash;
  navigateTo(to, to === here ? { replace: true } : undefined);
}

export interface SiteLocation {
  pathname: string;
  search: string;
}

const initialLocation = (): SiteLocation =>
  typeof window === 'undefined'
    ? { pathname: '/', search: '' }
    : { pathname: window.location.pathname, search: window.location.search };

/**
 * The router's current location, published by whoever owns the router (publishLocation), so a remote page can follow
 * its query string (e.g. /admin/inquiries?inquiry=<id>) without importing React Router.
 */
export const locationStore = createStore<SiteLocation>(initialLocation);

export function publishLocation(location: SiteLocation): void {
  const now = locationStore.getState();
  if (now.pathname !== location.pathname || now.search !== location.search)
    locationStore.setState({ pathname: location.pathname, search: location.search });
}
