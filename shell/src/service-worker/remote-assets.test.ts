import { parseRemoteManifest, remoteAssetUrls, type RemoteManifest } from './remote-assets';

const assets = (js: string[], jsAsync: string[] = [], css: string[] = [], cssAsync: string[] = []) => ({
  js: { sync: js, async: jsAsync },
  css: { sync: css, async: cssAsync },
});

const MANIFEST: RemoteManifest = {
  name: 'mf_public',
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      assets: assets(
        ['__federation_expose_Home.1111111111.js'],
        ['QuoteForm.2222222222.js'],
        ['home.3333333333.css'],
      ),
    },
    {
      assets: assets(
        ['__federation_expose_Contact.4444444444.js', 'QuoteForm.2222222222.js'],
        [],
        [],
        ['q.5555555555.css'],
      ),
    },
  ],
  shared: [{ assets: assets(['react.6666666666.js']) }],
};
const MANIFEST_URL = 'https://cdn.example.com/mf-public/1.4.2/mf-manifest.json';

describe('remoteAssetUrls', () => {
  it('lists remoteEntry.js and every sync and async JS and CSS file of each expose and shared module, once', () => {
    const base = 'https://cdn.example.com/mf-public/1.4.2/';
    expect(remoteAssetUrls(MANIFEST, MANIFEST_URL)).toEqual(
      [
        'remoteEntry.js',
        '__federation_expose_Home.1111111111.js',
        'QuoteForm.2222222222.js',
        'home.3333333333.css',
        '__federation_expose_Contact.4444444444.js',
        'q.5555555555.css',
        'react.6666666666.js',
      ].map((file) => `${base}${file}`),
    );
  });

  it('honours an explicit publicPath and a remoteEntry in a sub-folder', () => {
    const manifest: RemoteManifest = {
      ...MANIFEST,
      metaData: {
        publicPath: 'https://static.example.com/p/',
        remoteEntry: { name: 'remoteEntry.js', path: 'entry' },
      },
      exposes: [{ assets: assets(['a.1234567890.js']) }],
      shared: [],
    };
    expect(remoteAssetUrls(manifest, MANIFEST_URL)).toEqual([
      'https://static.example.com/p/entry/remoteEntry.js',
      'https://static.example.com/p/a.1234567890.js',
    ]);
  });
});

describe('parseRemoteManifest', () => {
  it('accepts a manifest and rejects an error page or another JSON document', () => {
    expect(parseRemoteManifest(JSON.stringify(MANIFEST))).toEqual(MANIFEST);
    expect(parseRemoteManifest('<!doctype html>')).toBeUndefined();
    expect(parseRemoteManifest(JSON.stringify({ name: 'x' }))).toBeUndefined();
  });
});
