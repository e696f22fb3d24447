import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { SERVICE_AREA_ZIPS } from 'shared-contracts';
import { DataSource } from 'typeorm';
import { withTestApp } from './helpers/app.js';
import { apiSuite } from './helpers/suite.js';

describe('GET /api/health', () => {
  describe('on PostgreSQL (DATABASE_URL)', () => {
    // Reads only: no reset needed.
    const suite = apiSuite({ reset: 'never' });
    const http = suite.http;

    it('answers ok with the database up, without a token', async () => {
      const res = await http().get('/api/health').expect(200);
      expect(res.body).toEqual({ status: 'ok', database: 'up', time: expect.any(String) });
      expect(Number.isNaN(Date.parse(res.body.time))).toBe(false);
    });

    it('really talks to the PostgreSQL server of DATABASE_URL', async () => {
      const ds = suite.t.app.get(DataSource);
      const [row] = await ds.query('SELECT current_database() AS db, version() AS version');
      expect(row.db).toBe(new URL(process.env.DATABASE_URL!).pathname.slice(1));
      expect(row.version).not.toMatch(/wasm|emscripten/i);
    });

    it('sends the security headers of a JSON API (helmet)', async () => {
      const res = await http().get('/api/health');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers['origin-agent-cluster']).toBeUndefined(); // document-only headers are left out
    });

    it('serves the OpenAPI page with a policy that lets its own scripts run', async () => {
      const res = await http().get('/api/docs').expect(200);
      expect(res.text).toContain('swagger-ui');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      const doc = await http().get('/api/docs-json').expect(200);
      expect(doc.body.paths).toHaveProperty('/api/public');
    });

    it('allows the configured shell origin with credentials, and no other origin', async () => {
      const ok = await http().get('/api/health').set('Origin', 'http://localhost:3000');
      expect(ok.headers['access-control-allow-origin']).toBe('http://localhost:3000');
      expect(ok.headers['access-control-allow-credentials']).toBe('true');
      const evil = await http().get('/api/health').set('Origin', 'https://evil.example');
      expect(evil.headers['access-control-allow-origin']).toBeUndefined();
    });
  });

  describe('on embedded PGlite (DATABASE_URL unset)', () => {
    let dataDir: string;
    beforeAll(() => {
      dataDir = mkdtempSync(join(tmpdir(), 'api-pglite-'));
    });
    afterAll(() => {
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('migrates a new data folder, answers ok, and keeps its data across a restart', async () => {
      await withTestApp({ DATABASE_URL: '', PGLITE_DATA_DIR: dataDir }, async (first) => {
        await request(first.app.getHttpServer())
          .get('/api/health')
          .expect(200, /"database":"up"/);
        const ds = first.app.get(DataSource);
        const [row] = await ds.query('SELECT version() AS version');
        expect(row.version).toMatch(/PostgreSQL/);
        // The seed migration: a fresh install already serves the built-in San Antonio list.
        const [zips] = await ds.query('SELECT count(*)::int AS n FROM service_area_zip');
        expect(zips.n).toBe(SERVICE_AREA_ZIPS.length);
        await ds.query('CREATE TABLE IF NOT EXISTS persist_probe (n int)');
        await ds.query('INSERT INTO persist_probe VALUES (42)');
      }); // closes PGlite too, or the folder stays open and jest never exits
      await withTestApp({ DATABASE_URL: '', PGLITE_DATA_DIR: dataDir }, async (second) => {
        await request(second.app.getHttpServer()).get('/api/health').expect(200);
        const rows = await second.app.get(DataSource).query('SELECT n FROM persist_probe');
        expect(rows).toEqual([{ n: 42 }]);
      });
    }, 60_000);
  });

  it('answers 503 with database "down" when the database is gone', async () => {
    await withTestApp({}, async (t) => {
      await t.app.get(DataSource).destroy();
      const res = await request(t.app.getHttpServer()).get('/api/health').expect(503);
      expect(res.body).toMatchObject({ status: 'error', database: 'down' });
    });
  });
});
