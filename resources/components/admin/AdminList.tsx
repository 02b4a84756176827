import type { ReactNode } from 'react';
import { useListFilters } from '../../hooks/use-list-filters';
import { useTranslation } from '../../lib/i18n';
import type { ListFilters, Paginated } from '../../../common/types/list';
import { FilterPanel } from '../FilterPanel';
import { EmptyState } from '../ui/EmptyState';
import { Pagination } from '../ui/Pagination';
import { SelectField } from '../ui/SelectField';
import { SortHeader } from '../ui/SortHeader';
import { TextField } from '../ui/TextField';

const PER_PAGE_CHOICES = [10, 25, 50];

export interface Column<Item> {
  label: string;
  /** The server's sort column, when the list can be sorted by this one. */
  sort?: string;
  cell: (item: Item) => ReactNode;
}

export type FilterControls = (
  values: ListFilters,
  update: (name: string, value: string, typed?: boolean) => void,
) => ReactNode;

export interface AdminListProps<Item> {
  /** Names the search form for assistive technology. */
  label: string;
  /** The list's URL: filters and sorting reload it with a new query string. */
  url: string;
  list: Paginated<Item>;
  filters: ListFilters;
  columns: readonly Column<Item>[];
  rowKey: (item: Item) => number | string;
  /** More filter fields beside the search box (role, verified state…). */
  filterControls?: FilterControls;
}

/** A server-paginated list: search, filters, sortable columns and pagination, all kept in the URL. */
export function AdminList<Item>({ label, url, list, filters, columns, rowKey, filterControls }: AdminListProps<Item>) {
  const { t } = useTranslation();
  const { values, update, sortBy } = useListFilters(url, filters);
  return (
    <>
      <FilterPanel label={label} filters={filters} className="sm:grid-cols-2 lg:grid-cols-4">
        <TextField
          label={t('admin.list.search')}
          type="search"
          name="search"
          value={String(values.search)}
          onChange={(event) => update('search', event.target.value)}
          className="sm:col-span-2"
        />
        {filterControls?.(values, update)}
        <SelectField
          label={t('admin.list.perPage')}
          name="perPage"
          value={String(values.perPage)}
          options={PER_PAGE_CHOICES.map((choice) => ({ value: String(choice), label: String(choice) }))}
          onChange={(event) => update('perPage', event.target.value)}
        />
      </FilterPanel>
      {list.data.length === 0 ? (
        <EmptyState message={t('admin.list.empty')} />
      ) : (
        // `relative`: screen-reader-only text in the cells (absolutely positioned) stays inside the scrolling
        // box instead of widening the page on a phone.
        <div className="relative overflow-x-auto rounded-2xl border border-gray-200 dark:border-gray-800">
          <table className="min-w-full divide-y divide-gray-200 text-sm dark:divide-gray-800">
            <thead className="bg-gray-50 dark:bg-gray-900">
              <tr>
                {columns.map((column) =>
                  column.sort ? (
                    <SortHeader
                      key={column.label}
                      label={column.label}
                      column={column.sort}
                      sort={filters.sort}
                      direction={filters.direction}
                      onSort={sortBy}
                    />
                  ) : (
                    <th
                      key={column.label}
                      scope="col"
                      className="px-4 py-3 text-left font-semibold text-gray-900 dark:text-white"
                    >
                      {column.label}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-200 dark:divide-gray-800">
              {list.data.map((item) => (
                <tr key={rowKey(item)}>
                  {columns.map((column) => (
                    <td key={column.label} className="px-4 py-3 text-gray-800 dark:text-gray-200">
                      {column.cell(item)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination list={list} />
    </>
  );
}
