import { CheckboxField } from '../ui/CheckboxField';
import { InputError } from '../ui/InputError';

interface CheckboxGroupProps {
  legend: string;
  options: readonly string[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  disabled?: boolean;
  /** Options shown as they are but not changeable (permissions the editor does not hold). */
  locked?: readonly string[];
  error?: string;
}

/** A fieldset of checkboxes choosing names from a list (roles of a member, permissions of a role). */
export function CheckboxGroup({
  legend,
  options,
  selected,
  onChange,
  disabled,
  locked = [],
  error,
}: CheckboxGroupProps) {
  const toggle = (name: string, checked: boolean) =>
    onChange(checked ? [...selected, name] : selected.filter((chosen) => chosen !== name));
  return (
    <fieldset className="rounded-xl border border-gray-200 p-4 dark:border-gray-800">
      <legend className="px-1 text-sm font-semibold text-gray-900 dark:text-white">{legend}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {options.map((name) => (
          <CheckboxField
            key={name}
            label={name}
            name={name}
            checked={selected.includes(name)}
            disabled={disabled || locked.includes(name)}
            onChange={(event) => toggle(name, event.target.checked)}
          />
        ))}
      </div>
      <InputError message={error} />
    </fieldset>
  );
}
