import { defineConfig } from '@rspack/cli';
import { createHostConfig, withFirstPaintRenderer } from '../rspack.base';
import { startupScript } from './src/startup/startup-script';

export default defineConfig((_env, argv) => {
  const options = { dir: __dirname, mode: argv.mode };
  return withFirstPaintRenderer(
    options,
    createHostConfig({
      ...options,
      headScript: startupScript({ serviceWorker: argv.mode === 'production' }),
    }),
    './src/first-paint/render-first-paint.tsx',
  );
});
