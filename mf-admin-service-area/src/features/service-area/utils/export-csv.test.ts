import { serviceAreaExportFileName, serviceAreaToCsv } from './export-csv';

describe('serviceAreaToCsv', () => {
  it('writes the zip_code, neighborhood, region header and one row per entry', () => {
    expect(
      serviceAreaToCsv([
        { zip_code: '78205', neighborhood: 'Downtown', region: 'San Antonio' },
        { zip_code: '78023', neighborhood: 'Helotes', region: 'Nearby' },
      ]),
    ).toBe('zip_code,neighborhood,region\r\n78205,Downtown,San Antonio\r\n78023,Helotes,Nearby\r\n');
  });

  it('writes an empty neighborhood as an empty cell', () => {
    expect(serviceAreaToCsv([{ zip_code: '78006', neighborhood: null, region: 'Nearby' }])).toBe(
      'zip_code,neighborhood,region\r\n78006,,Nearby\r\n',
    );
  });

  it('quotes neighborhoods holding commas or quotes', () => {
    expect(
      serviceAreaToCsv([
        { zip_code: '78201', neighborhood: 'Woodlawn, North', region: 'San Antonio' },
        { zip_code: '78202', neighborhood: 'The "Hill"', region: 'San Antonio' },
      ]),
    ).toBe(
      'zip_code,neighborhood,region\r\n78201,"Woodlawn, North",San Antonio\r\n78202,"The ""Hill""",San Antonio\r\n',
    );
  });

  it('neutralises a neighborhood that a spreadsheet would run as a formula', () => {
    expect(serviceAreaToCsv([{ zip_code: '78201', neighborhood: '=1+1', region: 'San Antonio' }])).toContain(
      "78201,'=1+1,San Antonio",
    );
  });
});

describe('serviceAreaExportFileName', () => {
  it('is service_area_ plus the local YYYY-MM-DD date', () => {
    expect(serviceAreaExportFileName(new Date(2026, 2, 9, 23, 45))).toBe('service_area_2026-03-09.csv');
  });
});
