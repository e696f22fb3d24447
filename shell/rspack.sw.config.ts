import path from 'node:path';
import { defineConfig } from '@rspack/cli';

/**
 * The service worker: one classic script at the site root (`/sw.js`, so its scope is the whole site), built after
 * the app into the same dist folder. scripts/inject-precache-manifest.mts then writes the precache list into it.
 */
export default defineConfig({
  mode: 'production',
  context: __dirname,
  target: 'webworker',
  entry: { sw: './src/service-worker/worker/sw.ts' },
  output: { path: path.join(__dirname, 'dist'), filename: 'sw.js', clean: false },
  resolve: { extensions: ['.ts', '.js'] },
  module: {
    rules: [
      {
        test: /\.ts$/,
        exclude: /node_modules/,
        loader: 'builtin:swc-loader',
        options: {
          jsc: { parser: { syntax: 'typescript' } },
          env: { targets: 'chrome >= 100, firefox >= 100, safari >= 15' },
        },
        type: 'javascript/auto',
      },
    ],
  },
  devtool: false,
  performance: false,
  stats: 'errors-warnings',
});
