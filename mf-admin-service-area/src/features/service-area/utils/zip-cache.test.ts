import {
  clearCachedZipEntries,
  readCachedZipEntries,
  writeCachedZipEntries,
  ZIP_CACHE_KEY,
} from './zip-cache';

const entries = [{ zip_code: '78205', neighborhood: 'Downtown', region: 'San Antonio' as const }];

describe('ZIP cache in localStorage', () => {
  beforeEach(() => localStorage.clear());

  it('reads back what was written', () => {
    writeCachedZipEntries(entries);
    expect(readCachedZipEntries()).toEqual(entries);
  });

  it('is empty after clearing', () => {
    writeCachedZipEntries(entries);
    clearCachedZipEntries();
    expect(localStorage.getItem(ZIP_CACHE_KEY)).toBeNull();
    expect(readCachedZipEntries()).toBeUndefined();
  });

  it('ignores a corrupt or foreign value', () => {
    localStorage.setItem(ZIP_CACHE_KEY, '{not json');
    expect(readCachedZipEntries()).toBeUndefined();
    localStorage.setItem(ZIP_CACHE_KEY, JSON.stringify([{ zip_code: 'abc' }]));
    expect(readCachedZipEntries()).toBeUndefined();
  });

  it('survives storage that throws', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(() => writeCachedZipEntries(entries)).not.toThrow();
  });
});
