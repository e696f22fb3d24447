import type { ServiceAreaEntry } from 'shared-contracts';
import {
  addEntry,
  diffEntries,
  entriesNeedingDetails,
  filterEntries,
  removeEntry,
  replaceEntry,
} from './zip-list';

const e = (zip_code: string, neighborhood: string | null, region: 'San Antonio' | 'Nearby' = 'San Antonio') =>
  ({ zip_code, neighborhood, region }) satisfies ServiceAreaEntry;

const list = [e('78201', 'Monticello Park'), e('78209', 'Alamo Heights'), e('78023', 'Helotes', 'Nearby')];

describe('list edits', () => {
  it('adds in ZIP order', () => {
    expect(addEntry(list, e('78205', null)).map((x) => x.zip_code)).toEqual([
      '78023',
      '78201',
      '78205',
      '78209',
    ]);
  });

  it('never holds a ZIP twice', () => {
    expect(addEntry(list, e('78201', 'Other')).filter((x) => x.zip_code === '78201')).toEqual([
      e('78201', 'Other'),
    ]);
  });

  it('removes by ZIP', () => {
    expect(removeEntry(list, '78209').map((x) => x.zip_code)).toEqual(['78201', '78023']);
  });

  it('replaces the details of one ZIP', () => {
    expect(replaceEntry(list, e('78209', 'Olmos Park', 'Nearby'))[1]).toEqual(
      e('78209', 'Olmos Park', 'Nearby'),
    );
  });

  it('lists the entries added since the saved list', () => {
    expect(entriesNeedingDetails(list, addEntry(removeEntry(list, '78201'), e('78999', 'New')))).toEqual([
      e('78999', 'New'),
    ]);
  });

  it('lists a ZIP removed and added again with other details', () => {
    const draft = addEntry(removeEntry(list, '78201'), e('78201', 'Woodlawn', 'Nearby'));
    expect(entriesNeedingDetails(list, draft)).toEqual([e('78201', 'Woodlawn', 'Nearby')]);
  });
});

describe('diffEntries', () => {
  it('finds nothing between a list and itself', () => {
    expect(diffEntries(list, [...list])).toEqual({ added: [], removed: [], edited: [] });
  });

  it('tells added, removed and edited entries apart', () => {
    const draft = replaceEntry(addEntry(removeEntry(list, '78201'), e('78999', 'New')), e('78023', 'Helotes', 'San Antonio'));
    expect(diffEntries(list, draft)).toEqual({
      added: [e('78999', 'New')],
      removed: ['78201'],
      edited: [e('78023', 'Helotes', 'San Antonio')],
    });
  });

  it('sees no change once an add is removed again or an edit is put back', () => {
    const draft = removeEntry(addEntry(replaceEntry(list, e('78209', 'Olmos Park')), e('78999', null)), '78999');
    expect(diffEntries(list, replaceEntry(draft, list[1]!))).toEqual({ added: [], removed: [], edited: [] });
  });
});

describe('filterEntries', () => {
  it('keeps everything with no filter', () => {
    expect(filterEntries(list, { search: '', region: 'all' })).toEqual(list);
  });

  it('searches ZIP and neighborhood, case-insensitive', () => {
    expect(filterEntries(list, { search: '7820', region: 'all' })).toHaveLength(2);
    expect(filterEntries(list, { search: ' alamo ', region: 'all' })).toEqual([list[1]]);
  });

  it('filters by neighborhood exactly', () => {
    expect(filterEntries(list, { search: '', neighborhood: 'Helotes', region: 'all' })).toEqual([list[2]]);
  });

  it('the San Antonio Area tab hides Nearby entries', () => {
    expect(filterEntries(list, { search: '', region: 'San Antonio' })).toEqual([list[0], list[1]]);
  });

  it('an entry without neighborhood still matches a ZIP search', () => {
    expect(filterEntries([e('78006', null)], { search: '78006', region: 'all' })).toHaveLength(1);
  });
});
