import { API_PATHS, MESSAGES, type AdminInquiry, type InquiryPage } from 'shared-contracts';
import { validQuote } from './helpers/fixtures.js';
import { apiSuite, type ApiSuite } from './helpers/suite.js';

/**
 * Issue 32: an inquiry is assigned to a staff member and given a follow-up day; the inbox filters by assignee and by
 * "due" (the day has come in San Antonio). Against the real PostgreSQL of DATABASE_URL and the Auth emulator.
 */
const m = MESSAGES.inquiry;
const CREW = 'crew@alamomasonry.com';

/** A calendar day relative to today in San Antonio. */
const businessDay = (offsetDays: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );

async function receiveQuote(suite: ApiSuite, name: string): Promise<string> {
  const res = await suite.http().post(API_PATHS.quote()).send(validQuote({ name })).expect(201);
  return res.body.id as string;
}

describe('inquiry follow-ups', () => {
  const suite = apiSuite({ staff: true });
  const setFollowUp = (id: string, body: unknown) =>
    suite
      .http()
      .put(API_PATHS.adminInquiryFollowUp(id))
      .set(suite.auth)
      .send(body as object);
  const page = async (query: Record<string, string>) =>
    (
      await suite
        .http()
        .get('/api/admin/inquiries')
        .query({ page: '1', ...query })
        .set(suite.auth)
        .expect(200)
    ).body as InquiryPage;
  const names = (result: InquiryPage) => result.items.map((inquiry) => inquiry.name).sort();

  it('assigns an inquiry and sets its follow-up day; the inbox shows both, and null clears them', async () => {
    const id = await receiveQuote(suite, 'Ana Assigned');
    const res = await setFollowUp(id, {
      assigneeEmail: ` ${CREW.toUpperCase()} `,
      followUpOn: '2026-12-01',
    }).expect(200);
    expect(res.body as AdminInquiry).toMatchObject({ id, assigneeEmail: CREW, followUpOn: '2026-12-01' });
    expect((await page({})).items[0]).toMatchObject({ assigneeEmail: CREW, followUpOn: '2026-12-01' });
    await setFollowUp(id, { assigneeEmail: null, followUpOn: null }).expect(200);
    expect((await page({})).items[0]).toMatchObject({ assigneeEmail: null, followUpOn: null });
  });

  it('filters the inbox by assignee (or none) and by due follow-ups, with the right totals', async () => {
    const dueToday = await receiveQuote(suite, 'Due Today');
    const overdue = await receiveQuote(suite, 'Overdue');
    const later = await receiveQuote(suite, 'Later');
    await receiveQuote(suite, 'Nobody');
    await setFollowUp(dueToday, { assigneeEmail: suite.staff.email, followUpOn: businessDay(0) }).expect(200);
    await setFollowUp(overdue, { assigneeEmail: CREW, followUpOn: businessDay(-3) }).expect(200);
    await setFollowUp(later, { assigneeEmail: suite.staff.email, followUpOn: businessDay(2) }).expect(200);

    const mine = await page({ assignee: suite.staff.email });
    expect(names(mine)).toEqual(['Due Today', 'Later']);
    expect(mine.total).toBe(2);
    expect(names(await page({ assignee: 'none' }))).toEqual(['Nobody']);
    const due = await page({ due: 'true' });
    expect(names(due)).toEqual(['Due Today', 'Overdue']);
    expect(due.total).toBe(2);
    expect(names(await page({ due: 'true', assignee: suite.staff.email }))).toEqual(['Due Today']);
    expect(names(await page({ due: 'false' }))).toHaveLength(4);
  });

  it('counts "due" in the business\'s time zone of Settings > General (issue 32)', async () => {
    // Kiritimati (UTC+14) is always a calendar day or two ahead of Pago Pago (UTC-11).
    const todayIn = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
    const id = await receiveQuote(suite, 'Due In Kiritimati');
    await setFollowUp(id, { assigneeEmail: CREW, followUpOn: todayIn('Pacific/Kiritimati') }).expect(200);
    const zone = async (timeZone: string) =>
      suite
        .http()
        .put('/api/admin/settings/general')
        .set(suite.auth)
        .send({ siteName: 'Alamo', adminEmail: 'office@alamomasonry.com', timeZone })
        .expect(200);
    await zone('Pacific/Pago_Pago');
    expect(names(await page({ due: 'true' }))).toEqual([]);
    await zone('Pacific/Kiritimati');
    expect(names(await page({ due: 'true' }))).toEqual(['Due In Kiritimati']);
  });

  it.each([
    [
      'an address outside the company',
      { assigneeEmail: 'someone@example.com', followUpOn: null },
      m.assigneeNotStaff('alamomasonry.com'),
    ],
    ['not an address', { assigneeEmail: 'crew', followUpOn: null }, m.assigneeInvalid],
    ['a date that does not exist', { assigneeEmail: null, followUpOn: '2026-02-30' }, m.followUpInvalid],
    [
      'a time instead of a date',
      { assigneeEmail: null, followUpOn: '2026-12-01T10:00:00Z' },
      m.followUpInvalid,
    ],
    ['a missing field', { assigneeEmail: null }, m.followUpInvalid],
  ])('refuses %s with a clear 400 and changes nothing', async (_case, body, message) => {
    const id = await receiveQuote(suite, 'Unchanged');
    await setFollowUp(id, { assigneeEmail: CREW, followUpOn: '2026-12-01' }).expect(200);
    const res = await setFollowUp(id, body).expect(400);
    expect(res.body.message).toBe(message);
    expect((await page({})).items[0]).toMatchObject({ assigneeEmail: CREW, followUpOn: '2026-12-01' });
  });

  it('answers 404 for an unknown inquiry, and 400 for filters it cannot read', async () => {
    const res = await setFollowUp('3f1c2b7e-8d4a-4c5b-9e6f-0a1b2c3d4e5f', {
      assigneeEmail: null,
      followUpOn: null,
    });
    expect(res.status).toBe(404);
    const bad = await suite
      .http()
      .get('/api/admin/inquiries')
      .query({ due: 'soon' })
      .set(suite.auth)
      .expect(400);
    expect(bad.body.message).toBe(m.dueFilterInvalid);
    const who = await suite
      .http()
      .get('/api/admin/inquiries')
      .query({ assignee: 'x y' })
      .set(suite.auth)
      .expect(400);
    expect(who.body.message).toBe(m.assigneeFilterInvalid);
  });

  it('a refused call (no token) changes nothing', async () => {
    const id = await receiveQuote(suite, 'Untouched');
    await suite
      .http()
      .put(API_PATHS.adminInquiryFollowUp(id))
      .send({ assigneeEmail: CREW, followUpOn: null })
      .expect(401);
    expect((await page({})).items[0]).toMatchObject({ assigneeEmail: null });
  });
});
