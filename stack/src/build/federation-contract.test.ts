import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FEDERATION_CONTRACT, parseRemoteDeclaration } from 'shared-contracts';
import {
  exposeModules,
  remoteDeclaration,
  sharedNeeds,
  sharedOffers,
  sourceKey,
} from './federation-contract';

const rootDir = path.resolve(__dirname, '..', '..', '..');
const remoteDir = path.join(rootDir, 'mf-admin-inquiries');
const SOURCE = {
  remote: 'mf_admin_inquiries',
  pages: [
    {
      path: '/admin/reports',
      expose: 'Reports',
      label: 'Reports',
      section: 'admin' as const,
      order: 60,
      icon: 'InboxOutlined',
    },
  ],
  extensions: [{ slot: 'admin-layout' as const, expose: 'NewInquiryAlerts' }],
};

describe("a remote's declaration", () => {
  it('carries its pages with their icons as SVG data, and is one the shell accepts', () => {
    const declaration = remoteDeclaration(remoteDir, SOURCE, {});
    // The oldest contract that describes its pages: an admin remote fits a shell of contract 1 too.
    expect(declaration.contract).toBe(1);
    expect(declaration.pages[0]!.icon).toEqual({
      viewBox: '0 0 1024 1024',
      paths: [expect.stringMatching(/^M885\.2/)],
    });
    expect(parseRemoteDeclaration(declaration)).toEqual({ ok: true, value: declaration });
  });

  it('states contract 2 when it declares pages in another language (issue 30)', () => {
    const source = {
      remote: 'mf_public',
      pages: [
        { path: '/', expose: 'Home', label: 'Home', section: 'public' as const, order: 10 },
        { path: '/es', expose: 'HomeEs', label: 'Inicio', section: 'public' as const, order: 10 },
      ],
    };
    expect(remoteDeclaration(remoteDir, source, {}).contract).toBe(FEDERATION_CONTRACT);
  });

  it('refuses an icon that is not an @ant-design/icons-svg icon', () => {
    const source = { ...SOURCE, pages: [{ ...SOURCE.pages[0]!, icon: 'NoSuchIcon' }] };
    expect(() => remoteDeclaration(remoteDir, source, {})).toThrow('Sidebar icon "NoSuchIcon"');
  });

  it('states the names its code imports from a shared subset, and what its copy offers', () => {
    const src = mkdtempSync(path.join(tmpdir(), 'needs-'));
    mkdirSync(path.join(src, 'feature'));
    writeFileSync(path.join(src, 'feature', 'Steps.tsx'), "import { Steps, type TableProps } from 'antd';\n");
    writeFileSync(path.join(src, 'feature', 'Steps.test.tsx'), "import { Calendar } from 'antd';\n");
    const libraries = [{ request: 'antd', version: '6.6.8', requiredVersion: '^6.6.8' }];
    expect(sharedNeeds(libraries, [src])).toEqual({
      antd: { version: '6.6.8', requiredVersion: '^6.6.8', names: ['Steps'] },
    });
    expect(sharedOffers(libraries).antd).toEqual({
      version: '6.6.8',
      names: expect.arrayContaining(['Button', 'Table']),
    });
  });
});

describe("a remote's exposed modules", () => {
  it("wrap each page and extension in the section's providers", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'exposes-'));
    const exposes = exposeModules(dir, SOURCE, { from: 'web-kit/admin-form', name: 'AdminSection' });
    expect(Object.keys(exposes)).toEqual(['./Reports', './NewInquiryAlerts']);
    const reports = readFileSync(exposes['./Reports']!, 'utf8');
    expect(reports).toContain(
      `import Exposed from ${JSON.stringify(path.join(dir, 'src/app/pages/ReportsPage.tsx'))}`,
    );
    expect(reports).toContain('createElement(AdminSection, null, createElement(Exposed, props))');
    expect(readFileSync(exposes['./NewInquiryAlerts']!, 'utf8')).toContain(
      'src/app/extensions/NewInquiryAlerts.tsx',
    );
  });
});

describe("a build's source key (its chunk-loading global)", () => {
  it('is the same for the same sources, differs when a file differs, and ignores node_modules', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sources-'));
    mkdirSync(path.join(dir, 'src'));
    mkdirSync(path.join(dir, 'node_modules'));
    writeFileSync(path.join(dir, 'src', 'page.tsx'), 'export const a = 1;\n');
    const before = sourceKey([path.join(dir, 'src'), dir]);
    expect(sourceKey([path.join(dir, 'src'), dir])).toBe(before);
    writeFileSync(path.join(dir, 'node_modules', 'generated.js'), 'x');
    expect(sourceKey([path.join(dir, 'src'), dir])).toBe(before);
    writeFileSync(path.join(dir, 'src', 'page.tsx'), 'export const a = 2;\n');
    expect(sourceKey([path.join(dir, 'src'), dir])).not.toBe(before);
  });
});
