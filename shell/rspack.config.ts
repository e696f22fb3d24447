import { defineConfig } from '@rspack/cli';
import { createHostConfig } from '../rspack.base';
import { startupScript } from './src/startup/startup-script';

export default defineConfig((_env, argv) =>
  createHostConfig({ dir: __dirname, mode: argv.mode, headScript: startupScript() }),
);
