/** @jest-environment jsdom */
import { downloadTextFile } from './download.js';

describe('downloadTextFile', () => {
  const createObjectURL = jest.fn(() => 'blob:export');
  const revokeObjectURL = jest.fn();

  beforeEach(() => {
    jest.useFakeTimers();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });
  afterEach(() => jest.useRealTimers());

  it('clicks a temporary link named after the file, then removes it and frees the URL', () => {
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});

    downloadTextFile('service_area_2026-01-07.csv', 'a,b\r\n');

    expect(click).toHaveBeenCalledTimes(1);
    const clicked = click.mock.contexts[0] as HTMLAnchorElement | undefined;
    expect(clicked?.download).toBe('service_area_2026-01-07.csv');
    expect(clicked?.href).toBe('blob:export');
    expect(document.querySelector('a')).toBeNull();
    const blob = (createObjectURL.mock.calls[0] as unknown as [Blob])[0];
    expect(blob.type).toBe('text/csv;charset=utf-8');
    // 5 bytes of text plus the 3-byte UTF-8 BOM that makes Excel read accents correctly (jsdom's Blob cannot be read back).
    expect(blob.size).toBe(8);
    expect(revokeObjectURL).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:export');
  });
});
