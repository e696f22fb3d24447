import { encodeCsv, encodeCsvCell, localDateStamp } from './csv.js';

describe('encodeCsvCell', () => {
  it('leaves plain text as it is', () => {
    expect(encodeCsvCell('Alamo Heights')).toBe('Alamo Heights');
  });

  it('writes null and undefined as an empty cell', () => {
    expect(encodeCsvCell(null)).toBe('');
    expect(encodeCsvCell(undefined)).toBe('');
  });

  it('quotes a cell holding a comma', () => {
    expect(encodeCsvCell('Leon Valley, TX')).toBe('"Leon Valley, TX"');
  });

  it('quotes a cell holding double quotes and doubles them', () => {
    expect(encodeCsvCell('The "Pearl"')).toBe('"The ""Pearl"""');
  });

  it.each([
    ['line\nbreak', '"line\nbreak"'],
    ['carriage\rreturn', '"carriage\rreturn"'],
  ])('quotes a cell holding a line break: %p', (input, expected) => {
    expect(encodeCsvCell(input)).toBe(expected);
  });

  it.each(['=SUM(A1:A2)', '+1', '-2+3', '@cmd'])('neutralises the formula trigger in %p', (input) => {
    expect(encodeCsvCell(input)).toBe(`'${input}`);
  });

  it('neutralises a leading tab, and quotes the cell (a tab separates cells in some settings)', () => {
    expect(encodeCsvCell('\tx')).toBe(`"'\tx"`);
  });

  it.each([
    ['a semicolon', 'Semi;=1+1;@x', `"Semi;'=1+1;'@x"`],
    ['a comma and spaces', 'a,  -b', `"a,  '-b"`],
    ['a pipe', 'x|+1', `"x|'+1"`],
    ['a tab', 'a\t=1', `"a\t'=1"`],
    ['tabs in a row', '\t\t=1', `"'\t'\t'=1"`],
    ['a line break', 'Hello\n@SUM(1)', `"Hello\n'@SUM(1)"`],
  ])(
    'neutralises a formula trigger after %s, where another separator setting starts a cell',
    (_what, input, expected) => {
      expect(encodeCsvCell(input)).toBe(expected);
    },
  );

  it('leaves triggers inside a cell as they are', () => {
    expect(encodeCsvCell('a=b+c-d@e')).toBe('a=b+c-d@e');
  });

  it('neutralises first, then quotes, so the quote stays inside the field', () => {
    expect(encodeCsvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
  });

  it('writes numbers as numbers (a negative number is not a user formula)', () => {
    expect(encodeCsvCell(-5)).toBe('-5');
    expect(encodeCsvCell(true)).toBe('true');
  });
});

describe('encodeCsv', () => {
  it('writes the header and one CRLF-terminated line per row', () => {
    expect(
      encodeCsv(
        ['zip_code', 'neighborhood', 'region'],
        [
          ['78205', 'Downtown', 'San Antonio'],
          ['78006', null, 'Nearby'],
        ],
      ),
    ).toBe('zip_code,neighborhood,region\r\n78205,Downtown,San Antonio\r\n78006,,Nearby\r\n');
  });

  it('writes only the header for no rows', () => {
    expect(encodeCsv(['a', 'b'], [])).toBe('a,b\r\n');
  });
});

describe('localDateStamp', () => {
  it('formats the local calendar date with zero padding', () => {
    expect(localDateStamp(new Date(2026, 0, 7, 23, 59))).toBe('2026-01-07');
  });

  it('uses the local date, not the UTC one', () => {
    // Late evening local time: in zones west of UTC the UTC date is already the next day.
    const date = new Date(2026, 11, 31, 23, 30);
    expect(localDateStamp(date)).toBe('2026-12-31');
  });
});
