import { useTranslation } from '../../lib/i18n';
import type { SortDirection } from '../../../common/types/list';

interface SortHeaderProps {
  label: string;
  column: string;
  sort: string;
  direction: SortDirection;
  onSort: (column: string) => void;
}

/** A column header that sorts the list by its column, telling assistive technology the current order. */
export function SortHeader({ label, column, sort, direction, onSort }: SortHeaderProps) {
  const { t } = useTranslation();
  const active = sort === column;
  return (
    <th
      role="columnheader"
      scope="col"
      aria-sort={active ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}
      className="px-4 py-3 text-left max-sm:p-0"
    >
      <button
        type="button"
        onClick={() => onSort(column)}
        aria-label={t('list.sortBy', { column: label })}
        className="inline-flex items-center gap-1 font-semibold whitespace-nowrap text-gray-900 hover:text-indigo-800 max-sm:rounded-full max-sm:bg-white max-sm:px-3 max-sm:py-1 max-sm:ring-1 max-sm:ring-gray-300 dark:text-white dark:hover:text-indigo-200 dark:max-sm:bg-gray-950 dark:max-sm:ring-gray-700"
      >
        {label}
        <span aria-hidden="true">{active ? (direction === 'asc' ? '▲' : '▼') : '↕'}</span>
      </button>
    </th>
  );
}
