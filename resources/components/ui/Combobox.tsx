import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { CONTROL_CLASS, FieldFrame, useFieldIds } from './FieldFrame';

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
export function Combobox<Option>({
  label,
  hint,
  error,
  disabled,
  required,
  selected,
  onSelect,
  search,
  optionKey,
  optionLabel,
  resultsMessage,
}: ComboboxProps<Option>) {
  const ids = useFieldIds(hint, error);
  const { id } = ids;
  const listId = `${id}-list`;
  const [text, setText] = useState(selected ? optionLabel(selected) : '');
  const [options, setOptions] = useState<Option[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState('');
  const timer = useRef<number | undefined>(undefined);
  const request = useRef<AbortController | null>(null);
  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
      request.current?.abort();
    },
    [],
  );

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
      setActive((current) =>
        current < 0 ? (down ? 0 : options.length - 1) : (current + (down ? 1 : -1) + options.length) % options.length,
      );
    } else if (event.key === 'Enter' && open && options[active]) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const optionId = (index: number) => `${id}-option-${index}`;
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} className="relative">
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        {...ids.describe}
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
        className={CONTROL_CLASS}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!open}
        className="absolute z-10 mt-1 max-h-64 w-full overflow-auto rounded-lg border border-gray-300 bg-white py-1 shadow-lg dark:border-gray-700 dark:bg-gray-900"
      >
        {options.map((option, index) => (
          // The keys are the text box's (arrows, Enter, Escape): the listbox pattern keeps the focus there.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
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
    </FieldFrame>
  );
}
