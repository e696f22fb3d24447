import { satisfy } from '@module-federation/runtime';
import { sharedFit } from 'shared-contracts';
import { sharedFitPlugin } from './shared-fit-plugin.js';

/** A share entry as the MF runtime keeps it once the shell has loaded its copy. */
const loaded = (exports: Record<string, unknown>) => ({ lib: () => exports });

function resolveWith(
  plugin: ReturnType<typeof sharedFitPlugin>,
  pkgName: string,
  version: string,
  entry: { lib?: () => unknown },
) {
  return plugin.resolveShare({ pkgName, version, resolver: () => ({ shared: entry }) }).resolver();
}

const remote = (needs: Parameters<typeof sharedFitPlugin>[0]['needs']) =>
  sharedFitPlugin({ container: 'mf_admin_inquiries', needs }, satisfy);
const ANTD_NEED = { version: '6.6.8', requiredVersion: '^6.6.8' };

describe("a remote's shared-library plugin", () => {
  beforeEach(() => jest.spyOn(console, 'info').mockImplementation(() => undefined));

  it("takes the shell's antd when the loaded copy exports every name the remote imports", () => {
    const entry = loaded({ Button: {}, Table: {} });
    const plugin = remote({ antd: { ...ANTD_NEED, names: ['Button'] } });
    expect(resolveWith(plugin, 'antd', '6.6.8', entry)).toEqual({ shared: entry });
  });

  it("takes its own antd (no entry: the runtime falls back to its build) when the shell's copy lacks a name", () => {
    const entry = loaded({ Button: {}, Table: {} });
    const plugin = remote({ antd: { ...ANTD_NEED, names: ['Button', 'Steps'] } });
    expect(resolveWith(plugin, 'antd', '6.6.8', entry)).toBeUndefined();
    expect(console.info).toHaveBeenCalledWith(
      "[mf_admin_inquiries] uses its own antd 6.6.8; the shell's lacks: Steps",
    );
    // Decided once: later requests of the library keep to the remote's copy.
    expect(resolveWith(plugin, 'antd', '6.6.8', loaded({ Button: {}, Steps: {} }))).toBeUndefined();
  });

  it("takes its own copy when the shell's is not loaded yet, so its names cannot be checked", () => {
    const plugin = remote({ antd: { ...ANTD_NEED, names: ['Button'] } });
    expect(resolveWith(plugin, 'antd', '6.6.8', {})).toBeUndefined();
  });

  it("takes its own copy when the shell's version is out of the remote's range", () => {
    const plugin = remote({ antd: { version: '7.0.0', requiredVersion: '^7.0.0', names: ['Button'] } });
    expect(resolveWith(plugin, 'antd', '6.6.8', loaded({ Button: {} }))).toBeUndefined();
  });

  it('leaves libraries it states no need for to the runtime', () => {
    const entry = loaded({});
    expect(resolveWith(remote({}), 'zustand', '5.1.0', entry)).toEqual({ shared: entry });
  });

  it("decides as sharedFit (what can-deploy runs) for every subset library's case", () => {
    const offers: { version: string; exports?: Record<string, unknown> }[] = [
      { version: '6.6.8', exports: { Button: {}, Steps: {} } },
      { version: '6.6.8', exports: { Button: {} } },
      { version: '6.6.8' },
      { version: '5.9.0', exports: { Button: {}, Steps: {} } },
      { version: '7.0.0', exports: { Button: {}, Steps: {} } },
    ];
    const need = { ...ANTD_NEED, names: ['Button', 'Steps'] };
    for (const { version, exports } of offers) {
      const entry = exports ? loaded(exports) : {};
      const pluginShares = resolveWith(remote({ antd: need }), 'antd', version, entry) !== undefined;
      const offer = { version, ...(exports ? { names: Object.keys(exports) } : {}) };
      expect({ version, exports, pluginShares }).toEqual({
        version,
        exports,
        pluginShares: sharedFit('antd', need, offer, satisfy).kind === 'shared',
      });
    }
  });
});
