import { makeInquiry } from '../testing/fixtures';
import { filterInquiries } from './filter-inquiries';

const jane = makeInquiry({ name: 'Jane Doe', email: 'jane@example.com', projectType: 'Stone Patio' });
const bob = makeInquiry({ name: 'Bob Smith', email: 'BOB@Builder.org', projectType: 'Brick Wall' });
const all = [jane, bob];

describe('filterInquiries', () => {
  it('returns every inquiry for an empty or blank search', () => {
    expect(filterInquiries(all, '')).toEqual(all);
    expect(filterInquiries(all, '   ')).toEqual(all);
  });

  it('matches the name, case-insensitively', () => {
    expect(filterInquiries(all, 'jANE')).toEqual([jane]);
  });

  it('matches the e-mail, case-insensitively', () => {
    expect(filterInquiries(all, 'bob@builder')).toEqual([bob]);
  });

  it('matches the project type, case-insensitively', () => {
    expect(filterInquiries(all, 'stone patio')).toEqual([jane]);
  });

  it('ignores surrounding spaces', () => {
    expect(filterInquiries(all, '  brick ')).toEqual([bob]);
  });

  it('does not search other fields such as the message or phone', () => {
    expect(filterInquiries(all, 'back yard')).toEqual([]);
    expect(filterInquiries(all, '2105550100')).toEqual([]);
  });

  it('keeps the original order and does not mutate the input', () => {
    const result = filterInquiries(all, 'o');
    expect(result).toEqual([jane, bob]);
    expect(result).not.toBe(all);
  });
});
