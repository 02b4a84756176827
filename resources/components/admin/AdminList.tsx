import type { ReactNode } from 'react';
import { useListFilters } from '../../hooks/use-list-filters';
import { useTranslation } from '../../lib/i18n';
import type { ListFilters, Paginated } from '../../../common/types/list';
import { FilterPanel } from '../FilterPanel';
import { EmptyState } from '../ui/EmptyState';
import { Pagination } from '../ui/Pagination';
import { SelectField } from '../ui/SelectField';
import { TextField } from '../ui/TextField';
import { AdminTable } from './AdminTable';

const PER_PAGE_CHOICES = [10, 25, 50];

export interface Column<Item> {
  label: string;
  /** The server's sort column, when the list can be sorted by this one. */
  sort?: string;
  cell: (item: Item) => ReactNode;
  /** The row's selection box: on a phone it sits beside the card's heading (the next column), not as it. */
  selection?: boolean;
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
        <AdminTable items={list.data} columns={columns} rowKey={rowKey} filters={filters} onSort={sortBy} />
      )}
      <Pagination list={list} />
    </>
  );
}
