import type React from 'react';
import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { waitFor } from '@testing-library/react';
import { mockFetch } from 'web-kit/testing';
import { App } from '../app/App';
import { preloadPublicPageAt, registerRuntimeRemotes, setFederationHost } from '../lib/federation/remotes';
import { FRAME_READS } from '../testing/frame-content';
import { TEST_CONFIG } from '../testing/test-utils';
import { renderFramedPage, type FirstPaint } from './render-first-paint';
import { TEST_DECLARATIONS, TEST_PAGE_TABLE } from '../testing/page-table';
import { setDeployment } from '../lib/federation/deployment';
import {
  EARLY_EVENTS_GLOBAL,
  earlyEventsHandle,
  earlyEventsScript,
  FIRST_VIEW_MARK_ID,
} from '../startup/early-events';
import { earlyMenuScript } from '../features/public-frame/early-menu/early-menu';

// The shell's half of a first view: the browser adopts it only if the app's first render draws exactly the markup
// the server sent (the remote's half has its own test in mf-public).
jest.mock('../features/auth/RequireStaff', () => ({
  RequireStaff: ({ children }: { children: React.ReactNode }) => children,
}));
jest.mock('../features/auth/AdminLoginPage', () => ({ AdminLoginPage: () => null }));
jest.mock('../features/auth/LoginCompletePage', () => ({ LoginCompletePage: () => null }));

/** What reached the page's handlers, in order. */
const handled: string[] = [];

function GalleryPage() {
  // Controlled, as the gallery's filter is: hydration sets the select back to the state's value.
  const [category, setCategory] = useState('all');
  return (
    <section className="mfp-page">
      <h1>Project Gallery</h1>
      <select
        aria-label="Category"
        value={category}
        onChange={(event) => {
          handled.push(`filter ${event.target.value}`);
          setCategory(event.target.value);
        }}
      >
        <option value="all">All</option>
        <option value="patios">Patios</option>
      </select>
      <button type="button" onClick={() => handled.push('photo')}>
        Stone patio
      </button>
      <input aria-label="Name" onChange={(event) => handled.push(`name ${event.target.value}`)} />
    </section>
  );
}

let root: Root | undefined;
beforeAll(() => {
  setFederationHost({
    registerRemotes: () => undefined,
    registerPlugins: () => undefined,
    loadRemote: async <T,>() => ({ default: GalleryPage }) as T,
  });
  registerRuntimeRemotes(TEST_CONFIG.remotes);
});
afterAll(() => setFederationHost(undefined));
let removeEarlyEvents: () => void = () => undefined;
/** index.html's inline scripts of the early events and the menu's early answer, as the page runs them first. */
function runIndexHtmlScripts() {
  const added: [string, EventListenerOrEventListenerObject, boolean | AddEventListenerOptions | undefined][] =
    [];
  const add = window.addEventListener.bind(window);
  const spy = jest.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
    added.push([type, listener, options]);
    add(type, listener, options);
  });
  window.eval(earlyEventsScript() + earlyMenuScript());
  spy.mockRestore();
  removeEarlyEvents = () => {
    for (const [type, listener, options] of added) window.removeEventListener(type, listener, options);
  };
}

afterEach(() => {
  removeEarlyEvents();
  delete (window as unknown as Record<string, unknown>)[EARLY_EVENTS_GLOBAL];
  handled.length = 0;
  act(() => root?.unmount());
  document.body.innerHTML = '';
  delete document.documentElement.dataset.appStarted;
});

/** The server's first view of /gallery, drawn into the document as the browser receives it. */
async function serverDrawnGallery() {
  mockFetch(FRAME_READS);
  history.pushState(null, '', '/gallery');
  const paint = await renderFramedPage({
    pages: TEST_PAGE_TABLE.pages,
    pathname: '/gallery',
    apiBaseUrl: location.origin,
    remoteId: 'mf_public/Gallery',
    pageHtml: renderToString(<GalleryPage />),
  });
  if (!paint) throw new Error('no first view');
  const container = document.createElement('div');
  container.innerHTML = paint.html;
  // The mark of a server-drawn page beside its markup (withFirstView writes the reads there).
  const mark = Object.assign(document.createElement('script'), {
    type: 'application/json',
    id: FIRST_VIEW_MARK_ID,
  });
  document.body.append(container, mark);
  return { paint, container };
}

/** The app's start over that view, as bootstrap.tsx does it: the page's code first, then hydration. */
async function hydrateApp(container: HTMLElement, paint: FirstPaint, onRecoverableError: () => void) {
  setDeployment(TEST_CONFIG.remotes, TEST_DECLARATIONS, ['public']);
  await preloadPublicPageAt('/gallery', TEST_PAGE_TABLE);
  await act(async () => {
    root = hydrateRoot(container, <App config={TEST_CONFIG} initialReads={paint.state} />, {
      onRecoverableError,
    });
  });
}

it("the app hydrates a public route's first view: no recoverable error, the server's elements stay, the page is live", async () => {
  const { paint, container } = await serverDrawnGallery();
  const serverElements = [...container.querySelectorAll('*')];
  const onRecoverableError = jest.fn();

  await hydrateApp(container, paint, onRecoverableError);

  expect(onRecoverableError).not.toHaveBeenCalled();
  expect(serverElements.every((element) => element.isConnected)).toBe(true);
  expect(container.querySelector('[data-remote-id="mf_public/Gallery"] h1')).toBe(
    serverElements.find((element) => element.tagName === 'H1'),
  );
  expect(document.documentElement.dataset.appStarted).toBe('true');
});

it('a tap on "Open menu" before the app runs opens the side menu, and the app takes the menu over as it is', async () => {
  const { paint, container } = await serverDrawnGallery();
  runIndexHtmlScripts();
  const toggle = () => container.querySelector<HTMLButtonElement>('button[aria-controls]')!;
  const panel = () => container.querySelector('nav[aria-label="Main"]')!;

  toggle().click();
  expect(toggle()).toHaveAttribute('aria-expanded', 'true');
  expect(toggle()).toHaveAccessibleName('Close menu');
  expect(panel()).toHaveAttribute('data-open', 'true');
  expect(document.activeElement).toBe(panel().querySelector('a[href]'));

  const onRecoverableError = jest.fn();
  // React's development build lists the attributes the early script changed (aria-expanded, aria-label, data-open) as
  // a hydration mismatch; hydration adopts the elements as they are either way, which is what this test checks.
  const mismatchReport = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await hydrateApp(container, paint, onRecoverableError);
  mismatchReport.mockRestore();
  expect(onRecoverableError).not.toHaveBeenCalled();
  expect(panel()).toHaveAttribute('data-open', 'true');
  expect(toggle()).toHaveAttribute('aria-expanded', 'true');

  // The app's menu now: its toggle closes the panel it found open (the early script no longer answers).
  await act(async () => toggle().click());
  expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  expect(panel()).toHaveAttribute('data-open', 'false');
  await act(async () => toggle().click());
  expect(panel()).toHaveAttribute('data-open', 'true');
});

it("what the visitor did before the app ran reaches the page's React handlers once it has hydrated, in order, once", async () => {
  const { paint, container } = await serverDrawnGallery();
  runIndexHtmlScripts();
  const select = container.querySelector('select')!;
  const name = container.querySelector('input')!;
  select.value = 'patios';
  select.dispatchEvent(new Event('change', { bubbles: true }));
  container.querySelector<HTMLButtonElement>('.mfp-page button')!.click();
  name.value = 'Maria';
  name.dispatchEvent(new Event('input', { bubbles: true }));
  // A link in the frame: held, then followed by the app's router (no page load).
  const services = container.querySelector<HTMLAnchorElement>(
    'footer a[href="/services"], a[href="/services"]',
  )!;
  expect(services.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))).toBe(false);
  expect(earlyEventsHandle()!.pending()).toBe(4);

  await hydrateApp(container, paint, jest.fn());
  await waitFor(() => expect(earlyEventsHandle()!.pending()).toBe(0));
  // React's own onChange for a field whose value it hydrated as typed: told once by the replayed input event.
  expect(handled).toEqual(['filter patios', 'photo', 'name Maria']);
  expect(select.value).toBe('patios');
  await waitFor(() => expect(location.pathname).toBe('/services'));
  // Nothing replayed twice.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(handled).toHaveLength(3);
});
