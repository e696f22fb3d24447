import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runtimeConfigFile } from './runtime-config-file.js';

const config = (apiBaseUrl: string) => ({
  remotes: {
    mf_public: 'https://cdn.example.com/mf-public/1/mf-manifest.json',
    mf_admin_content: 'https://cdn.example.com/content/1/mf-manifest.json',
    mf_admin_inquiries: 'https://cdn.example.com/inquiries/1/mf-manifest.json',
    mf_admin_service_area: 'https://cdn.example.com/area/1/mf-manifest.json',
  },
  apiBaseUrl,
  companyDomain: 'alamomasonry.com',
  firebase: { apiKey: 'key', authDomain: 'site.firebaseapp.com', projectId: 'site' },
});

describe('runtimeConfigFile', () => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'runtime-config-')), 'config.json');
  // A later write must look changed even within the file system's timestamp resolution: the size differs too.
  const write = (value: unknown) => writeFileSync(file, JSON.stringify(value));

  it('reads the file again once it changes: a deployment edits it in place, without a restart', () => {
    write(config('https://api.example.com'));
    const read = runtimeConfigFile(file);
    expect(read().apiBaseUrl).toBe('https://api.example.com');
    write(config('https://api2.example.com/v2'));
    expect(read().apiBaseUrl).toBe('https://api2.example.com/v2');
  });

  it('keeps the last good config when a change cannot be used, and says why', () => {
    write(config('https://api.example.com'));
    const warn = jest.fn();
    const read = runtimeConfigFile(file, warn);
    writeFileSync(file, '{ "remotes": ');
    expect(read().apiBaseUrl).toBe('https://api.example.com');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('keeping the last good config'));
  });

  it('refuses to start on a config that is not valid', () => {
    write({ ...config('https://api.example.com'), remotes: {} });
    expect(() => runtimeConfigFile(file)).toThrow(/Invalid runtime config/);
  });
});
