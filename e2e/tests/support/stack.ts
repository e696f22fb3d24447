import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { packageDist } from 'stack/package-builds';
import { startStaticServer, type RunningServer } from 'shell-server/static-server';


/** The section a remote page renders into (the shell wraps each remote page in it). */
export function remoteSection(page: Page, id: string) {
  return page.locator(`[data-remote-id="${id}"]`);
}

/**
 * Waits until the app has rendered, hydrating the first view the server drew into the page (public routes, issue
 * 12): the page looks the same before and after, but only from then on do its buttons work.
 */
export async function expectAppStarted(page: Page): Promise<void> {
  await expect(page.locator('html[data-app-started="true"]')).toHaveCount(1);
}

/** Waits until a remote page rendered its own content (its h1) and not the fallback, in the app (not a first view). */
export async function expectRemoteRendered(page: Page, id: string): Promise<void> {
  await expectAppStarted(page);
  const section = remoteSection(page, id);
  await expect(section.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(section.getByRole('alert').filter({ hasText: 'temporarily unavailable' })).toHaveCount(0);
}

export async function expectRemoteFallback(page: Page, id: string): Promise<void> {
  const section = remoteSection(page, id);
  await expect(section.getByRole('alert')).toContainText('This section is temporarily unavailable');
  await expect(section.getByRole('button', { name: 'Retry' })).toBeVisible();
}

/**
 * JS chunks the given exposed module loads that no other expose needs to render (per the remote's built
 * mf-manifest.json). Other exposes' `async` lists are ignored: the manifest lists there every chunk that holds a
 * module they import lazily (Home's deferred quote form puts Contact's chunks in Home's async list), which they
 * never load on their own page's start.
 */
export function chunksOnlyUsedBy(pkg: string, expose: string): string[] {
  type Expose = { path: string; assets: { js: { sync: string[]; async: string[] } } };
  const manifest = JSON.parse(readFileSync(path.join(packageDist(pkg), 'mf-manifest.json'), 'utf8')) as {
    exposes: Expose[];
  };
  const files = (e: Expose) => [...e.assets.js.sync, ...e.assets.js.async];
  const target = manifest.exposes.find((e) => e.path === expose);
  if (!target) throw new Error(`${pkg} does not expose ${expose}`);
  const others = new Set(manifest.exposes.filter((e) => e !== target).flatMap((e) => e.assets.js.sync));
  return files(target).filter((file) => !others.has(file));
}

/** A private static server over a remote's production dist, so a test can stop/start "its" remote freely. */
export class RemoteCopy {
  private server: RunningServer | undefined;
  port = 0;

  constructor(private readonly pkg: string) {}

  get manifestUrl(): string {
    return `http://127.0.0.1:${this.port}/mf-manifest.json`;
  }

  async start(): Promise<void> {
    this.server = await startStaticServer({
      root: packageDist(this.pkg),
      port: this.port, // 0 the first time (any free port), then the same port again after stop()
      cors: true,
    });
    this.port = this.server.port;
  }

  async stop(): Promise<void> {
    await this.server?.close();
    this.server = undefined;
  }
}

/** Serves the shell a modified /config.json (the real one from the launcher, with `remotes` patched). */
export async function patchRuntimeConfig(page: Page, remotes: Record<string, string>): Promise<void> {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as { remotes: Record<string, string> };
    await route.fulfill({ response, json: { ...config, remotes: { ...config.remotes, ...remotes } } });
  });
}

/**
 * Admin pages: once the staff guard exists (issue 5) they need a signed-in staff user. Signs in with the seeded
 * staff account through the login form when the app shows it; until then the placeholder guard lets us through.
 */
export async function openAdminPage(page: Page, pathname: string, remoteId: string): Promise<void> {
  await page.goto(pathname);
  const loginButton = page.getByRole('button', { name: 'Login with Password' });
  await expect(remoteSection(page, remoteId).or(loginButton).first()).toBeVisible();
  if (await loginButton.isVisible()) {
    const form = page.getByRole('tabpanel', { name: 'Password' });
    await form.getByLabel('Email', { exact: true }).fill(process.env.STAFF_EMAIL || 'staff@alamomasonry.com');
    await form.getByLabel('Password', { exact: true }).fill(process.env.STAFF_PASSWORD || 'Staff-Pass-2026');
    await loginButton.click();
    // Signing in returns to the page that asked for it.
    await page.waitForURL((url) => url.pathname === pathname);
  }
}

/** Sum of the layout shifts not caused by input, since navigation start (buffered entries included). */
export function layoutShiftSum(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) sum += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        // Buffered entries are delivered in the observer's first callback, after this task.
        setTimeout(() => resolve(sum), 200);
      }),
  );
}
