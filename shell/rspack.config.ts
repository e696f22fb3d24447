import { defineConfig } from '@rspack/cli';
import { createHostConfig } from '../rspack.base';

export default defineConfig((_env, argv) => createHostConfig({ dir: __dirname, mode: argv.mode }));
