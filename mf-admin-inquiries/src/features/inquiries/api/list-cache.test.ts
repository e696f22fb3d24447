import { QueryClient } from '@tanstack/react-query';
import type { AdminInquiry } from 'shared-contracts';
import { makeInquiry } from '../testing/fixtures';
import { inquiryQueries } from 'web-kit/queries';
import {
  pageWithoutInquiry,
  pageWithStatusChange,
  patchInquiryInLists,
  removeInquiryFromLists,
  withoutInquiry,
  withStatusChange,
} from './list-cache';

const a = makeInquiry({ status: 'New' });
const b = makeInquiry({ status: 'New' });

describe('withStatusChange', () => {
  it('updates the inquiry in place in the unfiltered list', () => {
    const updated = { ...a, status: 'Closed' as const };
    expect(withStatusChange([a, b], 'all', updated)).toEqual([updated, b]);
  });

  it('updates it in place in a list filtered on its new status', () => {
    const updated = { ...a, status: 'New' as const, name: 'Renamed' };
    expect(withStatusChange([a, b], 'New', updated)).toEqual([updated, b]);
  });

  it('drops it from a list filtered on another status', () => {
    expect(withStatusChange([a, b], 'New', { ...a, status: 'Responded' })).toEqual([b]);
  });
});

describe('inbox pages', () => {
  const page = { items: [a, b], total: 12, page: 1, pageSize: 2 };

  it('updates an inquiry in place, or drops it from a page filtered on another status with the total', () => {
    const closed = { ...a, status: 'Closed' as const };
    expect(pageWithStatusChange(page, 'all', closed)).toEqual({ ...page, items: [closed, b] });
    expect(pageWithStatusChange(page, 'New', closed)).toEqual({ ...page, items: [b], total: 11 });
  });

  it('drops a deleted inquiry and counts it out of the total; another id changes nothing', () => {
    expect(pageWithoutInquiry(page, b.id)).toEqual({ ...page, items: [a], total: 11 });
    expect(pageWithoutInquiry(page, 'other')).toEqual(page);
  });

  it('patches every cached page, as it does the lists', () => {
    const client = new QueryClient();
    const key = inquiryQueries.page({ status: 'New' }).queryKey;
    client.setQueryData(key, page);
    patchInquiryInLists(client, { ...a, status: 'Responded' });
    expect(client.getQueryData(key)).toEqual({ ...page, items: [b], total: 11 });
    removeInquiryFromLists(client, b.id);
    expect(client.getQueryData(key)).toEqual({ ...page, items: [], total: 10 });
  });
});

describe('withoutInquiry', () => {
  it('drops the inquiry with that id', () => {
    expect(withoutInquiry([a, b], a.id)).toEqual([b]);
  });
});

describe('cache patching across lists', () => {
  it('patches and removes in every cached status list (so the Dashboard counts follow)', () => {
    const client = new QueryClient();
    client.setQueryData<AdminInquiry[]>(inquiryQueries.list().queryKey, [a, b]);
    client.setQueryData<AdminInquiry[]>(inquiryQueries.list('New').queryKey, [a, b]);
    client.setQueryData<AdminInquiry[]>(inquiryQueries.list('Responded').queryKey, []);

    const responded = { ...a, status: 'Responded' as const };
    patchInquiryInLists(client, responded);
    expect(client.getQueryData(inquiryQueries.list().queryKey)).toEqual([responded, b]);
    expect(client.getQueryData(inquiryQueries.list('New').queryKey)).toEqual([b]);
    // Not added to the Responded list: the invalidation that follows fetches it in the server's order.
    expect(client.getQueryData(inquiryQueries.list('Responded').queryKey)).toEqual([]);

    removeInquiryFromLists(client, b.id);
    expect(client.getQueryData(inquiryQueries.list().queryKey)).toEqual([responded]);
    expect(client.getQueryData(inquiryQueries.list('New').queryKey)).toEqual([]);
  });
});
