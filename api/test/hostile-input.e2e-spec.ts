import { ERROR_CODES, MESSAGES } from 'shared-contracts';
import { ILL_FORMED_TEXT } from '../src/common/ill-formed-text.js';
import { JSON_TOO_DEEP, MAX_JSON_DEPTH } from '../src/common/json-depth.js';
import { count } from './helpers/db.js';
import { validQuote } from './helpers/fixtures.js';
import { apiSuite } from './helpers/suite.js';

const q = MESSAGES.quote;
const LONE_HIGH = '\ud800';
const LONE_LOW = '\udfff';

/** `{"name": [[...]]}` with `levels` brackets in all (the object counts as one). */
const nested = (levels: number) => `{"name":${'['.repeat(levels - 1)}${']'.repeat(levels - 1)}}`;

describe('hostile input', () => {
  const suite = apiSuite({ staff: true });
  const http = suite.http;
  const postJson = (path: string, body: string) =>
    http().post(path).set(suite.auth).set('Content-Type', 'application/json').send(body);

  describe('ill-formed Unicode (a lone UTF-16 surrogate)', () => {
    it.each([
      ['name', `Ann${LONE_HIGH}`, q.name],
      ['email', `${LONE_HIGH}@example.com`, q.email],
      ['phone', `210555010${LONE_LOW}`, q.phone],
      ['zipCode', `7820${LONE_HIGH}`, q.zipCode],
      ['projectType', `${LONE_LOW}Patio`, q.projectType],
      ['message', `A long enough message ${LONE_HIGH}`, q.message],
    ])(
      'refuses a quote whose %s holds one, with the field message, storing nothing',
      async (field, value, message) => {
        const res = await http()
          .post('/api/public')
          .set('Content-Type', 'application/json')
          .send(JSON.stringify(validQuote({ [field]: value })))
          .expect(400);
        expect(res.body).toEqual({
          statusCode: 400,
          message,
          error: 'Bad Request',
          code: `quote.${field}`,
          params: { field },
        });
        expect(await count(suite.t.app, 'inquiry')).toBe(0);
      },
    );

    it('refuses it in the staff payloads too, with each field message', async () => {
      const contact = { title: 'T', address: 'A', phone: 'P', email: `${LONE_HIGH}@example.com` };
      const cases: [string, unknown, string][] = [
        ['/api/content/contact', contact, MESSAGES.content.invalidEmail],
        [
          '/api/content/home',
          { title: LONE_LOW, subtitle: 'S', description: 'D' },
          MESSAGES.content.titleRequired,
        ],
        ['/api/admin/gallery/item', { title: `Wall${LONE_HIGH}` }, MESSAGES.gallery.titleMin],
      ];
      for (const [path, body, message] of cases) {
        const res = await postJson(path, JSON.stringify(body)).expect(400);
        expect(res.body.message).toBe(message);
      }
      const entry = { zipCode: '78205', neighborhood: `Downtown${LONE_LOW}`, region: 'Nearby' };
      const res = await http().put('/api/admin/service-area/78205').set(suite.auth).send(entry).expect(400);
      expect(res.body.message).toBe(MESSAGES.zip.neighborhoodTooLong);
      expect(await count(suite.t.app, 'page_content')).toBe(0);
      expect(await count(suite.t.app, 'gallery_item')).toBe(0);
    });

    it('refuses it where no field message applies (a key, a list entry) with a generic one', async () => {
      const key = await http()
        .post('/api/public')
        .send(JSON.stringify({ ...validQuote(), [`x${LONE_HIGH}`]: 1 }))
        .set('Content-Type', 'application/json')
        .expect(400);
      expect(key.body).toMatchObject({ message: ILL_FORMED_TEXT, code: ERROR_CODES.ILL_FORMED_TEXT });
      const listEntry = await http()
        .put('/api/admin/service-area')
        .set(suite.auth)
        .send({ zipCodes: ['78205', `7820${LONE_LOW}`] })
        .expect(400);
      expect(listEntry.body).toMatchObject({
        message: ILL_FORMED_TEXT,
        code: ERROR_CODES.ILL_FORMED_TEXT,
        params: { field: 'zipCodes.1' },
      });
    });

    it('accepts proper surrogate pairs (emoji and other astral characters)', async () => {
      const res = await http()
        .post('/api/public')
        .send(validQuote({ name: 'Ann 🧱 Garza', message: 'A wall of 𝔰𝔱𝔬𝔫𝔢, about 20 ft long.' }))
        .expect(201);
      expect(res.body.name).toBe('Ann 🧱 Garza');
    });
  });

  describe('deeply nested JSON', () => {
    it.each([['/api/public'], ['/api/content/home'], ['/api/admin/gallery/item']])(
      'answers 400 on %s for a body nested 2,500 levels, before parsing it',
      async (path) => {
        const res = await postJson(path, nested(2500)).expect(400);
        expect(res.body).toMatchObject({
          statusCode: 400,
          message: JSON_TOO_DEEP,
          error: 'Bad Request',
          code: ERROR_CODES.JSON_TOO_DEEP,
        });
      },
    );

    it(`allows ${MAX_JSON_DEPTH} levels (then the field rules answer) and refuses one more`, async () => {
      const atLimit = await postJson('/api/public', nested(MAX_JSON_DEPTH)).expect(400);
      expect(atLimit.body.message).toBe(q.name);
      const over = await postJson('/api/public', nested(MAX_JSON_DEPTH + 1)).expect(400);
      expect(over.body.message).toBe(JSON_TOO_DEEP);
    });

    it('does not count brackets inside strings, escaped quotes included', async () => {
      const message = `Wall \\" ${'['.repeat(100)} with brackets`;
      await postJson('/api/public', JSON.stringify(validQuote({ message }))).expect(201);
    });

    it('answers a PUT with deep JSON the same way', async () => {
      const res = await http()
        .put('/api/admin/service-area')
        .set(suite.auth)
        .set('Content-Type', 'application/json')
        .send(`{"zipCodes":${'['.repeat(3000)}${']'.repeat(3000)}}`)
        .expect(400);
      expect(res.body.message).toBe(JSON_TOO_DEEP);
    });
  });
});
