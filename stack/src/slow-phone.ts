import type { Page } from 'playwright';

/**
 * A mid-range phone on a slow mobile network, as issue 28's audit used: 4x CPU slowdown, 150 ms latency, 1.6 Mbps
 * down, 750 kbps up (Chromium's DevTools protocol). Applies to this page from its next request on. Shared by the
 * first-tap bench and the first-tap journeys, so both measure the same phone.
 */
export async function emulateSlowPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}
