import { defineConfig } from '@rspack/cli';
import type { Compiler, Configuration, RspackPluginInstance } from '@rspack/core';
import { BRAND_MARK_SVG } from 'shared-contracts';
import { createHostConfig, withFirstPaintRenderer } from '../rspack.base';
import { startupScript } from './src/startup/startup-script';
import { earlyEventsScript } from './src/startup/early-events';
import { earlyMenuScript } from './src/features/public-frame/early-menu/early-menu';

/** Writes /favicon.svg from the brand's mark in shared-contracts, the one source the API's e-mail logo is drawn from. */
class BrandMarkFaviconPlugin implements RspackPluginInstance {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.rspack;
    compiler.hooks.thisCompilation.tap('BrandMarkFaviconPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BrandMarkFaviconPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => compilation.emitAsset('favicon.svg', new sources.RawSource(BRAND_MARK_SVG)),
      );
    });
  }
}

export default defineConfig((_env, argv) => {
  const options = { dir: __dirname, mode: argv.mode };
  const browser: Configuration = createHostConfig({
    ...options,
    // The early events first: a tap on a server-drawn page is kept from the first paint (issue 44).
    headScript:
      earlyEventsScript() + earlyMenuScript() + startupScript({ serviceWorker: argv.mode === 'production' }),
  });
  return withFirstPaintRenderer(
    options,
    { ...browser, plugins: [...(browser.plugins ?? []), new BrandMarkFaviconPlugin()] },
    './src/first-paint/render-first-paint.tsx',
  );
});
