import { shellServerSettings } from './settings.js';

describe('shellServerSettings', () => {
  it('takes the dist folder and config from flags (relative to where the command was typed) or env', () => {
    const fromFlags = shellServerSettings(
      ['--dist', 'shell/dist', '--config', 'deploy/config.json'],
      {},
      '/srv/site',
    );
    expect(fromFlags).toMatchObject({
      dist: '/srv/site/shell/dist',
      configFile: '/srv/site/deploy/config.json',
      // The shell's renderer is built beside its dist, not in it.
      shellRenderer: '/srv/site/shell/dist-server/first-paint.mjs',
      port: 3000,
      host: '0.0.0.0',
      siteOrigins: ['http://localhost:3000'],
      rendererOrigins: {},
      htmlCacheControl: 'no-cache',
      hsts: false,
    });
    const fromEnv = shellServerSettings([], {
      SHELL_DIST: '/app/dist',
      RUNTIME_CONFIG_FILE: '/etc/site/config.json',
    });
    expect(fromEnv).toMatchObject({ dist: '/app/dist', configFile: '/etc/site/config.json' });
  });

  it('reads where it listens, the site origins, the renderer origins, the CDN caching and HSTS from env', () => {
    const settings = shellServerSettings(['--dist', '/app/dist', '--config', '/etc/config.json'], {
      PORT: '8080',
      BIND_HOST: '127.0.0.1',
      SITE_ORIGINS: 'https://www.alamomasonry.com/, https://alamomasonry.com',
      FIRST_VIEW_RENDERERS:
        'https://cdn.example.com=https://renderers.internal.example/,http://127.0.0.1:3001=file:///srv/mf-public/dist-server/',
      HTML_CACHE_SECONDS: '30',
      HSTS: 'true',
    });
    expect(settings).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      siteOrigins: ['https://www.alamomasonry.com', 'https://alamomasonry.com'],
      rendererOrigins: {
        'https://cdn.example.com': 'https://renderers.internal.example/',
        'http://127.0.0.1:3001': 'file:///srv/mf-public/dist-server/',
      },
      htmlCacheControl: 'public, max-age=0, s-maxage=30',
      hsts: true,
    });
  });

  it('refuses to start on a missing or malformed setting, naming it', () => {
    expect(() => shellServerSettings([], { RUNTIME_CONFIG_FILE: 'c.json' })).toThrow(/--dist/);
    expect(() => shellServerSettings(['--dist', 'd'], {})).toThrow(/--config/);
    const base = ['--dist', 'd', '--config', 'c.json'];
    expect(() => shellServerSettings(base, { PORT: 'http' })).toThrow(/PORT/);
    expect(() => shellServerSettings(base, { FIRST_VIEW_RENDERERS: 'https://cdn.example.com' })).toThrow(
      /FIRST_VIEW_RENDERERS/,
    );
    expect(() => shellServerSettings(base, { SITE_ORIGINS: 'www.example.com' })).toThrow(/SITE_ORIGINS/);
    expect(() => shellServerSettings(base, { LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT/);
    expect(() => shellServerSettings(base, { LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => shellServerSettings(base, { METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });

  it('logs JSON in production and readable lines in development, unless LOG_FORMAT says (issue 45)', () => {
    const base = ['--dist', 'd', '--config', 'c.json'];
    expect(shellServerSettings(base, { NODE_ENV: 'production' })).toMatchObject({
      logFormat: 'json',
      logLevel: 'info',
    });
    expect(shellServerSettings(base, { NODE_ENV: 'development' }).logFormat).toBe('pretty');
    expect(shellServerSettings(base, { NODE_ENV: 'production', LOG_FORMAT: 'pretty' }).logFormat).toBe(
      'pretty',
    );
    expect(shellServerSettings(base, { NODE_ENV: 'test' }).logLevel).toBe('silent');
    expect(shellServerSettings(base, {}).metricsToken).toBeUndefined();
    expect(shellServerSettings(base, { METRICS_TOKEN: 'a-long-enough-token' }).metricsToken).toBe(
      'a-long-enough-token',
    );
  });
});
