import { kindOf, planFor, VERIFIABLE_PACKAGES } from './plan';

test('a remote is checked with its own journeys and the composition ones, against the reference', () => {
  expect(planFor('mf-admin-inquiries')).toEqual({
    pkg: 'mf-admin-inquiries',
    kind: 'remote',
    filter: 'mf-admin-inquiries',
    usesReference: true,
    deployCheck: 'remote',
    journeys: ['composition', 'mf-admin-inquiries'],
  });
});

test('the shell checks every reference remote against its new shell.json', () => {
  expect(planFor('shell')).toMatchObject({
    usesReference: true,
    deployCheck: 'shell',
    journeys: ['composition', 'shell'],
  });
});

test('a library is checked through every package built on it, with every journey, against this tree', () => {
  expect(planFor('web-kit')).toMatchObject({ filter: '...web-kit', usesReference: false, journeys: 'all' });
  expect(planFor('shared-contracts')).toMatchObject({ filter: '...shared-contracts', journeys: 'all' });
  // Every build writes its headers with the shell's server, and every journey goes through it.
  expect(planFor('shell-server')).toMatchObject({ filter: '...shell-server', usesReference: false, journeys: 'all' });
});

test('tooling runs no journeys; an unknown package is refused with the list', () => {
  expect(planFor('stack').journeys).toEqual([]);
  expect(() => kindOf('mf-reports')).toThrow(/unknown package "mf-reports": one of shell, api, mf-public/);
  expect(VERIFIABLE_PACKAGES).toHaveLength(11);
});
