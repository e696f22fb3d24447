/**
 * Jest-only bridge for CommonJS packages that `require` ESM-only ones: @nestjs/throttler requires @nestjs/common and
 * @nestjs/core (ESM-only in Nest 12), and jwks-rsa (used by firebase-admin) requires jose. Plain Node >= 20.19 can
 * require() ESM, but Jest's module runtime on Node 20 cannot. This transform points those requires at the ESM
 * instances loaded by esm-bridge.setup.ts, so the REAL library code runs, against the same Nest classes as the app.
 * Production (dist/, plain Node) never goes through this.
 */
const BRIDGED = /require\(\s*["'](@nestjs\/common|@nestjs\/core|jose)["']\s*\)/g;

module.exports = {
  process(source) {
    return { code: source.replace(BRIDGED, (_, id) => `globalThis.__nestEsmBridge[${JSON.stringify(id)}]`) };
  },
  getCacheKey(source, path) {
    return `esm-bridge-v1:${path}:${source.length}`;
  },
};
