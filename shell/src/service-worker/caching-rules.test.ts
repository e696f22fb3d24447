import { API_PATHS } from 'shared-contracts';
import {
  cachingContextFrom,
  cachingRuleFor,
  parseDeploymentConfig,
  type CachingContext,
  type RequestFacts,
} from './caching-rules';

const SHELL = 'https://www.alamomasonry.com';
const API = 'https://api.alamomasonry.com';
const PUBLIC_MANIFEST = 'https://cdn.example.com/mf-public/1.4.2/mf-manifest.json';
const CONFIG = {
  apiBaseUrl: API,
  remotes: {
    mf_public: PUBLIC_MANIFEST,
    mf_admin_content: 'https://cdn.example.com/mf-admin-content/2.0.0/mf-manifest.json',
    mf_admin_inquiries: 'https://cdn.example.com/mf-admin-inquiries/2.0.0/mf-manifest.json',
    mf_admin_service_area: 'https://cdn.example.com/mf-admin-service-area/2.0.0/mf-manifest.json',
  },
};
const context: CachingContext = cachingContextFrom(CONFIG, SHELL);

const get = (url: string, extra: Partial<RequestFacts> = {}): RequestFacts => ({
  url,
  method: 'GET',
  mode: 'cors',
  hasAuthorization: false,
  ...extra,
});
const ruleOf = (url: string, extra: Partial<RequestFacts> = {}, ctx = context) =>
  cachingRuleFor(get(url, extra), ctx);

describe('service worker caching rules', () => {
  it('page loads are network first with the app shell offline, on every path of the site', () => {
    for (const path of ['/', '/services', '/gallery?category=stone', '/contact', '/admin/content', '/nope']) {
      expect(ruleOf(`${SHELL}${path}`, { mode: 'navigate' })).toBe('navigation');
    }
  });

  it('content previews and the drafts they read are never cached (issue 29)', () => {
    for (const path of ['/admin/preview/home', '/admin/preview/services?x=1', '/admin/preview']) {
      expect(ruleOf(`${SHELL}${path}`, { mode: 'navigate' })).toBe('network-only');
    }
    expect(ruleOf(`${SHELL}/admin/previews`, { mode: 'navigate' })).toBe('navigation');
    for (const auth of [true, false]) {
      expect(ruleOf(`${API}${API_PATHS.adminContentDraft('home')}`, { hasAuthorization: auth })).toBe(
        'network-only',
      );
    }
  });

  it('the runtime config, the public manifest and remoteEntry.js are network first (a new deployment wins)', () => {
    expect(ruleOf(`${SHELL}/config.json`)).toBe('runtime-config');
    expect(ruleOf(PUBLIC_MANIFEST)).toBe('remote-entry');
    expect(ruleOf('https://cdn.example.com/mf-public/1.4.2/remoteEntry.js', { mode: 'no-cors' })).toBe(
      'remote-entry',
    );
  });

  it("the public remote's content-hashed chunks are cache first, JS and CSS alike", () => {
    const base = 'https://cdn.example.com/mf-public/1.4.2';
    expect(ruleOf(`${base}/__federation_expose_Home.82d74bf015.js`, { mode: 'no-cors' })).toBe(
      'remote-chunk',
    );
    expect(ruleOf(`${base}/src_app_pages_GalleryPage_tsx.5cfb39a632.js`)).toBe('remote-chunk');
    expect(ruleOf(`${base}/__federation_expose_Contact.16c9c1836e.css`)).toBe('remote-chunk');
  });

  it('public content and gallery reads are network first (with a timeout)', () => {
    for (const path of [
      API_PATHS.content('home'),
      API_PATHS.content('services'),
      API_PATHS.content('contact'),
      API_PATHS.gallery(),
      API_PATHS.gallery('stone'),
      API_PATHS.galleryCategories(),
    ]) {
      expect(ruleOf(`${API}${path}`)).toBe('api-read');
    }
  });

  it('built-in site photos are cache first', () => {
    expect(ruleOf(`${SHELL}/images/home-hero-768.webp`, { mode: 'no-cors' })).toBe('image');
    expect(ruleOf(`${SHELL}/images/gallery/outdoor-chimney.jpg`, { mode: 'no-cors' })).toBe('image');
  });

  it('never caches writes, signed-in calls, admin calls, the ZIP check or the quote', () => {
    expect(ruleOf(`${API}${API_PATHS.quote()}`, { method: 'POST' })).toBe('network-only');
    expect(ruleOf(`${API}${API_PATHS.zipCheck('78205')}`)).toBe('network-only');
    expect(ruleOf(`${API}${API_PATHS.content('home')}`, { method: 'PUT' })).toBe('network-only');
    expect(ruleOf(`${API}${API_PATHS.content('home')}`, { hasAuthorization: true })).toBe('network-only');
    expect(ruleOf(`${API}${API_PATHS.adminInquiries()}`, { hasAuthorization: true })).toBe('network-only');
    expect(ruleOf(`${API}${API_PATHS.adminInquiries()}`)).toBe('network-only');
    expect(ruleOf(`${API}${API_PATHS.adminServiceArea()}`)).toBe('network-only');
    expect(ruleOf(`${API}${API_PATHS.health()}`)).toBe('network-only');
    expect(ruleOf(`${SHELL}/images/x.webp`, { method: 'POST' })).toBe('network-only');
  });

  it('leaves the admin remotes online-only: their manifests, entries and chunks are never cached', () => {
    const admin = 'https://cdn.example.com/mf-admin-content/2.0.0';
    expect(ruleOf(`${admin}/mf-manifest.json`)).toBe('network-only');
    expect(ruleOf(`${admin}/remoteEntry.js`, { mode: 'no-cors' })).toBe('network-only');
    expect(ruleOf(`${admin}/vendors-node_modules_antd_es_index_js.7e8ef0c1f1.js`)).toBe('network-only');
  });

  it('leaves alone what it does not know: other origins, unhashed remote files, the shell worker itself', () => {
    expect(ruleOf('https://www.googleapis.com/identitytoolkit/v3/x')).toBe('network-only');
    expect(ruleOf('https://cdn.example.com/mf-public/1.4.2/mf-stats.json')).toBe('network-only');
    expect(ruleOf('https://cdn.example.com/mf-public/1.4.1/__federation_expose_Home.82d74bf015.js')).toBe(
      'network-only',
    );
    expect(ruleOf(`${SHELL}/sw.js`)).toBe('network-only');
    expect(ruleOf(`${API}/images/home.jpg`)).toBe('network-only');
  });

  it('before the config is known, only the shell itself is cached (pages, config, photos)', () => {
    const unknown: CachingContext = { shellOrigin: SHELL, apiBase: undefined, publicRemoteManifests: [] };
    expect(ruleOf(`${SHELL}/gallery`, { mode: 'navigate' }, unknown)).toBe('navigation');
    expect(ruleOf(`${SHELL}/config.json`, {}, unknown)).toBe('runtime-config');
    expect(ruleOf(`${API}${API_PATHS.gallery()}`, {}, unknown)).toBe('network-only');
    expect(ruleOf(PUBLIC_MANIFEST, {}, unknown)).toBe('network-only');
  });

  it('follows a new deployment: a new public manifest URL moves the network-first and cache-first rules with it', () => {
    const next = 'https://cdn.example.com/mf-public/1.5.0/mf-manifest.json';
    const redeployed = cachingContextFrom(
      { ...CONFIG, remotes: { ...CONFIG.remotes, mf_public: next } },
      SHELL,
    );
    expect(ruleOf(next, {}, redeployed)).toBe('remote-entry');
    expect(ruleOf('https://cdn.example.com/mf-public/1.5.0/main.0123456789.js', {}, redeployed)).toBe(
      'remote-chunk',
    );
    expect(ruleOf(PUBLIC_MANIFEST, {}, redeployed)).toBe('network-only');
  });

  it('an API on the shell origin (apiBaseUrl "") or under a path prefix is matched too', () => {
    const sameOrigin = cachingContextFrom({ ...CONFIG, apiBaseUrl: '' }, SHELL);
    expect(ruleOf(`${SHELL}${API_PATHS.content('home')}`, {}, sameOrigin)).toBe('api-read');
    const prefixed = cachingContextFrom({ ...CONFIG, apiBaseUrl: `${API}/v1/` }, SHELL);
    expect(ruleOf(`${API}/v1${API_PATHS.gallery()}`, {}, prefixed)).toBe('api-read');
    expect(ruleOf(`${API}${API_PATHS.gallery()}`, {}, prefixed)).toBe('network-only');
  });
});

describe('parseDeploymentConfig', () => {
  it('reads the API base and remotes, and rejects anything else', () => {
    expect(parseDeploymentConfig(JSON.stringify({ ...CONFIG, companyDomain: 'x.com' }))).toEqual(CONFIG);
    expect(parseDeploymentConfig('<html>')).toBeUndefined();
    expect(parseDeploymentConfig(JSON.stringify({ apiBaseUrl: API, remotes: {} }))).toBeUndefined();
    expect(parseDeploymentConfig('null')).toBeUndefined();
  });
});
