import { makeInquiry } from '../testing/fixtures';
import { inquiriesCsvFileName, inquiriesToCsv } from './inquiries-csv';

describe('inquiriesToCsv', () => {
  it('writes the header and one CRLF line per inquiry in the documented column order, photo count last', () => {
    const inquiry = makeInquiry({
      date: '2026-03-14T15:30:00.000Z',
      name: 'Jane Doe',
      email: 'jane@example.com',
      phone: '2105550100',
      zipCode: '78205',
      projectType: 'Stone Patio',
      message: 'A patio',
      status: 'Responded',
      notesCount: 3,
      photos: [
        { id: '3f1c2b7e-8d4a-4c5b-9e6f-0a1b2c3d4e50', width: 800, height: 600 },
        { id: '3f1c2b7e-8d4a-4c5b-9e6f-0a1b2c3d4e51', width: 600, height: 800 },
      ],
    });
    expect(inquiriesToCsv([inquiry, makeInquiry({ photos: [] })]).split('\r\n').slice(0, 2).join('\r\n')).toBe(
      'date,name,email,phone,zipCode,projectType,message,status,notesCount,photoCount\r\n' +
        '2026-03-14T15:30:00.000Z,Jane Doe,jane@example.com,2105550100,78205,Stone Patio,A patio,Responded,3,2',
    );
    expect(inquiriesToCsv([makeInquiry({ photos: [] })]).split('\r\n')[1]).toMatch(/,0$/);
  });

  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    const inquiry = makeInquiry({ name: 'Doe, Jane', message: 'Say "hi"\nsecond line' });
    const line = inquiriesToCsv([inquiry]).split('\r\n')[1];
    expect(line).toContain(',"Doe, Jane",');
    expect(line).toContain(',"Say ""hi""\nsecond line",');
  });

  it('neutralises cells a spreadsheet would run as formulas', () => {
    const inquiry = makeInquiry({
      name: '=HYPERLINK("https://evil.example","x")',
      phone: '+12105550100',
      message: '@SUM(1)',
    });
    const line = inquiriesToCsv([inquiry]).split('\r\n')[1];
    expect(line).toContain(`,"'=HYPERLINK(""https://evil.example"",""x"")",`);
    expect(line).toContain(",'+12105550100,");
    expect(line).toContain(",'@SUM(1),");
  });

  it('writes only the header for an empty list', () => {
    expect(inquiriesToCsv([])).toBe(
      'date,name,email,phone,zipCode,projectType,message,status,notesCount,photoCount\r\n',
    );
  });
});

describe('inquiriesCsvFileName', () => {
  it('names the file after the local date', () => {
    expect(inquiriesCsvFileName(new Date(2026, 0, 5, 23, 59))).toBe('inquiries_2026-01-05.csv');
  });
});
