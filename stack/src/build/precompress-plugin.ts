/**
 * Writes two compressed twins of every text asset of a production build, at a cost paid once per build instead of per
 * request: `<asset>.br`, Brotli at its best quality (what every current browser asks for: main.js ~12% smaller than
 * the best gzip), and `<asset>.gz`, gzip compressed with Zopfli (about 3-4% smaller than zlib's best level) for the
 * clients that read only gzip. Servers that support precompressed files serve the twin the request accepts (the
 * launcher's static server, nginx `brotli_static`/`gzip_static`, an object-storage bucket with Content-Encoding
 * metadata); others ignore them.
 */
import { gzipAsync } from '@gfx/zopfli';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Compiler, RspackPluginInstance } from '@rspack/core';

// Not HTML: post-build steps still edit it, and servers rewrite it per request.
const COMPRESSIBLE = /\.(?:js|mjs|css|json|svg|txt|xml)$/;
const MIN_BYTES = 1024;
/** Zopfli's and Brotli 11's cost grows with size; the large admin libraries get a faster level so a build stays quick. */
const BEST_LEVEL_MAX_BYTES = 512 * 1024;

export async function precompress(content: Buffer): Promise<Buffer> {
  if (content.length > BEST_LEVEL_MAX_BYTES) return gzipSync(content, { level: 9 });
  return Buffer.from(await gzipAsync(content, { numiterations: 15 }));
}

export function precompressBrotli(content: Buffer): Buffer {
  return brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: content.length > BEST_LEVEL_MAX_BYTES ? 9 : constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
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
              const brotli = precompressBrotli(content);
              if (brotli.length < content.length) compilation.emitAsset(`${name}.br`, new sources.RawSource(brotli));
            }),
          );
        },
      );
    });
  }
}
