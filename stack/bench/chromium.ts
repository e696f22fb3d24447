import { chromium, type Browser } from 'playwright';
import { CHROMIUM_LAUNCH_OPTIONS } from '../src/chromium';

/** The benches' browser (src/chromium.ts). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
}
