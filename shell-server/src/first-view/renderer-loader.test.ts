import { createHash } from 'node:crypto';
import { FIRST_PAINT_CONTRACT } from 'shared-contracts';
import { createRendererLoader, REFUSED_RETRY_MS, rendererUrlOf } from './renderer-loader.js';

const MANIFEST_URL = 'https://cdn.example.com/mf-public/1.4.2/mf-manifest.json';
const ORIGINS = { 'https://cdn.example.com': 'https://renderers.internal.example/site' };
const RENDERER_URL = 'https://renderers.internal.example/site/mf-public/1.4.2/first-paint.mjs';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const declared = (text: string, contract = FIRST_PAINT_CONTRACT) => ({ contract, sha256: sha256(text) });

describe('rendererUrlOf', () => {
  it("maps the manifest's folder under the private base its origin is listed with", () => {
    expect(rendererUrlOf(MANIFEST_URL, ORIGINS)).toBe(RENDERER_URL);
    expect(
      rendererUrlOf('http://127.0.0.1:3001/mf-manifest.json', {
        'http://127.0.0.1:3001': 'file:///srv/mf-public/dist-server/',
      }),
    ).toBe('file:///srv/mf-public/dist-server/first-paint.mjs');
  });

  it('names nothing for an origin the settings do not list (a public folder is never guessed)', () => {
    expect(rendererUrlOf('https://elsewhere.example/mf-public/mf-manifest.json', ORIGINS)).toBeUndefined();
    expect(rendererUrlOf('not a url', ORIGINS)).toBeUndefined();
  });
});

describe('createRendererLoader', () => {
  /** A loader over files served at fixed URLs; `files` may be changed between calls (a redeployment). */
  function loaderOver(files: Record<string, string>, now = () => 0) {
    const fetchBytes = jest.fn(async (url: string) => (url in files ? Buffer.from(files[url]!) : undefined));
    const importModule = jest.fn(async (text: string) => ({ text }));
    const warn = jest.fn();
    const load = createRendererLoader({
      rendererUrlOf: (url) => rendererUrlOf(url, ORIGINS),
      fetchBytes,
      importModule,
      warn,
      now,
    });
    return { load, fetchBytes, importModule, warn };
  }

  it('imports the renderer whose bytes have the hash the manifest states, and fetches it once while it stays', async () => {
    const { load, fetchBytes } = loaderOver({ [RENDERER_URL]: 'export const v = 1;' });
    const module = await load(MANIFEST_URL, declared('export const v = 1;'));
    expect(module).toEqual({ text: 'export const v = 1;' });
    expect(await load(MANIFEST_URL, declared('export const v = 1;'))).toBe(module);
    expect(fetchBytes).toHaveBeenCalledTimes(1);
    expect(fetchBytes).toHaveBeenCalledWith(RENDERER_URL);
  });

  it('picks up a renderer replaced in place once the manifest states its new hash', async () => {
    const files = { [RENDERER_URL]: 'export const v = 1;' };
    const { load } = loaderOver(files);
    expect(await load(MANIFEST_URL, declared('export const v = 1;'))).toEqual({ text: 'export const v = 1;' });
    files[RENDERER_URL] = 'export const v = 2;';
    expect(await load(MANIFEST_URL, declared('export const v = 2;'))).toEqual({ text: 'export const v = 2;' });
  });

  it('refuses bytes that do not have the stated hash, without importing them', async () => {
    const { load, importModule, warn } = loaderOver({ [RENDERER_URL]: 'export const tampered = true;' });
    expect(await load(MANIFEST_URL, declared('export const v = 1;'))).toBeUndefined();
    expect(importModule).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('does not have the SHA-256 its manifest states'));
  });

  it('refuses a renderer of another contract, or none declared, without fetching anything', async () => {
    const { load, fetchBytes } = loaderOver({ [RENDERER_URL]: 'export const v = 1;' });
    expect(await load(MANIFEST_URL, declared('export const v = 1;', FIRST_PAINT_CONTRACT + 1))).toBeUndefined();
    expect(await load(MANIFEST_URL, undefined)).toBeUndefined();
    expect(fetchBytes).not.toHaveBeenCalled();
  });

  it('fetches nothing for a manifest whose origin the settings do not list', async () => {
    const { load, fetchBytes } = loaderOver({});
    expect(await load('https://evil.example/mf-manifest.json', declared('x'))).toBeUndefined();
    expect(fetchBytes).not.toHaveBeenCalled();
  });

  it('tries a refused or missing renderer again only after a while (an upload may still be under way)', async () => {
    let time = 0;
    const files: Record<string, string> = {};
    const { load, fetchBytes } = loaderOver(files, () => time);
    const wanted = declared('export const v = 1;');
    expect(await load(MANIFEST_URL, wanted)).toBeUndefined();
    files[RENDERER_URL] = 'export const v = 1;';
    expect(await load(MANIFEST_URL, wanted)).toBeUndefined();
    expect(fetchBytes).toHaveBeenCalledTimes(1);
    time += REFUSED_RETRY_MS;
    expect(await load(MANIFEST_URL, wanted)).toEqual({ text: 'export const v = 1;' });
  });
});
