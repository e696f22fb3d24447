import { defineConfig } from '@rspack/cli';
import { createFirstPaintConfig, createRemoteConfig } from '../rspack.base';

export default defineConfig((_env, argv) => {
  const options = { dir: __dirname, mode: argv.mode };
  // The first-paint renderer only matters in production builds (the launcher serves the shell's HTML from them).
  return argv.mode === 'production'
    ? [
        createRemoteConfig(options),
        createFirstPaintConfig(options, './src/first-paint/render-first-paint.tsx'),
      ]
    : createRemoteConfig(options);
});
