import { DataSource } from 'typeorm';
import { etagOf } from '../src/common/conditional-json.js';
import { apiSuite } from './helpers/suite.js';

describe('read cache of public content and gallery (READ_CACHE_TTL_MS)', () => {
  // Emptied once: a reset between tests would bypass the cache under test.
  const suite = apiSuite({ env: { READ_CACHE_TTL_MS: '60000' }, staff: true, reset: 'beforeAll' });
  const http = suite.http;

  it('serves repeated reads from memory, and our own save is visible at once', async () => {
    expect((await http().get('/api/content/home').expect(200)).body.version).toBe(0);
    // A write that bypasses this process (another instance) is not seen until the TTL: proves the cache is used.
    await suite.t.app
      .get(DataSource)
      .query(
        `INSERT INTO page_content (page, fields) VALUES ('home', '{"title":"x","subtitle":"y","description":"z"}')`,
      );
    expect((await http().get('/api/content/home').expect(200)).body.version).toBe(0);
    const saved = await http()
      .post('/api/content/home')
      .set(suite.auth)
      .send({ title: 'Fresh', subtitle: 'S', description: 'D' })
      .expect(200);
    expect(saved.body.version).toBe(2);
    expect((await http().get('/api/content/home').expect(200)).body).toMatchObject({
      title: 'Fresh',
      version: 2,
    });
  });

  it('a gallery item created or deleted here shows in the next list and categories', async () => {
    await http().get('/api/gallery').expect(200, []);
    await http().get('/api/gallery/categories').expect(200, []);
    const { body } = await http()
      .post('/api/admin/gallery/item')
      .set(suite.auth)
      .send({
        title: 'Wall',
        description: 'Stone wall',
        imageUrl: '/images/a.jpg',
        location: 'San Antonio',
        category: 'stone',
      })
      .expect(201);
    expect((await http().get('/api/gallery').expect(200)).body).toHaveLength(1);
    await http().get('/api/gallery/categories').expect(200, ['stone']);
    await http().delete(`/api/admin/gallery/item/${body.item.id}`).set(suite.auth).expect(200);
    await http().get('/api/gallery').expect(200, []);
  });

  it('cached reads carry a strong ETag of their JSON, the same on every instance, and answer a match with 304', async () => {
    for (const path of ['/api/content/contact', '/api/gallery', '/api/gallery/categories']) {
      const first = await http()
        .get(path)
        .expect(200)
        .expect('content-type', /application\/json/);
      expect(first.headers.etag).toBe(etagOf(first.text));
      await http().get(path).set('if-none-match', first.headers.etag!).expect(304);
    }
  });
});
