import { MESSAGES, SERVICE_AREA_ZIPS } from 'shared-contracts';
import { DataSource } from 'typeorm';
import { count } from './helpers/db.js';
import { apiSuite } from './helpers/suite.js';

const z = MESSAGES.zip;

describe('admin service area', () => {
  const suite = apiSuite({ staff: true });
  const http = suite.http;
  const list = async () => (await http().get('/api/admin/service-area').set(suite.auth).expect(200)).body;

  it('lists the entries with zip_code, neighborhood, region, by ZIP', async () => {
    const entries = await list();
    expect(entries).toHaveLength(SERVICE_AREA_ZIPS.length);
    expect(entries[0]).toEqual({
      zip_code: expect.any(String),
      neighborhood: expect.any(String),
      region: expect.any(String),
    });
    const zips = entries.map((e: { zip_code: string }) => e.zip_code);
    expect(zips).toEqual([...zips].sort());
  });

  it('PUT replaces the list, keeping neighborhood/region of the ZIPs that stay', async () => {
    const kept = SERVICE_AREA_ZIPS.find((e) => e.region === 'Nearby')!;
    const res = await http()
      .put('/api/admin/service-area')
      .set(suite.auth)
      .send({ zipCodes: [kept.zip_code, '78999'] })
      .expect(200);
    expect(res.body).toEqual([
      { zip_code: kept.zip_code, neighborhood: kept.neighborhood, region: 'Nearby' },
      { zip_code: '78999', neighborhood: null, region: 'San Antonio' },
    ]);
    await http().get('/api/public/service-area/check/78205').expect(200, { valid: false });
    await http().get('/api/public/service-area/check/78999').expect(200, { valid: true });
  });

  it.each([
    [
      { zipCodes: ['78205', '1234', 'abcde', 78209] },
      [`${z.mustBeFiveDigits} Invalid entries: "1234", "abcde", 78209.`],
    ],
    [{ zipCodes: ['78205', '78209', '78205'] }, [`${z.duplicate} Repeated entries: "78205".`]],
    [{ zipCodes: '78205' }, ['zipCodes must be an array of 5-digit ZIP codes']],
    [{}, ['zipCodes must be an array of 5-digit ZIP codes']],
    [
      { zipCodes: Array.from({ length: 2001 }, (_, i) => String(70000 + i)) },
      ['zipCodes may hold at most 2000 entries'],
    ],
  ])('PUT %j is refused whole, naming the bad entries, and changes nothing', async (body, messages) => {
    const res = await http().put('/api/admin/service-area').set(suite.auth).send(body).expect(400);
    expect(res.body.message).toBe(messages[0]);
    expect(await count(suite.t.app, 'service_area_zip')).toBe(SERVICE_AREA_ZIPS.length);
  });

  it('PUT with an empty list empties the service area', async () => {
    await http().put('/api/admin/service-area').set(suite.auth).send({ zipCodes: [] }).expect(200, []);
  });

  it('PUT /:zipCode updates one entry', async () => {
    const res = await http()
      .put('/api/admin/service-area/78205')
      .set(suite.auth)
      .send({ zipCode: '78205', neighborhood: '  River Walk ', region: 'Nearby' })
      .expect(200);
    expect(res.body).toEqual({ zip_code: '78205', neighborhood: 'River Walk', region: 'Nearby' });
    const cleared = await http()
      .put('/api/admin/service-area/78205')
      .set(suite.auth)
      .send({ zipCode: '78205', neighborhood: '', region: 'San Antonio' })
      .expect(200);
    expect(cleared.body.neighborhood).toBeNull();
  });

  it.each([
    ['/api/admin/service-area/7820', { zipCode: '7820', region: 'Nearby' }, 400, z.mustBeFiveDigits],
    ['/api/admin/service-area/78205', { zipCode: '78209', region: 'Nearby' }, 400, z.zipCodeMismatch],
    ['/api/admin/service-area/78205', { zipCode: '78205', region: 'Austin' }, 400, z.regionInvalid],
    [
      '/api/admin/service-area/78205',
      { zipCode: '78205', region: 'Nearby', neighborhood: 'x'.repeat(101) },
      400,
      z.neighborhoodTooLong,
    ],
    ['/api/admin/service-area/10001', { zipCode: '10001', region: 'Nearby' }, 404, z.notFound],
  ])('PUT %s %j -> %d "%s"', async (url, body, status, message) => {
    const res = await http().put(url).set(suite.auth).send(body).expect(status);
    expect(res.body.message).toBe(message);
  });

  it('lists distinct neighborhoods, sorted', async () => {
    const res = await http().get('/api/admin/service-area/neighborhoods').set(suite.auth).expect(200);
    const expected = [
      ...new Set(SERVICE_AREA_ZIPS.map((e) => e.neighborhood).filter((n): n is string => !!n)),
    ].sort();
    expect([...res.body].sort()).toEqual(expected);
    expect(res.body).toHaveLength(expected.length);
  });

  it('populate restores the built-in list, keeps staff edits, and is idempotent', async () => {
    await http()
      .put('/api/admin/service-area')
      .set(suite.auth)
      .send({ zipCodes: ['78205', '78999'] })
      .expect(200);
    await http()
      .put('/api/admin/service-area/78205')
      .set(suite.auth)
      .send({ zipCode: '78205', neighborhood: 'Edited', region: 'Nearby' })
      .expect(200);
    const first = await http()
      .post('/api/admin/service-area/run-populate-script')
      .set(suite.auth)
      .expect(200);
    expect(first.body).toEqual({
      inserted: SERVICE_AREA_ZIPS.length - 1,
      updated: 0,
      total: SERVICE_AREA_ZIPS.length + 1,
    });
    const second = await http()
      .post('/api/admin/service-area/run-populate-script')
      .set(suite.auth)
      .expect(200);
    expect(second.body).toEqual({ inserted: 0, updated: 0, total: SERVICE_AREA_ZIPS.length + 1 });
    const [row] = await suite.t.app
      .get(DataSource)
      .query(`SELECT neighborhood, region FROM service_area_zip WHERE zip_code = '78205'`);
    expect(row).toEqual({ neighborhood: 'Edited', region: 'Nearby' });
  });

  it('populate fills a missing neighborhood from the built-in list', async () => {
    const entry = SERVICE_AREA_ZIPS.find((e) => e.neighborhood)!;
    await suite.t.app
      .get(DataSource)
      .query(`UPDATE service_area_zip SET neighborhood = NULL WHERE zip_code = $1`, [entry.zip_code]);
    const res = await http().post('/api/admin/service-area/run-populate-script').set(suite.auth).expect(200);
    expect(res.body).toEqual({ inserted: 0, updated: 1, total: SERVICE_AREA_ZIPS.length });
  });
});
