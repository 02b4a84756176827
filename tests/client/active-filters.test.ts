import { describe, expect, it } from 'vitest';
import { activeFilterCount } from '../../resources/lib/active-filters';

const LIST = { search: '', sort: 'name', direction: 'asc', page: 3, perPage: 50 } as const;

describe('activeFilterCount', () => {
  it('counts nothing for a list shown in another order, page or page size', () => {
    expect(activeFilterCount({ ...LIST, direction: 'desc', role: '' })).toBe(0);
  });

  it('counts the search and every extra filter that has a value', () => {
    expect(activeFilterCount({ ...LIST, search: 'sam', role: 'admin', verified: '', trashed: 'with' })).toBe(3);
  });
});
