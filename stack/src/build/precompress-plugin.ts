/**
 * Writes a gzip twin (`<asset>.gz`) of every text asset of a production build, compressed with Zopfli: the same gzip
 * format every browser reads, about 3-4% smaller than zlib's best level, at a cost paid once per build instead of per
 * request. Servers that support precompressed files serve the twin (the launcher's static server, nginx
 * `gzip_static`, an object-storage bucket with Content-Encoding metadata); others ignore it.
 */
import { gzipAsync } from '@gfx/zopfli';
import { gzipSync } from 'node:zlib';
import type { Compiler, RspackPluginInstance } from '@rspack/core';

// Not HTML: post-build steps still edit it, and servers rewrite it per request.
const COMPRESSIBLE = /\.(?:js|mjs|css|json|svg|txt|xml)$/;
const MIN_BYTES = 1024;
/** Zopfli's cost grows with size; the large admin libraries get zlib's best level so a build stays quick. */
const ZOPFLI_MAX_BYTES = 512 * 1024;

export async function precompress(content: Buffer): Promise<Buffer> {
  if (content.length > ZOPFLI_MAX_BYTES) return gzipSync(content, { level: 9 });
  return Buffer.from(await gzipAsync(content, { numiterations: 15 }));
}

export class PrecompressPlugin implements RspackPluginInstance {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.rspack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        async (assets) => {
          const names = Object.keys(assets).filter((name) => COMPRESSIBLE.test(name));
          await Promise.all(
            names.map(async (name) => {
              const content = assets[name]!.buffer();
              if (content.length < MIN_BYTES) return;
              const gzipped = await precompress(content);
              if (gzipped.length < content.length) compilation.emitAsset(`${name}.gz`, new sources.RawSource(gzipped));
            }),
          );
        },
      );
    });
  }
}
