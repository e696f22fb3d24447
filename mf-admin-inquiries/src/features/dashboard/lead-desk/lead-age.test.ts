import { leadAge } from './lead-age';

describe('leadAge', () => {
  const now = new Date('2026-11-25T18:00:00Z');
  it.each([
    ['2026-11-25T17:15:00Z', '45 min'],
    ['2026-11-25T13:00:00Z', '5 h'],
    ['2026-11-24T00:00:00Z', '42 h'],
    ['2026-11-22T17:00:00Z', '3 days'],
  ])('%s is %s before', (createdAt, age) => expect(leadAge(createdAt, now)).toBe(age));
});
