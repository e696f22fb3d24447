import { createServerModuleLoader, loadLocalModule } from './server-modules';

// Jest runs CommonJS and cannot import ES modules: the importers are stand-ins here, and the e2e suite shows the real
// ones at work (the public pages' HTML carries a first view drawn by the renderers loaded through them).
const URL_OF_RENDERER = 'https://cdn.example.com/mf-public/server/first-paint.mjs';
const importModule = jest.fn(async (text: string) => {
  if (text.includes('broken')) throw new SyntaxError('Unexpected token');
  return { text };
});

beforeEach(() => importModule.mockClear());

describe('createServerModuleLoader', () => {
  it('imports the fetched module, and fetches it again only for a new version of its remote', async () => {
    const texts = ['export const first = 1;', 'export const second = 2;'];
    const fetchText = jest.fn(async () => texts.shift());
    const load = createServerModuleLoader(fetchText, importModule);

    const first = await load(URL_OF_RENDERER, 'manifest-1');
    expect(first).toEqual({ text: 'export const first = 1;' });
    expect(await load(URL_OF_RENDERER, 'manifest-1')).toBe(first);
    expect(fetchText).toHaveBeenCalledTimes(1);
    expect(fetchText).toHaveBeenCalledWith(URL_OF_RENDERER);

    expect(await load(URL_OF_RENDERER, 'manifest-2')).toEqual({ text: 'export const second = 2;' });
    expect(fetchText).toHaveBeenCalledTimes(2);
  });

  it('a module that could not be fetched or imported is tried again on the next call', async () => {
    const fetchText = jest
      .fn<Promise<string | undefined>, [string]>()
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce(new Error('ECONNREFUSED'))
      .mockResolvedValueOnce('export const = broken')
      .mockResolvedValueOnce('export const back = true;');
    const load = createServerModuleLoader(fetchText, importModule);
    expect(await load(URL_OF_RENDERER, 'v1')).toBeUndefined();
    expect(await load(URL_OF_RENDERER, 'v1')).toBeUndefined();
    expect(await load(URL_OF_RENDERER, 'v1')).toBeUndefined();
    expect(await load(URL_OF_RENDERER, 'v1')).toEqual({ text: 'export const back = true;' });
    expect(fetchText).toHaveBeenCalledTimes(4);
  });
});

describe('loadLocalModule', () => {
  it('imports a file once; a file that could not be imported (not built yet) is tried again', async () => {
    const importFile = jest
      .fn<Promise<unknown>, [string]>()
      .mockRejectedValueOnce(new Error('ERR_MODULE_NOT_FOUND'))
      .mockResolvedValueOnce({ renderFramedPage: () => '' });
    const load = loadLocalModule('/srv/shell/dist/server/first-paint.mjs', importFile);
    expect(await load()).toBeUndefined();
    const loaded = await load();
    expect(loaded).toEqual({ renderFramedPage: expect.any(Function) });
    expect(await load()).toBe(loaded);
    expect(importFile).toHaveBeenCalledTimes(2);
    expect(importFile).toHaveBeenCalledWith('/srv/shell/dist/server/first-paint.mjs');
  });
});
