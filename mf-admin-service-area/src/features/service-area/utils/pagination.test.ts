import { pageCountFor, paginate } from './pagination';

const numbers = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('pageCountFor', () => {
  it.each([
    [0, 1],
    [1, 1],
    [50, 1],
    [51, 2],
    [69, 2],
    [100, 2],
    [101, 3],
  ])('%i entries at 50 a page make %i pages', (total, pages) => {
    expect(pageCountFor(total, 50)).toBe(pages);
  });
});

describe('paginate', () => {
  it('shows the first 50 of 69 on page 1 with only Next enabled', () => {
    const slice = paginate(numbers(69), 1, 50);
    expect(slice.items).toHaveLength(50);
    expect(slice.items[0]).toBe(1);
    expect(slice).toMatchObject({ page: 1, pageCount: 2, hasPrevious: false, hasNext: true });
  });

  it('shows the remaining 19 on page 2 with only Previous enabled', () => {
    const slice = paginate(numbers(69), 2, 50);
    expect(slice.items).toEqual(numbers(69).slice(50));
    expect(slice).toMatchObject({ page: 2, pageCount: 2, hasPrevious: true, hasNext: false });
  });

  it('disables both buttons on a single page', () => {
    expect(paginate(numbers(50), 1, 50)).toMatchObject({ pageCount: 1, hasPrevious: false, hasNext: false });
  });

  it('reads Page 1 of 1 for an empty list', () => {
    expect(paginate([], 1, 50)).toMatchObject({
      items: [],
      page: 1,
      pageCount: 1,
      hasPrevious: false,
      hasNext: false,
    });
  });

  it('clamps a page past the end to the last page', () => {
    expect(paginate(numbers(69), 5, 50)).toMatchObject({ page: 2, items: numbers(69).slice(50) });
  });

  it('clamps a page below 1 (or not a number) to the first page', () => {
    expect(paginate(numbers(69), 0, 50).page).toBe(1);
    expect(paginate(numbers(69), Number.NaN, 50).page).toBe(1);
  });
});
