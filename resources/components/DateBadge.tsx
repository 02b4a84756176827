import { calendarParts } from '../lib/format-date';

/** A small calendar leaf (day over month); decorative, the full date is in the card text. */
export function DateBadge({ iso }: { iso: string }) {
  const { day, month } = calendarParts(iso);
  return (
    <div
      aria-hidden="true"
      className="flex size-14 shrink-0 flex-col items-center justify-center rounded-xl bg-indigo-50 text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200"
    >
      <span className="text-xl font-bold leading-none">{day}</span>
      <span className="mt-1 text-xs font-semibold uppercase tracking-wide">{month}</span>
    </div>
  );
}
