import { MESSAGES } from 'shared-contracts';
import { DataSource } from 'typeorm';
import { createUser } from './helpers/auth.js';
import { apiSuite } from './helpers/suite.js';

const m = MESSAGES.settings;
const GENERAL = '/api/admin/settings/general';
const NOTIFICATIONS = '/api/admin/settings/notifications';

describe('settings (staff only; 401/403 for every route are in auth.e2e-spec)', () => {
  const suite = apiSuite({ staff: true });
  const http = suite.http;

  describe('General', () => {
    it('answers the built-in values until saved, then what was saved (trimmed)', async () => {
      const before = await http().get(GENERAL).set(suite.auth).expect(200);
      expect(before.body).toEqual({
        siteName: 'Alamo Masonry Co.',
        adminEmail: 'info@alamomasonry.com',
        timeZone: 'America/Chicago',
      });
      const saved = await http()
        .put(GENERAL)
        .set(suite.auth)
        .send({
          siteName: '  Alamo Masonry  ',
          adminEmail: 'office@alamomasonry.com',
          timeZone: 'America/Denver',
        })
        .expect(200);
      expect(saved.body).toEqual({
        siteName: 'Alamo Masonry',
        adminEmail: 'office@alamomasonry.com',
        timeZone: 'America/Denver',
      });
      const after = await http().get(GENERAL).set(suite.auth).expect(200);
      expect(after.body).toEqual(saved.body);
    });

    it("keeps San Antonio's time zone for a row saved before the setting existed (the column's default)", async () => {
      await suite.t.app
        .get(DataSource)
        .query(
          `INSERT INTO "site_settings" ("id", "site_name", "admin_email") VALUES (1, 'Old', 'old@alamomasonry.com')`,
        );
      const res = await http().get(GENERAL).set(suite.auth).expect(200);
      expect(res.body).toEqual({
        siteName: 'Old',
        adminEmail: 'old@alamomasonry.com',
        timeZone: 'America/Chicago',
      });
    });

    it('stores a time zone as the runtime spells it', async () => {
      const res = await http()
        .put(GENERAL)
        .set(suite.auth)
        .send({ siteName: 'Site', adminEmail: 'a@alamomasonry.com', timeZone: 'america/new_york' })
        .expect(200);
      expect(res.body.timeZone).toBe('America/New_York');
    });

    const zone = { timeZone: 'America/Chicago' };
    it.each([
      [{ siteName: '', adminEmail: 'a@b.co', ...zone }, m.siteNameRequired],
      [{ siteName: 'x'.repeat(101), adminEmail: 'a@b.co', ...zone }, m.siteNameTooLong],
      [{ siteName: 'Site', adminEmail: 'not-an-email', ...zone }, m.adminEmailInvalid],
      [{ siteName: 'Site', ...zone }, m.adminEmailInvalid],
      [{ siteName: 'Site', adminEmail: 'a@b.co', ...zone, extra: 1 }, 'property extra should not exist'],
      [{ siteName: 'Site', adminEmail: 'a@b.co' }, m.timeZoneInvalid],
      [{ siteName: 'Site', adminEmail: 'a@b.co', timeZone: 'Mars/Olympus' }, m.timeZoneInvalid],
      [{ siteName: 'Site', adminEmail: 'a@b.co', timeZone: '+05:00' }, m.timeZoneInvalid],
    ])('refuses %j with "%s"', async (body, message) => {
      const res = await http().put(GENERAL).set(suite.auth).send(body).expect(400);
      expect(res.body.message).toBe(message);
    });
  });

  describe('Notifications', () => {
    it("are per staff member: both on by default (the digest off), saved for the token's user only", async () => {
      const other = await createUser();
      const otherAuth = { Authorization: `Bearer ${other.token}` };
      expect((await http().get(NOTIFICATIONS).set(suite.auth).expect(200)).body).toEqual({
        email: true,
        browser: true,
        digest: false,
      });
      await http().put(NOTIFICATIONS).set(suite.auth).send({ email: false, browser: true }).expect(200);
      expect((await http().get(NOTIFICATIONS).set(suite.auth).expect(200)).body).toEqual({
        email: false,
        browser: true,
        digest: false,
      });
      expect((await http().get(NOTIFICATIONS).set(otherAuth).expect(200)).body).toEqual({
        email: true,
        browser: true,
        digest: false,
      });
    });

    it.each([{ email: 'yes', browser: true }, { email: true }, {}])('refuses %j', async (body) => {
      const res = await http().put(NOTIFICATIONS).set(suite.auth).send(body).expect(400);
      expect(res.body.message).toBe(m.notificationsInvalid);
    });
  });
});
