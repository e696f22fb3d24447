import { defineConfig } from '@rspack/cli';
import { createFirstPaintConfig, createHostConfig } from '../rspack.base';
import { startupScript } from './src/startup/startup-script';

export default defineConfig((_env, argv) => {
  const app = createHostConfig({ dir: __dirname, mode: argv.mode, headScript: startupScript() });
  // The first-paint renderer only matters in production builds (the launcher serves the shell's HTML from them).
  return argv.mode === 'production'
    ? [
        app,
        createFirstPaintConfig(
          { dir: __dirname, mode: argv.mode },
          './src/first-paint/render-first-paint.tsx',
        ),
      ]
    : app;
});
