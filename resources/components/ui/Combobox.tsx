import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { InputError } from './InputError';

const SEARCH_DELAY_MS = 200;

interface ComboboxProps<Option> {
  label: string;
  hint?: string;
  error?: string;
  disabled?: boolean;
  required?: boolean;
  /** The chosen option; typing something else clears it (onSelect(null)) until a new one is chosen. */
  selected: Option | null;
  onSelect: (option: Option | null) => void;
  /** Asks for the options matching the text (the server's search); `signal` aborts a stale request. */
  search: (text: string, signal: AbortSignal) => Promise<Option[]>;
  optionKey: (option: Option) => string | number;
  optionLabel: (option: Option) => string;
  /** What the live region says about a result: "3 post codes found", "No post code matches". */
  resultsMessage: (count: number) => string;
}

/**
 * A text box that searches as you type and offers a list to choose from (the ARIA 1.2 combobox
 * pattern): arrows move through the options, Enter chooses, Escape closes, and a live region
 * announces how many options were found.
 */
export function Combobox<Option>({ label, hint, error, disabled, required, selected, onSelect, search, optionKey, optionLabel, resultsMessage }: ComboboxProps<Option>) {
  const id = useId();
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [text, setText] = useState(selected ? optionLabel(selected) : '');
  const [options, setOptions] = useState<Option[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState('');
  const timer = useRef<number | undefined>(undefined);
  const request = useRef<AbortController | null>(null);
  useEffect(() => () => {
    window.clearTimeout(timer.current);
    request.current?.abort();
  }, []);

  const find = (value: string) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(async () => {
      request.current?.abort();
      const controller = new AbortController();
      request.current = controller;
      try {
        const found = await search(value, controller.signal);
        setOptions(found);
        setActive(-1);
        setOpen(found.length > 0);
        setStatus(resultsMessage(found.length));
      } catch (reason) {
        if (!controller.signal.aborted) throw reason;
      }
    }, SEARCH_DELAY_MS);
  };

  const choose = (option: Option) => {
    onSelect(option);
    setText(optionLabel(option));
    setOpen(false);
    setStatus('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return find(text);
      const down = event.key === 'ArrowDown';
      // From no active option, down starts at the first and up at the last; then both wrap around.
      setActive((current) => (current < 0 ? (down ? 0 : options.length - 1) : (current + (down ? 1 : -1) + options.length) % options.length));
    } else if (event.key === 'Enter' && open && options[active]) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  const optionId = (index: number) => `${id}-option-${index}`;
  return (
    <div className="relative">
      <label htmlFor={id} className="block text-sm font-medium text-gray-900 dark:text-gray-100">
        {label}
      </label>
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        aria-required={required || undefined}
        disabled={disabled}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (selected) onSelect(null);
          find(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        className="mt-2 block w-full rounded-lg border border-gray-400 bg-white px-3 py-2 text-gray-900 shadow-sm placeholder:text-gray-500 focus:border-indigo-600 focus:outline-2 focus:outline-indigo-600 aria-invalid:border-red-600 disabled:opacity-60 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100 dark:focus:border-indigo-400 dark:focus:outline-indigo-400"
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!open}
        className="absolute z-10 mt-1 max-h-64 w-full overflow-auto rounded-lg border border-gray-300 bg-white py-1 shadow-lg dark:border-gray-700 dark:bg-gray-900"
      >
        {options.map((option, index) => (
          <li
            key={optionKey(option)}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // Keeps the focus in the text box, so choosing with the mouse does not close the list first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option)}
            className={`cursor-pointer px-3 py-2 text-sm ${index === active ? 'bg-indigo-700 text-white dark:bg-indigo-400 dark:text-gray-950' : 'text-gray-900 dark:text-gray-100'}`}
          >
            {optionLabel(option)}
          </li>
        ))}
      </ul>
      <p role="status" className="sr-only">
        {status}
      </p>
      {hint && (
        <p id={hintId} className="mt-2 text-sm text-gray-600 dark:text-gray-300">
          {hint}
        </p>
      )}
      <InputError id={errorId} message={error} />
    </div>
  );
}
