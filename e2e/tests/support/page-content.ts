import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, type APIRequestContext } from '@playwright/test';
import { SITE_URL } from '../../site-url';

/**
 * The three content pages are one shared resource of the stack: journeys that publish them (the editor's journeys,
 * history, drafts) would see each other's texts and versions if two workers ran them at once. Each such describe
 * holds this lock from beforeAll to afterAll; its key is the site, so stacks on other ports do not wait on each other.
 * The gallery's order is one too (issue 29: an order names every shown item, so an item created or deleted by another
 * journey meanwhile makes it a 400): the journeys that create, delete or reorder gallery items hold the same lock.
 */
const LOCK_DIR = join(tmpdir(), `e2e-page-content-${new URL(SITE_URL).port || 'default'}.lock`);
const OWNER_FILE = join(LOCK_DIR, 'owner');
/** Longest a describe waits for the other worker's describe to finish. */
const WAIT_MS = 240_000;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function acquire(): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    try {
      await mkdir(LOCK_DIR);
      await writeFile(OWNER_FILE, String(process.pid));
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    // A worker that died holding the lock (a killed run) leaves its folder behind: take it over.
    const owner = Number(await readFile(OWNER_FILE, 'utf8').catch(() => ''));
    if (owner > 0 && !isAlive(owner)) await rm(LOCK_DIR, { recursive: true, force: true });
    if (Date.now() > deadline) throw new Error(`page content lock still held by process ${owner}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Registers hooks that hold the lock from before the describe's own beforeAll (call this first in the describe) until
 * after its afterAll: `restore` runs inside the lock, so the next describe starts from the texts put back.
 */
export function holdPageContentLock(restore?: (request: APIRequestContext) => Promise<void>): void {
  test.beforeAll(async () => {
    test.setTimeout(WAIT_MS + 30_000);
    await acquire();
  });
  test.afterAll(async ({ request }) => {
    try {
      await restore?.(request);
    } finally {
      await rm(LOCK_DIR, { recursive: true, force: true });
    }
  });
}
