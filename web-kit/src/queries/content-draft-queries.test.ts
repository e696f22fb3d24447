import { API_PATHS } from 'shared-contracts';
import { authStore } from 'web-kit';
import { json, mockFetch, text } from '../testing/fetch-mock.js';
import { contentDraftQueries, getContentDraft, getContentDrafts } from './content-draft-queries.js';
import { contentQueries } from './content-queries.js';

const DRAFT = {
  page: 'home',
  content: { title: 'T', subtitle: 'S', description: 'D' },
  baseVersion: 2,
  staffEmail: 'ann@alamomasonry.com',
  savedAt: '2026-11-27T10:00:00.000Z',
};

beforeEach(() => authStore.setState({ getIdToken: async () => 'staff-token' }));

describe('getContentDraft (issue 29)', () => {
  it('reads the draft with the staff token', async () => {
    const { fetchMock } = mockFetch({ [`GET ${API_PATHS.adminContentDraft('home')}`]: () => json(DRAFT) });
    await expect(getContentDraft('home')).resolves.toEqual(DRAFT);
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer staff-token');
  });

  it('answers null when the page has no draft (404), and fails on anything else', async () => {
    mockFetch({
      [`GET ${API_PATHS.adminContentDraft('home')}`]: () => text('{"message":"This page has no draft"}', 404),
      [`GET ${API_PATHS.adminContentDraft('services')}`]: () => json({ content: 'x' }),
      [`GET ${API_PATHS.adminContentDraft('contact')}`]: () => text('{"message":"Forbidden"}', 403),
    });
    await expect(getContentDraft('home')).resolves.toBeNull();
    await expect(getContentDraft('services')).rejects.toThrow(/malformed/);
    await expect(getContentDraft('contact')).rejects.toThrow();
  });

  it('lists every draft ([] when none)', async () => {
    mockFetch({ [`GET ${API_PATHS.adminContentDrafts()}`]: () => json([DRAFT]) });
    await expect(getContentDrafts()).resolves.toEqual([DRAFT]);
    mockFetch({ [`GET ${API_PATHS.adminContentDrafts()}`]: () => json({ not: 'a list' }) });
    await expect(getContentDrafts()).rejects.toThrow(/not a list/);
  });

  it('lives under a staff-only key, never under the public content keys, and is not kept', () => {
    const options = contentDraftQueries.page('home');
    expect(options.queryKey).toEqual(['admin', 'content-draft', 'home']);
    expect(options.queryKey[0]).not.toBe(contentQueries.all()[0]);
    expect(options.gcTime).toBe(0);
    expect(contentDraftQueries.list().queryKey[0]).toBe('admin');
  });
});
