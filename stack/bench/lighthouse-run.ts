import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { rejectOnAbort } from './abort';

const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];

/**
 * One Lighthouse navigation (mobile preset, simulated throttling: its defaults) in a fresh Chromium with an empty
 * profile, so every run is a first visit. Chromium is killed (with its temporary profile) however the run ends,
 * including when `signal` aborts a run that hangs.
 */
export async function runLighthouse(url: string, signal: AbortSignal): Promise<Result> {
  signal.throwIfAborted();
  // chrome-launcher's own SIGINT handler would exit the process before the bench stops the stack.
  const chrome = await launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    handleSIGINT: false,
    logLevel: 'silent',
  });
  try {
    const run = lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const result = await Promise.race([run, rejectOnAbort(signal)]);
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}
