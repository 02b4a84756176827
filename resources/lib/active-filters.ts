import type { ListFilters } from '../../common/types/list';

/** How a list is shown rather than what it holds: these never count as filters. */
const VIEW_SETTINGS = new Set(['sort', 'direction', 'page', 'perPage']);

/** How many filters of a list's echoed `filters` narrow it (search included); '' means "not used". */
export function activeFilterCount(filters: ListFilters): number {
  return Object.entries(filters).filter(([name, value]) => !VIEW_SETTINGS.has(name) && value !== '').length;
}
