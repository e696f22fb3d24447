import type React from 'react';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { mockFetch } from 'web-kit/testing';
import { App } from '../app/App';
import { preloadPublicPageAt, registerRuntimeRemotes, setFederationHost } from '../lib/federation/remotes';
import { FRAME_READS } from '../testing/frame-content';
import { TEST_CONFIG } from '../testing/test-utils';
import { renderFramedPage, type FirstPaint } from './render-first-paint';
import { TEST_DECLARATIONS, TEST_PAGE_TABLE } from '../testing/page-table';
import { setDeployment } from '../lib/federation/deployment';

// The shell's half of a first view: the browser adopts it only if the app's first render draws exactly the markup
// the server sent (the remote's half has its own test in mf-public).
jest.mock('../features/auth/RequireStaff', () => ({
  RequireStaff: ({ children }: { children: React.ReactNode }) => children,
}));
jest.mock('../features/auth/AdminLoginPage', () => ({ AdminLoginPage: () => null }));
jest.mock('../features/auth/LoginCompletePage', () => ({ LoginCompletePage: () => null }));

function GalleryPage() {
  return (
    <section className="mfp-page">
      <h1>Project Gallery</h1>
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
afterEach(() => {
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
  document.body.append(container);
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
  const head = document.createElement('div');
  head.innerHTML = paint.head ?? '';
  window.eval(head.querySelector('script')!.textContent!);
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
