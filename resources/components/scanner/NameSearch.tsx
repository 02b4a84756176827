import { useEffect, useRef, useState } from 'react';
import {
  MIN_DOOR_SEARCH,
  type DoorDirection,
  type DoorSearchResponse,
  type DoorSearchResult,
} from '../../../common/types/scanner';
import { useTranslation } from '../../lib/i18n';
import { routes } from '../../lib/routes';
import { DoorAccessEnded, doorFetch } from '../../lib/scanner/api';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';

/** How long typing pauses before the search runs. */
const SEARCH_DELAY_MS = 250;

/**
 * Check-in by name (SPEC §11): search this event's ticket holders, then let one in or out with a tap.
 * A search the server refuses (the door invitation closed, the session ended) calls `onAccessEnded`.
 */
export function NameSearch({
  eventId,
  direction,
  onAdmit,
  onAccessEnded,
}: {
  eventId: number;
  direction: DoorDirection;
  onAdmit: (ticketId: number) => Promise<void>;
  onAccessEnded: () => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [results, setResults] = useState<DoorSearchResult[] | null>(null);
  const box = useRef<HTMLInputElement>(null);
  const ended = useRef(onAccessEnded);
  ended.current = onAccessEnded;
  const query = text.trim();

  useEffect(() => {
    if (query.length < MIN_DOOR_SEARCH) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const url = `${routes.admin.events.doorSearch(eventId)}?${new URLSearchParams({ q: query })}`;
      doorFetch(url, { signal: controller.signal })
        .then((response) => (response.ok ? (response.json() as Promise<DoorSearchResponse>) : null))
        .then((answer) => setResults(answer?.results ?? []))
        .catch((error: unknown) => {
          if (error instanceof DoorAccessEnded) ended.current();
        });
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [eventId, query]);

  const shown = query.length >= MIN_DOOR_SEARCH ? results : null;
  const found =
    shown === null
      ? ''
      : shown.length === 0
        ? t('scanner.search.none')
        : shown.length === 1
          ? t('scanner.search.foundOne')
          : t('scanner.search.found', { count: shown.length });
  return (
    <section aria-labelledby="name-search-heading" className="mt-6">
      <h2 id="name-search-heading" className="text-lg font-semibold text-gray-900 dark:text-white">
        {t('scanner.search.heading')}
      </h2>
      <TextField
        className="mt-3"
        type="search"
        label={t('scanner.search.label')}
        hint={t('scanner.search.hint')}
        ref={box}
        value={text}
        onChange={(event) => setText(event.target.value)}
        autoComplete="off"
      />
      {/* Always present, so screen readers announce each search's outcome as it changes. */}
      <p role="status" className={found ? 'mt-3 text-gray-700 dark:text-gray-300' : 'sr-only'}>
        {found}
      </p>
      {shown && shown.length > 0 && (
        <ul aria-label={t('scanner.search.results')} className="mt-3 divide-y divide-gray-200 dark:divide-gray-800">
          {shown.map((result) => (
            <li key={result.ticketId} className="flex flex-wrap items-center justify-between gap-3 py-2">
              <span className="text-gray-900 dark:text-white">
                {result.name}
                {result.minor && <span className="ml-2 text-sm font-semibold">({t('scanner.verdict.minor')})</span>}
                <span className="ml-2 text-sm text-gray-600 dark:text-gray-300">
                  {t(result.inside ? 'scanner.search.inside' : 'scanner.search.outside')}
                </span>
              </span>
              <Button
                variant="secondary"
                onClick={() => {
                  void onAdmit(result.ticketId).then(() => setText(''));
                  setResults(null);
                  // The results and this button are gone: ready for the next name.
                  box.current?.focus();
                }}
              >
                {t(direction === 'exit' ? 'scanner.search.checkOut' : 'scanner.search.checkIn', { name: result.name })}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
