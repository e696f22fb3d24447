import { MESSAGES } from '../index.js';
import {
  contentVersionDetailSchema,
  contentVersionNumberParamSchema,
  contentVersionRestoreSchema,
} from './content-versions.js';

const m = MESSAGES.content;

describe('contentVersionNumberParamSchema', () => {
  it.each(['1', '42', '2147483647'])('accepts %s', (value) => {
    expect(contentVersionNumberParamSchema.safeParse(value).success).toBe(true);
  });

  it.each(['0', '-1', '01', '1.5', '1e3', 'x', '', ' 1', '2147483648', '99999999999'])(
    'refuses %j with the version number message',
    (value) => {
      expect(contentVersionNumberParamSchema.safeParse(value).error?.issues[0]?.message).toBe(
        m.versionNumberInvalid,
      );
    },
  );
});

describe('contentVersionRestoreSchema', () => {
  it('takes the version the restore was decided on', () => {
    expect(contentVersionRestoreSchema.parse({ version: 3 })).toEqual({ version: 3 });
  });

  it.each([{}, { version: '3' }, { version: -1 }, { version: 1.5 }, { version: 2_147_483_648 }])(
    'refuses %j',
    (input) => {
      expect(contentVersionRestoreSchema.safeParse(input).error?.issues[0]?.message).toBe(
        m.restoreVersionRequired,
      );
    },
  );
});

describe('contentVersionDetailSchema', () => {
  it('describes a stored version', () => {
    const detail = {
      page: 'home',
      version: 2,
      staffEmail: 'ann@alamomasonry.com',
      at: '2026-11-30T10:00:00.000Z',
      restoredFrom: null,
      content: { title: 'T', subtitle: 'S', description: 'D' },
      es: { title: 'Título', subtitle: '', description: '' },
    };
    expect(contentVersionDetailSchema.parse(detail)).toEqual(detail);
  });
});
