/**
 * Shared Rspack + Module Federation setup for the shell and every remote. Each package's rspack.config.ts is a
 * one-liner over `createRspackConfig`, so loaders, chunk naming, the shared-singleton map and the bootstrap style
 * (src/index.ts -> import('./bootstrap')) are the same everywhere.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack, type Compiler, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import type { RemoteSource } from 'shared-contracts';
import { findRemote, runtimeConfigFromEnv, stackPorts } from './stack.config';
import {
  exposeModules,
  remoteDeclaration,
  sharedNeeds,
  sharedOffers,
  shellDeclaration,
  sourceKey,
  writeRuntimePlugin,
  type SharedLibrary,
} from './stack/src/build/federation-contract';
import { apiUsagePlugin } from './stack/src/build/api-usage';
import { PrecompressPlugin } from './stack/src/build/precompress-plugin';
import { FIRST_PAINT_FILE, firstPaintDeclarationOf, SERVER_DIST_DIR } from 'shell-server/server-files';
import { checkSubsetCoverage, SHARED_SUBSETS, writeSubsetModule } from './stack/src/build/shared-subsets';

type SharedConfig = {
  singleton: true;
  version: string;
  requiredVersion: string;
  strictVersion?: true;
  eager?: true;
};

/**
 * Runtime singletons. A package only provides the entries it lists in its own package.json dependencies
 * ("a package shares what it declares"), so mf-public never builds or offers antd/firebase. `web-kit`
 * holds the browser singletons (api client, auth/connection/toast stores): one copy for the shell and all remotes.
 * antd, @ant-design/icons, firebase/auth and React Query are shared as the subset the site uses (sharedSubsetAliases).
 * React Router is deliberately NOT shared: a shared singleton ships whole (~58 KiB gzip). The shell imports it
 * normally (tree-shaken) and registers its navigate in web-kit; remote pages link with plain
 * `<a href onClick={followInternalLink}>` and never import react-router.
 */
export const SHARED_SINGLETONS: Record<string, { dependency: string }> = {
  react: { dependency: 'react' },
  'react/jsx-runtime': { dependency: 'react' },
  'react-dom': { dependency: 'react-dom' },
  'react-dom/client': { dependency: 'react-dom' },
  '@tanstack/react-query': { dependency: '@tanstack/react-query' },
  zustand: { dependency: 'zustand' },
  antd: { dependency: 'antd' },
  '@ant-design/icons': { dependency: '@ant-design/icons' },
  'web-kit': { dependency: 'web-kit' },
  'firebase/app': { dependency: 'firebase' },
  'firebase/auth': { dependency: 'firebase' },
};

/** The version of `dependency` as installed for the package in `dir` (node_modules lookup, as Node resolves). */
function installedVersion(dir: string, dependency: string): string | undefined {
  for (let at = dir; ; at = path.dirname(at)) {
    const file = path.join(at, 'node_modules', dependency, 'package.json');
    if (existsSync(file)) return (JSON.parse(readFileSync(file, 'utf8')) as { version?: string }).version;
    if (path.dirname(at) === at) return undefined;
  }
}

/**
 * What the shell needs to draw any page, bundled into its main.js (eager) instead of fetched as separate chunks
 * after main.js has run: the first paint waits for one script, not a chain of them. The remotes consume these from
 * the shell's share scope as before; the admin-only libraries (antd, icons, firebase) stay lazy.
 */
const HOST_EAGER = new Set([
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  '@tanstack/react-query',
  'zustand',
  'web-kit',
]);

/**
 * antd, its icons, firebase/auth and React Query are shared as the subset the site uses (see
 * stack/src/build/shared-subsets.ts).
 * The bare request resolves to the generated subset module (an exact-match alias), so the shared module keeps its
 * plain name and every import of it, the package's own and web-kit's admin form kit alike, goes through the share
 * scope as before. The build fails when the package's sources or web-kit's import anything the subset lacks.
 */
function sharedSubsetAliases(dir: string, dependencies: Record<string, string>): Record<string, string> {
  const alias: Record<string, string> = {};
  for (const [request, { dependency }] of Object.entries(SHARED_SINGLETONS)) {
    if (!(request in SHARED_SUBSETS) || dependencies[dependency] === undefined) continue;
    const problems = checkSubsetCoverage(request, [
      path.join(dir, 'src'),
      path.join(dir, '..', 'web-kit', 'src'),
    ]);
    if (problems.length) throw new Error(`Shared subset of ${request}:\n  ${problems.join('\n  ')}`);
    alias[`${request}$`] = writeSubsetModule(dir, request);
  }
  return alias;
}

/**
 * The shared libraries a package provides and consumes: those of SHARED_SINGLETONS its package.json lists. web-kit is
 * required at the version the package was built with or a later minor (`^x.y.z`): its exports are a versioned
 * contract (web-kit/api-surface.json), and a remote may use anything its version has.
 */
function sharedLibraries(dir: string, dependencies: Record<string, string>): SharedLibrary[] {
  return Object.entries(SHARED_SINGLETONS).flatMap(([request, { dependency }]) => {
    const range = dependencies[dependency];
    if (range === undefined) return [];
    const version = installedVersion(dir, dependency) ?? '0.0.0';
    return [{ request, version, requiredVersion: dependency === 'web-kit' ? `^${version}` : range }];
  });
}

/**
 * The Module Federation `shared` config. A library that must be one per page (React, zustand, web-kit, firebase/app)
 * is strict: a remote whose range the shell's copy misses fails with the runtime's error naming both versions, not
 * later with "X is undefined". A library shared as a subset is not: a remote takes its own copy when the shell's
 * does not fit (web-kit/federation's plugin decides).
 */
export function sharedFor(
  libraries: SharedLibrary[],
  eager: ReadonlySet<string> = new Set(),
): Record<string, SharedConfig> {
  return Object.fromEntries(
    libraries.map(({ request, version, requiredVersion }) => [
      request,
      {
        singleton: true,
        requiredVersion,
        version,
        ...(request in SHARED_SUBSETS ? {} : { strictVersion: true as const }),
        ...(eager.has(request) ? { eager: true as const } : {}),
      },
    ]),
  );
}

export interface PackageOptions {
  /** The package folder (pass `__dirname` from its rspack.config.ts). */
  dir: string;
  /** argv.mode from the rspack CLI. */
  mode: 'production' | 'development' | 'none' | undefined;
}

function readDependencies(dir: string): Record<string, string> {
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  return pkg.dependencies ?? {};
}

/**
 * react-router 7's package "exports" only name its development build (dev-only checks and warnings). Production
 * builds point its two entry points at the production build shipped beside it. Measured gain is small (~0.6 KiB gzip:
 * as a shared singleton the whole library ships either way), but production code paths are the ones to ship.
 */
function reactRouterProductionAlias(dir: string): Record<string, string> {
  try {
    const require = createRequire(path.join(dir, 'package.json'));
    const root = path.dirname(require.resolve('react-router/package.json'));
    return {
      'react-router$': path.join(root, 'dist/production/index.mjs'),
      'react-router/dom$': path.join(root, 'dist/production/dom-export.mjs'),
    };
  } catch {
    return {}; // package without react-router
  }
}

/** The one HTML page of every package (shell and remotes' standalone dev apps): only the title differs. */
function htmlTemplate(title: string, headScript?: string): string {
  const text = title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const script = headScript ? `\n    <script>${headScript}</script>` : '';
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <title>${text}</title>${script}
  </head>
  <body>
    <noscript>This site needs JavaScript enabled.</noscript>
    <div id="root"></div>
  </body>
</html>
`;
}

/**
 * /config.json in dev, computed from env on each request like the e2e launcher does in production. The shell reads
 * it at start; a remote's standalone harness (web-kit/standalone) reads it for the API and Firebase.
 */
function runtimeConfigMiddleware() {
  return {
    name: 'runtime-config',
    path: '/config.json',
    middleware: (_req: IncomingMessage, res: ServerResponse) => {
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Cache-Control', 'no-cache');
      res.end(JSON.stringify(runtimeConfigFromEnv()));
    },
  };
}

type DevServer = NonNullable<Configuration['devServer']>;

/** Dev server of the shell and of every remote: same host, SPA fallback, hot reload and /config.json. */
function devServer(port: number | undefined, extra: DevServer = {}): DevServer {
  return {
    port,
    host: '127.0.0.1',
    historyApiFallback: true,
    hot: true,
    setupMiddlewares: (middlewares) => {
      middlewares.unshift(runtimeConfigMiddleware());
      return middlewares;
    },
    ...extra,
  };
}

/**
 * The MF plugin imports its runtime entry files by their CommonJS paths, which pulls the CommonJS builds of the whole
 * runtime (runtime-core, sdk with its Node helpers, every error text) into main.js and each remoteEntry.js, where
 * nothing can be tree-shaken. Redirecting those entry files to their ES module builds makes the whole runtime resolve
 * as ESM: measured -5.5 KiB gzip on the shell's main.js and -5.6 KiB on each remoteEntry.js.
 */
function federationRuntimeEsmAlias(dir: string): Record<string, string> {
  const require = createRequire(path.join(dir, 'package.json'));
  const alias: Record<string, string> = {};
  const entryPackages = [
    '@module-federation/webpack-bundler-runtime',
    '@module-federation/runtime',
    '@module-federation/inject-external-runtime-core-plugin',
  ];
  for (const pkg of entryPackages) {
    // <pkg>/dist/index.cjs is what `require` resolves to; its ESM twin sits beside it.
    const distDir = path.dirname(require.resolve(pkg));
    alias[`${path.join(distDir, 'index.cjs')}$`] = path.join(distDir, 'index.js');
  }
  return alias;
}

const BROWSER_BUILD = 'browser';

/** Our TypeScript and JSX through swc, for the given targets (browsers, or Node for the first-paint renderers). */
function typeScriptRule(targets: string, { development = false } = {}) {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development } },
      },
      env: { targets },
    },
    type: 'javascript/auto' as const,
  };
}

function baseConfig({ dir, mode }: PackageOptions, title: string, headScript?: string): Configuration {
  const isProd = mode === 'production';
  return {
    // Named so that withFirstPaintRenderer can order it after the first-paint renderer's build.
    name: BROWSER_BUILD,
    context: dir,
    mode: isProd ? 'production' : 'development',
    entry: { main: './src/index.ts' },
    devtool: isProd ? false : 'cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      // Content hashes in production so the static server can cache chunks forever; stable names in dev.
      filename: isProd ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: isProd ? '[name].[contenthash:10].js' : '[name].js',
      cssFilename: isProd ? '[name].[contenthash:10].css' : '[name].css',
      cssChunkFilename: isProd ? '[name].[contenthash:10].css' : '[name].css',
      assetModuleFilename: isProd ? 'assets/[name].[contenthash:10][ext]' : 'assets/[name][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'],
      alias: {
        ...sharedSubsetAliases(dir, readDependencies(dir)),
        ...(isProd ? { ...reactRouterProductionAlias(dir), ...federationRuntimeEsmAlias(dir) } : {}),
      },
    },
    module: {
      rules: [
        typeScriptRule('chrome >= 100, firefox >= 100, safari >= 15', { development: !isProd }),
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|jpe?g|gif|webp|avif|svg|ico)$/i, type: 'asset' },
      ],
    },
    plugins: [
      // Scripts from the site root: a remote's output.publicPath is 'auto', which would make them page-relative and
      // break deep links such as /admin/inquiries in its standalone dev app.
      new rspack.HtmlRspackPlugin({
        templateContent: htmlTemplate(title, headScript),
        chunks: ['main'],
        publicPath: '/',
      }),
      // <pkg>/public (images, robots.txt, ...) is copied as-is next to the bundles.
      ...(existsSync(path.join(dir, 'public'))
        ? [new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(dir, 'public') }] })]
        : []),
      ...(isProd ? [new PrecompressPlugin()] : []),
    ],
    // Readable chunk names (e.g. ...antd...) so the bundle budget and e2e checks can tell what a route downloads.
    optimization: { chunkIds: 'named' },
    performance: false,
    stats: 'errors-warnings',
  };
}

/** What a remote's build is made from, for its chunk-loading global (sourceKey). */
const buildSources = (dir: string) => [
  path.join(dir, 'src'),
  path.join(dir, 'package.json'),
  path.join(dir, '..', 'web-kit', 'src'),
  path.join(dir, '..', 'shared-contracts', 'src'),
  path.join(dir, '..', 'stack', 'src', 'build'),
  path.join(dir, '..', 'rspack.base.ts'),
  path.join(dir, '..', 'package-lock.json'),
];

/** A remote: its pages (`remote`, its src/app/pages.ts) through mf-manifest.json + remoteEntry.js, and a standalone app in dev. */
export function createRemoteConfig(options: PackageOptions & { remote: RemoteSource }): Configuration {
  const { dir } = options;
  const remote = findRemote(path.basename(dir));
  if (options.remote.remote !== remote.name)
    throw new Error(
      `${path.basename(dir)}/src/app/pages.ts declares remote "${options.remote.remote}", not "${remote.name}"`,
    );
  const port = stackPorts().remotes[remote.name];
  const config = baseConfig(options, `${path.basename(dir)} (standalone)`);
  const dependencies = readDependencies(dir);
  const libraries = sharedLibraries(dir, dependencies);
  const needs = sharedNeeds(libraries, [path.join(dir, 'src'), path.join(dir, '..', 'web-kit', 'src')]);
  const declaration = remoteDeclaration(dir, options.remote, needs);
  // Admin remotes bring antd: their pages get the brand theme as well as the page's QueryClient.
  const section =
    dependencies.antd === undefined
      ? { from: 'web-kit/section', name: 'RemoteSection' }
      : { from: 'web-kit/admin-form', name: 'AdminSection' };
  return {
    ...config,
    output: {
      ...config.output,
      // 'auto': chunks load relative to wherever remoteEntry.js was fetched from, so one build can be served
      // from any origin (another port, a CDN folder) without rebuilding.
      publicPath: 'auto',
      // The remote's chunks load as CORS scripts (crossorigin="anonymous"; its servers send
      // Access-Control-Allow-Origin): an error one throws later (a timer, an event) reaches the shell's window.onerror
      // with its message and stack instead of the browser's muted "Script error." (issue 45's visitor reports).
      crossOriginLoading: 'anonymous',
      // One global per build of this remote: a tab that loads another build of it (a deploy or rollback picked up
      // without a reload) must not take the chunks the first build pushed under the same names for its own.
      ...(options.mode === 'production'
        ? { chunkLoadingGlobal: `rspackChunk_${remote.name}_${sourceKey(buildSources(dir))}` }
        : {}),
    },
    optimization: {
      ...config.optimization,
      // A page's own code in one chunk: small helpers shared by two pages are copied into each rather than split
      // into a chunk of their own, which would cost each first visit one more request (and its headers).
      splitChunks: { chunks: 'async', minSize: 60_000 },
    },
    plugins: [
      ...(config.plugins ?? []),
      new ModuleFederationPlugin({
        name: remote.name,
        filename: 'remoteEntry.js',
        exposes: exposeModules(dir, options.remote, section),
        shared: sharedFor(libraries),
        shareStrategy: 'loaded-first',
        runtimePlugins: [writeRuntimePlugin(dir, remote.name, needs)],
        // The declaration (pages, extensions, shared needs) travels in the manifest the shell reads anyway.
        manifest: {
          additionalData: ({ stats }) => {
            // A production build's renderer is built first (withFirstPaintRenderer): the manifest states its hash.
            const firstPaint = options.mode === 'production' ? firstPaintDeclarationOf(dir) : undefined;
            stats.metaData = {
              ...stats.metaData,
              declaration: firstPaint ? { ...declaration, firstPaint } : declaration,
            } as unknown as typeof stats.metaData;
            return stats;
          },
        },
        dts: false,
        // One MF runtime per page: a production remote uses the runtime core the shell provides
        // (provideExternalRuntime below) instead of shipping its own ~34 KiB gzip copy in remoteEntry.js. Dev builds
        // keep their own, so `npm run dev -w <remote>` still runs the standalone app without the shell.
        // target 'web' drops the runtime's Node-only script loading from the browser bundles.
        experiments: { externalRuntime: options.mode === 'production', optimization: { target: 'web' } },
      }),
      // dist/api-usage.json: the API operations this remote calls, read by `npm run can-deploy` (issue 43).
      apiUsagePlugin(dir),
    ],
    devServer: devServer(port, {
      // The shell (another origin) fetches the manifest and chunks.
      headers: { 'Access-Control-Allow-Origin': '*' },
      // Standalone, the pages' site photos (/images/...) come from the shell's public folder, as they do from the
      // shell's origin when composed. Nothing is proxied: the harness calls the API at config.json's apiBaseUrl.
      static: { directory: path.join(dir, '..', 'shell', 'public'), publicPath: '/', watch: false },
    }),
  };
}

/**
 * The shell: an MF host with no build-time remotes; it registers them at start from /config.json. `headScript` is
 * inline code for its HTML's <head> (the start-up requests, shell/src/startup/startup-script.ts).
 */
export function createHostConfig(options: PackageOptions & { headScript?: string }): Configuration {
  const config = baseConfig(options, 'Alamo Masonry', options.headScript);
  const libraries = sharedLibraries(options.dir, readDependencies(options.dir));
  const offers = sharedOffers(libraries);
  return {
    ...config,
    output: { ...config.output, publicPath: '/' },
    plugins: [
      ...(config.plugins ?? []),
      new ModuleFederationPlugin({
        name: 'shell',
        remotes: {},
        shared: sharedFor(libraries, HOST_EAGER),
        shareStrategy: 'loaded-first',
        manifest: false,
        dts: false,
        // Publishes this runtime core for the remotes built with externalRuntime (see createRemoteConfig).
        experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
      }),
      // shell.json: what this shell's shared libraries offer, read by `npm run can-deploy` before a remote ships.
      {
        apply(compiler: Compiler) {
          compiler.hooks.thisCompilation.tap('shell-declaration', (compilation) => {
            compilation.hooks.processAssets.tap('shell-declaration', () => {
              compilation.emitAsset(
                'shell.json',
                new compiler.webpack.sources.RawSource(JSON.stringify(shellDeclaration(offers), null, 2)),
              );
            });
          });
        },
      },
    ],
    devServer: devServer(stackPorts().shell),
  };
}

const FIRST_PAINT_BUILD = 'first-paint';

/**
 * The server renderer of a package's first views (issue 12): one self-contained ES module for Node (`entry` ->
 * dist-server/first-paint.mjs) that imports nothing but Node's built-ins, so the server that draws first views can
 * fetch it from the package's private deployment folder. Beside dist/, not in it: only servers may read it (see
 * shell-server/src/server-files.ts). Style sheets and images are the browser build's business: here they are inert
 * strings.
 */
function createFirstPaintConfig({ dir }: PackageOptions, entry: string): Configuration {
  return {
    name: FIRST_PAINT_BUILD,
    context: dir,
    mode: 'production',
    target: 'node20',
    entry: { [path.basename(FIRST_PAINT_FILE, '.mjs')]: entry },
    output: {
      path: path.join(dir, SERVER_DIST_DIR),
      filename: '[name].mjs',
      module: true,
      chunkFormat: 'module',
      library: { type: 'module' },
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'] },
    module: {
      rules: [
        typeScriptRule('node 20'),
        { test: /\.css$/, type: 'asset/source' },
        { test: /\.(png|jpe?g|gif|webp|avif|svg|ico)$/i, type: 'asset/inline' },
      ],
    },
    plugins: [new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    optimization: { minimize: false },
    devtool: false,
    performance: false,
    stats: 'errors-warnings',
  };
}

/**
 * A package's builds: its browser build, and in production the server renderer of its first views (`entry`, see
 * createFirstPaintConfig), built first so that a remote's manifest can state the renderer's hash.
 */
export function withFirstPaintRenderer(
  options: PackageOptions,
  browser: Configuration,
  entry: string,
): Configuration | Configuration[] {
  if (options.mode !== 'production') return browser;
  return [{ ...browser, dependencies: [FIRST_PAINT_BUILD] }, createFirstPaintConfig(options, entry)];
}
