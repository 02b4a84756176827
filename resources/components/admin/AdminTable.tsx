import { useTranslation } from '../../lib/i18n';
import type { ListFilters } from '../../../common/types/list';
import { SortHeader } from '../ui/SortHeader';
import type { Column } from './AdminList';

interface AdminTableProps<Item> {
  items: readonly Item[];
  columns: readonly Column<Item>[];
  rowKey: (item: Item) => number | string;
  filters: ListFilters;
  onSort: (column: string) => void;
}

/**
 * The rows of an admin list: a table from `sm` up, and below it one card per row (the first column as
 * its heading, the others as "label: value" lines; a selection box first sits beside the heading), in
 * the same DOM. Changing a table's display makes browsers drop its semantics, hence the explicit roles.
 * On phones the header row stays as a bar of the sort buttons; the other headers are kept for screen
 * readers only.
 */
export function AdminTable<Item>({ items, columns, rowKey, filters, onSort }: AdminTableProps<Item>) {
  const { t } = useTranslation();
  const sortable = columns.some((column) => column.sort);
  const headingIndex = columns[0]?.selection ? 1 : 0;
  const cellLayout = (column: Column<Item>, index: number) => {
    if (column.selection) return 'max-sm:float-left max-sm:mr-3 max-sm:pt-1';
    if (index === headingIndex) return 'max-sm:block max-sm:text-base max-sm:font-semibold';
    return 'max-sm:grid max-sm:clear-left max-sm:grid-cols-[minmax(0,7rem)_minmax(0,1fr)] max-sm:gap-x-3';
  };
  return (
    // `relative`: screen-reader-only text in the cells (absolutely positioned) stays inside the box
    // instead of widening the page on a phone.
    <div className="relative rounded-2xl border border-gray-200 sm:overflow-x-auto dark:border-gray-800">
      <table role="table" className="block w-full divide-y divide-gray-200 text-sm sm:table dark:divide-gray-800">
        {/* The roles are not redundant here: the display change below `sm` drops the implicit ones. */}
        {/* eslint-disable-next-line jsx-a11y/no-redundant-roles */}
        <thead
          role="rowgroup"
          className={`bg-gray-50 dark:bg-gray-900 ${sortable ? 'block rounded-t-2xl sm:table-header-group' : 'max-sm:sr-only'}`}
        >
          <tr
            role="row"
            data-sort-hint={t('admin.list.sortHint')}
            className="max-sm:flex max-sm:flex-wrap max-sm:items-center max-sm:gap-2 max-sm:px-4 max-sm:py-3 max-sm:before:text-gray-700 max-sm:before:content-[attr(data-sort-hint)] dark:max-sm:before:text-gray-300"
          >
            {columns.map((column) =>
              column.sort ? (
                <SortHeader
                  key={column.label}
                  label={column.label}
                  column={column.sort}
                  sort={filters.sort}
                  direction={filters.direction}
                  onSort={onSort}
                />
              ) : (
                <th
                  key={column.label}
                  role="columnheader"
                  scope="col"
                  className="px-4 py-3 text-left font-semibold text-gray-900 max-sm:sr-only dark:text-white"
                >
                  {column.label}
                </th>
              ),
            )}
          </tr>
        </thead>
        {/* eslint-disable-next-line jsx-a11y/no-redundant-roles */}
        <tbody role="rowgroup" className="block divide-y divide-gray-200 sm:table-row-group dark:divide-gray-800">
          {items.map((item) => (
            <tr key={rowKey(item)} role="row" className="max-sm:flow-root max-sm:space-y-1.5 max-sm:px-4 max-sm:py-3">
              {columns.map((column, index) => (
                <td
                  key={column.label}
                  // eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role -- a cell, not a grid's
                  role="cell"
                  className={`text-gray-800 sm:px-4 sm:py-3 dark:text-gray-200 ${cellLayout(column, index)}`}
                >
                  {index > headingIndex && (
                    <span aria-hidden="true" className="font-medium text-gray-600 sm:hidden dark:text-gray-400">
                      {column.label}
                    </span>
                  )}
                  <div className="max-sm:min-w-0 max-sm:wrap-anywhere">{column.cell(item)}</div>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
