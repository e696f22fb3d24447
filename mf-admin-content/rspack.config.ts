import { defineConfig } from '@rspack/cli';
import { createRemoteConfig } from '../rspack.base';
import { REMOTE } from './src/app/pages';

export default defineConfig((_env, argv) => createRemoteConfig({ dir: __dirname, mode: argv.mode, remote: REMOTE }));
