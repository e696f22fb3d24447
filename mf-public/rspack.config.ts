import { defineConfig } from '@rspack/cli';
import { createRemoteConfig, withFirstPaintRenderer } from '../rspack.base';
import { REMOTE } from './src/app/pages';

export default defineConfig((_env, argv) => {
  const options = { dir: __dirname, mode: argv.mode };
  return withFirstPaintRenderer(
    options,
    createRemoteConfig({ ...options, remote: REMOTE }),
    './src/first-paint/render-first-paint.tsx',
  );
});
