import { defineConfig } from '@rspack/cli';
import { createRemoteConfig } from '../rspack.base';

export default defineConfig((_env, argv) => createRemoteConfig({ dir: __dirname, mode: argv.mode }));
