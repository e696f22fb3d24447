import { gunzipSync, gzipSync } from 'node:zlib';
import { precompress } from './precompress-plugin';

describe('precompress', () => {
  const script = Array.from({ length: 400 }, (_, i) => `export const value${i} = ${i} * ${i % 7};`).join('\n');

  it('writes gzip any browser reads, smaller than zlib at its best level', async () => {
    const gzipped = await precompress(Buffer.from(script));
    expect(gunzipSync(gzipped).toString()).toBe(script);
    expect(gzipped.length).toBeLessThan(gzipSync(script, { level: 9 }).length);
  });
});
