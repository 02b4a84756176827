import type { ReactNode } from 'react';
import { useDisclosure } from '../hooks/use-disclosure';
import { activeFilterCount } from '../lib/active-filters';
import { useTranslation } from '../lib/i18n';
import type { ListFilters } from '../../common/types/list';
import { FilterIcon } from './icons';

/**
 * The search form of a list. From `sm` it is always shown; on phones it waits behind a "Filters"
 * button (saying how many filters are in use) so the results come first.
 */
export function FilterPanel({
  label,
  filters,
  className,
  children,
}: {
  /** Names the search form for assistive technology. */
  label: string;
  /** The filters the server applied: the count follows what the list shows. */
  filters: ListFilters;
  /** Grid columns and spacing of the fields from `sm`. */
  className: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const disclosure = useDisclosure();
  const count = activeFilterCount(filters);
  return (
    <div className="mb-6 sm:mb-8">
      <button
        {...disclosure.buttonProps}
        className="inline-flex items-center gap-2 rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm font-medium text-gray-800 hover:bg-gray-50 sm:hidden dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100 dark:hover:bg-gray-800"
      >
        <FilterIcon className="size-4" />
        {t('common.filters')}
        {count > 0 && (
          <>
            <span
              aria-hidden="true"
              className="rounded-full bg-indigo-700 px-2 py-0.5 text-xs font-semibold text-white dark:bg-indigo-400 dark:text-gray-950"
            >
              {count}
            </span>
            <span className="sr-only">({t('common.filtersActive', { count })})</span>
          </>
        )}
      </button>
      <div {...disclosure.panelProps} className={`${disclosure.open ? 'block' : 'hidden'} mt-4 sm:mt-0 sm:block`}>
        <form
          role="search"
          aria-label={label}
          onSubmit={(event) => event.preventDefault()}
          className={`grid gap-4 ${className}`}
        >
          {children}
        </form>
      </div>
    </div>
  );
}
