import {
  usableRemotePages,
  contractOfPages,
  declarationOfManifest,
  FEDERATION_CONTRACT,
  parseRemoteDeclaration,
  parseRemotePages,
  parseShellDeclaration,
} from './declaration.js';

const page = { path: '/admin/reports', expose: 'Reports', label: 'Reports', section: 'admin', order: 60 };
const declaration = {
  contract: FEDERATION_CONTRACT,
  remote: 'mf_admin_inquiries',
  pages: [page],
  shared: {},
};

describe('a remote declaration', () => {
  it('of an older contract still reads; pages in Spanish need contract 2 (issue 30)', () => {
    const spanish = { path: '/es', expose: 'HomeEs', label: 'Inicio', order: 10, section: 'public' };
    expect(contractOfPages([page])).toBe(1);
    expect(contractOfPages([page, spanish])).toBe(2);
    const older = { ...declaration, contract: 1 };
    expect(parseRemoteDeclaration(older)).toMatchObject({ ok: true });
    expect(usableRemotePages(older)).toBeDefined();
    const localized = { ...declaration, contract: 2, pages: [spanish] };
    expect(parseRemoteDeclaration(localized)).toMatchObject({ ok: true });
    expect(usableRemotePages(localized)).toBeDefined();
    expect(usableRemotePages({ ...localized, contract: 1 })).toBeUndefined();
  });

  it('is read from the manifest and accepted with its pages; extensions default to none', () => {
    const parsed = parseRemoteDeclaration(declarationOfManifest({ metaData: { declaration } }));
    expect(parsed).toEqual({ ok: true, value: { ...declaration, extensions: [] } });
  });

  it.each([
    [
      { ...declaration, contract: FEDERATION_CONTRACT + 1 },
      /contract 3 is not one this reader knows \(1 to 2\)/,
    ],
    [{ ...declaration, contract: 0 }, /contract 0 is not one this reader knows/],
    [
      {
        ...declaration,
        contract: 1,
        pages: [{ path: '/es', expose: 'HomeEs', label: 'Inicio', order: 10, section: 'public' }],
      },
      /pages in another language than English need contract 2, the declaration states 1/,
    ],
    [{ ...declaration, pages: [{ ...page, path: 'admin/reports' }] }, /path must start with/],
    [{ ...declaration, pages: [{ ...page, path: '/reports' }] }, /admin page's path starts with \/admin/],
    [
      { ...declaration, pages: [{ ...page, section: 'public' }] },
      /public page's path cannot start with \/admin/,
    ],
    [{ ...declaration, pages: [{ ...page, expose: './Reports' }] }, /expose is not an expose name/],
    [{ ...declaration, pages: [{ ...page, order: undefined }] }, /order must be a number/],
    [{ ...declaration, pages: [{ ...page, icon: { viewBox: '0 0 1 1' } }] }, /icon must be/],
    [{ ...declaration, extensions: [{ slot: 'header', expose: 'X' }] }, /extensions must be/],
    [{ ...declaration, shared: { antd: { version: '6.6.8' } } }, /requiredVersion is missing/],
    [{ ...declaration, firstPaint: { sha256: 'x' } }, /firstPaint must be/],
    [undefined, /no declaration/],
  ])('is refused with the reason: %#', (raw, reason) => {
    const parsed = parseRemoteDeclaration(raw);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.error).toMatch(reason);
  });

  it("the browser's quick check agrees with the full one on the pages part", () => {
    const pagesPartCases = [
      declaration,
      { ...declaration, extensions: [{ slot: 'admin-layout', expose: 'Alerts' }] },
      { ...declaration, pages: [{ ...page, path: '/', section: 'public', reads: ['/api/content/home'] }] },
      { ...declaration, pages: [{ ...page, icon: { viewBox: '0 0 1 1', paths: ['M0 0'] } }] },
      { ...declaration, contract: FEDERATION_CONTRACT + 1 },
      { ...declaration, pages: [{ ...page, path: 'admin/reports' }] },
      { ...declaration, pages: [{ ...page, path: '/reports' }] },
      { ...declaration, pages: [{ ...page, path: '/administrators', section: 'public' }] },
      { ...declaration, pages: [{ ...page, section: 'public' }] },
      { ...declaration, pages: [{ ...page, expose: './Reports' }] },
      { ...declaration, pages: [{ ...page, order: '1' }] },
      { ...declaration, pages: [{ ...page, icon: { viewBox: '0 0 1 1' } }] },
      { ...declaration, pages: [{ ...page, reads: ['api/x'] }] },
      { ...declaration, extensions: [{ slot: 'header', expose: 'X' }] },
      { ...declaration, remote: '' },
      undefined,
    ];
    for (const raw of pagesPartCases)
      expect({ raw, usable: usableRemotePages(raw) !== undefined }).toEqual({
        raw,
        usable: parseRemotePages(raw).ok,
      });
  });
});

describe("the shell's declaration", () => {
  it('is accepted with its offers and refused in another contract', () => {
    const shell = {
      contract: FEDERATION_CONTRACT,
      shared: { antd: { version: '6.6.8', names: ['Button'] } },
    };
    expect(parseShellDeclaration(shell)).toEqual({ ok: true, value: shell });
    expect(parseShellDeclaration({ ...shell, contract: 0 }).ok).toBe(false);
    expect(parseShellDeclaration({ ...shell, shared: { antd: {} } }).ok).toBe(false);
  });
});
