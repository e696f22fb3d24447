import type { LaunchOptions } from 'playwright';

/**
 * Debian's Chromium (CHROMIUM_PATH to choose another), headless and quiet, for the journeys and every bench: never a
 * Playwright download, and none of the background connections this machine's closed network refuses.
 */
export const CHROMIUM_LAUNCH_OPTIONS: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
