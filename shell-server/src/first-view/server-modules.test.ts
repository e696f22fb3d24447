import { loadLocalModule } from './server-modules.js';

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
