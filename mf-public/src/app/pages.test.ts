import { parseRemoteDeclaration, FEDERATION_CONTRACT } from 'shared-contracts';
import { REMOTE } from './pages';

describe('the public pages this remote declares', () => {
  it('are the navigation of spec section 2, in menu order', () => {
    expect(REMOTE.pages.map((page) => [page.path, page.label])).toEqual([
      ['/', 'Home'],
      ['/services', 'Services'],
      ['/gallery', 'Gallery'],
      ['/contact', 'Contact'],
    ]);
  });

  it('form a declaration the shell accepts, each page stating the reads of its first view', () => {
    const parsed = parseRemoteDeclaration({ ...REMOTE, contract: FEDERATION_CONTRACT, extensions: [], shared: {} });
    expect(parsed).toMatchObject({ ok: true });
    for (const page of REMOTE.pages) expect(page.reads).toContain('/api/content/contact');
  });
});
