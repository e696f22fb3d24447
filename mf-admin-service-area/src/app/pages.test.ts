import { findRemote } from '../../../stack.config';
import { PAGES } from './pages';

it('the standalone app mounts every page this remote exposes', () => {
  expect(PAGES.map((page) => page.expose).sort()).toEqual(
    Object.keys(findRemote('mf-admin-service-area').exposes).sort(),
  );
});
