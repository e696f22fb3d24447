import {
  FEDERATION_CONTRACT,
  FIRST_PAINT_CONTRACT,
  type PageDeclaration,
  type RemoteDeclaration,
  type ShellDeclaration,
} from 'shared-contracts';
import { canDeploy, type Deployment, type FetchedDocument } from './check';

const SHELL: ShellDeclaration = {
  contract: FEDERATION_CONTRACT,
  shared: {
    react: { version: '19.3.1' },
    'web-kit': { version: '1.1.0' },
    antd: { version: '6.6.8', names: ['Button', 'Table'] },
  },
};

const INQUIRIES: RemoteDeclaration = {
  contract: FEDERATION_CONTRACT,
  remote: 'mf_admin_inquiries',
  pages: [
    { path: '/admin', expose: 'Dashboard', label: 'Dashboard', order: 1, section: 'admin' },
    { path: '/admin/inquiries', expose: 'Inquiries', label: 'Inquiries', order: 2, section: 'admin' },
  ],
  extensions: [{ slot: 'admin-layout', expose: 'NewInquiryAlerts' }],
  shared: {
    react: { version: '19.3.1', requiredVersion: '^19.3.1' },
    'web-kit': { version: '1.1.0', requiredVersion: '^1.1.0' },
    antd: { version: '6.6.8', requiredVersion: '^6.6.8', names: ['Button'] },
  },
};

const CONTENT: RemoteDeclaration = {
  contract: FEDERATION_CONTRACT,
  remote: 'mf_admin_content',
  pages: [{ path: '/admin/content', expose: 'Content', label: 'Content', order: 3, section: 'admin' }],
  extensions: [],
  shared: {},
};

/** A page no deployed remote declares yet. */
const REPORTS: PageDeclaration = {
  path: '/admin/reports',
  expose: 'Reports',
  label: 'Reports',
  order: 4,
  section: 'admin',
};

/** A mf-manifest.json as a build writes it: exposes `./<expose>` of every page and extension unless told which. */
function manifest(declaration: RemoteDeclaration, exposes?: string[]): unknown {
  const names = exposes ?? [...declaration.pages, ...declaration.extensions].map((entry) => entry.expose);
  return {
    name: declaration.remote,
    metaData: { declaration },
    exposes: names.map((name) => ({ name, path: `./${name}` })),
  };
}

const read = (source: string, json: unknown): FetchedDocument => ({ source, json });

function deployment(
  changes: { shell?: FetchedDocument; remotes?: Record<string, FetchedDocument> } = {},
): Deployment {
  return {
    shell: changes.shell ?? read('https://cdn.test/shell.json', SHELL),
    remotes: {
      mf_admin_inquiries: read('https://cdn.test/inquiries/1.0/mf-manifest.json', manifest(INQUIRIES)),
      mf_admin_content: read('https://cdn.test/content/1.0/mf-manifest.json', manifest(CONTENT)),
      ...changes.remotes,
    },
  };
}

const shipping = (changes: Partial<RemoteDeclaration> = {}, exposes?: string[]) =>
  read('mf-admin-inquiries/dist/mf-manifest.json', manifest({ ...INQUIRIES, ...changes }, exposes));

const withShared = (library: string, need: RemoteDeclaration['shared'][string]) =>
  shipping({ shared: { ...INQUIRIES.shared, [library]: need } });

describe('canDeploy', () => {
  it('lets a remote that fits ship, without notes', () => {
    expect(canDeploy(shipping(), deployment())).toEqual({ failures: [], notes: [] });
  });

  describe('contract versions', () => {
    it("refuses a new remote whose declaration's contract this check does not know", () => {
      expect(canDeploy(shipping({ contract: 3 }), deployment()).failures).toEqual([
        `the remote about to ship (mf-admin-inquiries/dist/mf-manifest.json): contract 3 is not one this reader knows (1 to ${FEDERATION_CONTRACT})`,
      ]);
    });

    it('refuses a remote whose pages need a newer contract than the deployed shell reads (issue 30)', () => {
      const verdict = canDeploy(
        shipping({ contract: 2 }),
        deployment({ shell: read('https://cdn.test/shell.json', { ...SHELL, contract: 1 }) }),
      );
      expect(verdict.failures).toEqual([
        'mf_admin_inquiries declares contract 2, the deployed shell reads up to 1: it would not show its pages (deploy the shell first)',
      ]);
      expect(canDeploy(shipping({ contract: 1 }), deployment()).failures).toEqual([]);
    });

    it("refuses to compare with a shell.json or another remote's declaration of an unknown contract", () => {
      const verdict = canDeploy(
        shipping(),
        deployment({
          shell: read('https://cdn.test/shell.json', { ...SHELL, contract: 3 }),
          remotes: {
            mf_admin_content: read(
              'https://cdn.test/content/mf-manifest.json',
              manifest({ ...CONTENT, contract: 0 }),
            ),
          },
        }),
      );
      expect(verdict.failures).toEqual([
        'the deployed shell (https://cdn.test/shell.json): contract 3 is not one this reader knows (1 to 2)',
        'deployed mf_admin_content (https://cdn.test/content/mf-manifest.json): contract 0 is not one this reader knows (1 to 2)',
      ]);
    });

    it('refuses a remote the config does not name', () => {
      const unknown = shipping({ remote: 'mf_admin_reports', pages: [REPORTS], extensions: [] });
      expect(canDeploy(unknown, deployment()).failures).toEqual([
        "mf_admin_reports is not one of the config's remotes (mf_admin_inquiries, mf_admin_content)",
      ]);
    });
  });

  describe('shared libraries', () => {
    it('fits a range the shell satisfies', () => {
      expect(
        canDeploy(withShared('react', { version: '19.3.0', requiredVersion: '^19.3.0' }), deployment()),
      ).toEqual({
        failures: [],
        notes: [],
      });
    });

    it('refuses a version of a single-instance library the shell does not provide, naming both', () => {
      expect(
        canDeploy(withShared('react', { version: '19.4.0', requiredVersion: '^19.4.0' }), deployment())
          .failures,
      ).toEqual([
        'mf_admin_inquiries needs react ^19.4.0, the shell provides 19.3.1: deploy the shell first',
      ]);
    });

    it('lets a remote ship that will load its own antd, with a note saying which names the shell lacks', () => {
      const verdict = canDeploy(
        withShared('antd', { version: '6.6.8', requiredVersion: '^6.6.8', names: ['Button', 'Steps'] }),
        deployment(),
      );
      expect(verdict).toEqual({
        failures: [],
        notes: [
          "mf_admin_inquiries will load its own copy of antd (the shell's antd lacks Steps): it works, its pages download more",
        ],
      });
    });
  });

  describe('web-kit', () => {
    it('fits when the shell provides a web-kit within the range', () => {
      const older = withShared('web-kit', { version: '1.0.2', requiredVersion: '^1.0.2' });
      expect(canDeploy(older, deployment()).failures).toEqual([]);
    });

    it('asks to deploy the shell first when the remote needs a newer web-kit', () => {
      const newer = withShared('web-kit', { version: '1.2.0', requiredVersion: '^1.2.0' });
      expect(canDeploy(newer, deployment()).failures).toEqual([
        'mf_admin_inquiries needs web-kit ^1.2.0, the shell provides 1.1.0: deploy the shell first',
      ]);
    });

    it('asks to rebuild the remote when the shell moved to a new major web-kit', () => {
      const shell = read('https://cdn.test/shell.json', {
        ...SHELL,
        shared: { ...SHELL.shared, 'web-kit': { version: '2.0.0' } },
      });
      expect(canDeploy(shipping(), deployment({ shell })).failures).toEqual([
        'mf_admin_inquiries needs web-kit ^1.1.0, the shell provides 2.0.0: rebuild mf_admin_inquiries with web-kit 2.0.0',
      ]);
    });

    it('refuses when the shell does not say which web-kit it provides', () => {
      const { 'web-kit': _webKit, ...offers } = SHELL.shared;
      const shell = read('https://cdn.test/shell.json', { ...SHELL, shared: offers });
      expect(canDeploy(shipping(), deployment({ shell })).failures).toEqual([
        "mf_admin_inquiries cannot use the shell's web-kit: the shell does not say which web-kit it provides: deploy a shell that provides it first",
      ]);
    });
  });

  describe('exposes', () => {
    it('fits when every declared page and extension is exposed', () => {
      expect(canDeploy(shipping({ pages: [...INQUIRIES.pages, REPORTS] }), deployment()).failures).toEqual(
        [],
      );
    });

    it('refuses a declared page or extension the manifest does not expose', () => {
      const verdict = canDeploy(shipping({}, ['Dashboard']), deployment());
      expect(verdict.failures).toEqual([
        'mf_admin_inquiries declares page /admin/inquiries as ./Inquiries, which its manifest does not expose',
        'mf_admin_inquiries declares its admin-layout extension as ./NewInquiryAlerts, which its manifest does not expose',
      ]);
    });
  });

  describe('page paths', () => {
    it('does not count the paths of the deployed version it replaces, and notes the pages it drops', () => {
      expect(canDeploy(shipping({ pages: [INQUIRIES.pages[1]!] }), deployment())).toEqual({
        failures: [],
        notes: ['mf_admin_inquiries no longer declares /admin (Dashboard): its menu entry disappears'],
      });
    });

    it('refuses a path another deployed remote serves', () => {
      const content = {
        path: '/admin/content',
        expose: 'Content',
        label: 'Edit',
        order: 4,
        section: 'admin' as const,
      };
      expect(canDeploy(shipping({ pages: [...INQUIRIES.pages, content] }), deployment()).failures).toEqual([
        'mf_admin_inquiries declares /admin/content, which deployed mf_admin_content already serves (Content)',
      ]);
    });
  });

  describe('first-view renderer', () => {
    it('fits a renderer of the contract the first-view server knows', () => {
      const firstPaint = { contract: FIRST_PAINT_CONTRACT, sha256: 'ab12' };
      expect(canDeploy(shipping({ firstPaint }), deployment()).failures).toEqual([]);
    });

    it('refuses a renderer of another contract', () => {
      const firstPaint = { contract: FIRST_PAINT_CONTRACT + 1, sha256: 'ab12' };
      expect(canDeploy(shipping({ firstPaint }), deployment()).failures).toEqual([
        `mf_admin_inquiries's first-view renderer is contract ${FIRST_PAINT_CONTRACT + 1}, the first-view server knows ${FIRST_PAINT_CONTRACT}: the first-view server would refuse its renderer`,
      ]);
    });
  });

  describe('unreadable documents', () => {
    const unreachable = (source: string): FetchedDocument => ({ source, error: 'HTTP 404 Not Found' });

    it('refuses when shell.json or another deployed manifest cannot be read, naming the URL and the error', () => {
      const verdict = canDeploy(
        shipping(),
        deployment({
          shell: unreachable('https://cdn.test/shell.json'),
          remotes: { mf_admin_content: unreachable('https://cdn.test/content/mf-manifest.json') },
        }),
      );
      expect(verdict.failures).toEqual([
        'the deployed shell: cannot read https://cdn.test/shell.json: HTTP 404 Not Found',
        'deployed mf_admin_content: cannot read https://cdn.test/content/mf-manifest.json: HTTP 404 Not Found',
      ]);
    });

    it('lets a remote replace a deployed version that cannot be read, noting that dropped pages are unknown', () => {
      const gone = unreachable('https://cdn.test/inquiries/1.0/mf-manifest.json');
      expect(canDeploy(shipping(), deployment({ remotes: { mf_admin_inquiries: gone } }))).toEqual({
        failures: [],
        notes: [
          'deployed mf_admin_inquiries: cannot read https://cdn.test/inquiries/1.0/mf-manifest.json: HTTP 404 Not Found; the pages the new build drops cannot be listed',
        ],
      });
    });
  });
});
