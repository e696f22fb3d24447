import { ERROR_CODES } from 'shared-contracts';
import { MALFORMED_JSON } from '../src/common/api-exception.filter.js';
import { apiSuite } from './helpers/suite.js';

describe('error shape at the HTTP edge', () => {
  // Nothing is stored: no reset needed.
  const { http } = apiSuite({ reset: 'never' });

  it('answers malformed JSON with 400 in the one error shape', async () => {
    const res = await http()
      .post('/api/public')
      .set('Content-Type', 'application/json')
      .send('{"name": "Ann",')
      .expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      message: MALFORMED_JSON,
      error: 'Bad Request',
      code: ERROR_CODES.MALFORMED_JSON,
    });
  });

  it('answers an oversized JSON body with 413 in the one error shape', async () => {
    const res = await http()
      .post('/api/public')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ message: 'x'.repeat(200_000) }))
      .expect(413);
    expect(res.body).toMatchObject({
      statusCode: 413,
      error: 'Payload Too Large',
      message: expect.any(String),
    });
  });

  it('answers an unknown route with 404 in the one error shape', async () => {
    const res = await http().get('/api/nothing-here').expect(404);
    expect(res.body).toEqual({
      statusCode: 404,
      message: 'Cannot GET /api/nothing-here',
      error: 'Not Found',
      code: 'NOT_FOUND',
    });
  });

  it.each(['/', '/nothing-here', '/uploads/00000000-0000-0000-0000-000000000000.webp'])(
    'answers %s, outside the API routes, with a JSON 404 in the one error shape',
    async (path) => {
      const res = await http()
        .get(path)
        .expect(404)
        .expect('Content-Type', /application\/json/);
      expect(res.body).toEqual({
        statusCode: 404,
        message: `Cannot GET ${path}`,
        error: 'Not Found',
        code: 'NOT_FOUND',
      });
    },
  );

  it('answers a malformed body sent outside the API routes with the JSON error shape too', async () => {
    const res = await http()
      .post('/nothing-here')
      .set('Content-Type', 'application/json')
      .send('{"name": "Ann",')
      .expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      message: MALFORMED_JSON,
      error: 'Bad Request',
      code: ERROR_CODES.MALFORMED_JSON,
    });
  });

  it('answers a broken percent-encoding in the path with 400, not 500', async () => {
    const res = await http()
      .get('/api/content/%E0%A4%A')
      .expect((r) => {
        expect(r.status).toBeLessThan(500);
      });
    expect(res.body).toMatchObject({ statusCode: res.status, message: expect.any(String) });
  });
});
