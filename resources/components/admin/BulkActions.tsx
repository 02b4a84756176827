import { router } from '@inertiajs/react';
import { useState } from 'react';
import { useSharedProps } from '../../hooks/use-shared-props';
import { Button, type ButtonVariant } from '../ui/Button';
import { CheckboxField } from '../ui/CheckboxField';
import { InputError } from '../ui/InputError';

export interface BulkAction {
  name: string;
  label: string;
  variant?: ButtonVariant;
  /** Asked before the action runs (e.g. for deleting); it runs only when the user agrees. */
  confirmation?: (count: number) => string;
}

interface BulkActionsProps {
  /** Names the toolbar for assistive technology. */
  label: string;
  url: string;
  actions: readonly BulkAction[];
  selected: readonly number[];
  /** Every id on the page, for "select all". */
  pageIds: readonly number[];
  onSelect: (ids: number[]) => void;
  selectAllLabel: string;
  countLabel: (count: number) => string;
}

/** One action on the selected rows of an admin list: POST { action, ids } to `url`; errors come back on `ids`/`action`. */
export function BulkActions({
  label,
  url,
  actions,
  selected,
  pageIds,
  onSelect,
  selectAllLabel,
  countLabel,
}: BulkActionsProps) {
  const { errors } = useSharedProps();
  const error = [errors.ids, errors.action].find((message): message is string => typeof message === 'string');
  const [processing, setProcessing] = useState(false);
  const allSelected = pageIds.length > 0 && pageIds.every((id) => selected.includes(id));
  const run = (action: BulkAction) => {
    if (action.confirmation && !window.confirm(action.confirmation(selected.length))) return;
    router.post(
      url,
      { action: action.name, ids: [...selected] },
      {
        preserveScroll: true,
        onStart: () => setProcessing(true),
        onFinish: () => setProcessing(false),
        onSuccess: () => onSelect([]),
      },
    );
  };
  return (
    <div
      role="toolbar"
      aria-label={label}
      className="mb-4 flex flex-wrap items-center gap-3 rounded-2xl bg-gray-50 px-4 py-3 dark:bg-gray-900"
    >
      <CheckboxField
        label={selectAllLabel}
        checked={allSelected}
        onChange={(event) => onSelect(event.target.checked ? [...pageIds] : [])}
        disabled={pageIds.length === 0}
      />
      <span className="text-sm text-gray-700 dark:text-gray-300" aria-live="polite">
        {countLabel(selected.length)}
      </span>
      <span className="flex flex-wrap gap-2">
        {actions.map((action) => (
          <Button
            key={action.name}
            variant={action.variant ?? 'secondary'}
            onClick={() => run(action)}
            disabled={processing || selected.length === 0}
          >
            {action.label}
          </Button>
        ))}
      </span>
      <InputError message={error} />
    </div>
  );
}
