import { DEFAULT_CONTENT, MESSAGES } from 'shared-contracts';
import { createUser, forgeToken } from './helpers/auth.js';
import { apiSuite } from './helpers/suite.js';

/** Issue 29: hours and social links as the 'business' content page, stored, versioned and served like the others. */
const m = MESSAGES.content;
const details = {
  hoursWeekdays: '7am-5pm',
  hoursSaturday: '8am-12pm',
  hoursSunday: 'Closed',
  facebookUrl: 'https://www.facebook.com/alamomasonryco',
  instagramUrl: 'https://www.instagram.com/alamomasonry',
};

describe('business details (issue 29)', () => {
  const suite = apiSuite({ staff: true });
  const http = suite.http;

  it('serves the built-in details (the spec hours) until staff save them', async () => {
    const res = await http().get('/api/content/business').expect(200);
    expect(res.body).toEqual({ ...DEFAULT_CONTENT.business, version: 0, updatedAt: null });
  });

  it('staff save them; the public read serves them and the save is a version of its own', async () => {
    const saved = await http()
      .post('/api/content/business')
      .set(suite.auth)
      .send({ ...details, hoursSaturday: ' 8am - 12pm ', version: 0 })
      .expect(200);
    expect(saved.body).toMatchObject({ ...details, hoursSaturday: '8am - 12pm', version: 1 });
    const read = await http().get('/api/content/business').expect(200);
    expect(read.body).toEqual(saved.body);
    const versions = await http().get('/api/admin/content/business/versions').set(suite.auth).expect(200);
    expect(versions.body).toEqual([expect.objectContaining({ version: 1, restoredFrom: null })]);
  });

  it('an empty Instagram link means none', async () => {
    await http()
      .post('/api/content/business')
      .set(suite.auth)
      .send({ ...details, instagramUrl: '' })
      .expect(200);
    expect((await http().get('/api/content/business').expect(200)).body.instagramUrl).toBe('');
  });

  it.each([
    [{ hoursWeekdays: 'all day' }, m.hoursInvalid],
    [{ hoursSunday: '' }, m.hoursInvalid],
    [{ hoursSaturday: '13pm-2pm' }, m.hoursInvalid],
    [{ facebookUrl: 'http://facebook.com/x' }, m.linkInvalid],
    [{ facebookUrl: '' }, m.linkInvalid],
    [{ instagramUrl: 'javascript:alert(1)' }, m.linkInvalid],
    [{ socialUrl: 'https://x.com/a' }, 'property socialUrl should not exist'],
  ])('refuses %j with "%s" and stores nothing', async (change, message) => {
    const res = await http()
      .post('/api/content/business')
      .set(suite.auth)
      .send({ ...details, ...change })
      .expect(400);
    expect(res.body.message).toBe(message);
    expect((await http().get('/api/content/business').expect(200)).body.version).toBe(0);
  });

  it('saving needs a staff token: 401 without one or with a forged one, 403 for another domain', async () => {
    const post = () => http().post('/api/content/business').send(details);
    await post().expect(401);
    await post().set('Authorization', `Bearer ${forgeToken()}`).expect(401);
    const outsider = await createUser({ domain: 'example.com' });
    await post().set('Authorization', `Bearer ${outsider.token}`).expect(403);
    expect((await http().get('/api/content/business').expect(200)).body.version).toBe(0);
  });
});
