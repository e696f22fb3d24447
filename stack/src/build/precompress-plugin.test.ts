import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { precompress, precompressBrotli } from './precompress-plugin';

describe('precompress', () => {
  const script = Array.from({ length: 400 }, (_, i) => `export const value${i} = ${i} * ${i % 7};`).join('\n');

  it('writes gzip any browser reads, smaller than zlib at its best level', async () => {
    const gzipped = await precompress(Buffer.from(script));
    expect(gunzipSync(gzipped).toString()).toBe(script);
    expect(gzipped.length).toBeLessThan(gzipSync(script, { level: 9 }).length);
  });

  it('writes Brotli any current browser reads, smaller than the best gzip', async () => {
    const brotli = precompressBrotli(Buffer.from(script));
    expect(brotliDecompressSync(brotli).toString()).toBe(script);
    expect(brotli.length).toBeLessThan((await precompress(Buffer.from(script))).length);
  });
});
