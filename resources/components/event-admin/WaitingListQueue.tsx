import { router } from '@inertiajs/react';
import { useState } from 'react';
import type { WaitingListRow } from '../../../common/types/waiting-list';
import { focusIdAfterRender } from '../../lib/focus-after-render';
import { formatDateTime } from '../../lib/format-date';
import { useTranslation } from '../../lib/i18n';
import { routes } from '../../lib/routes';
import { Badge } from '../admin/Badge';
import { Button } from '../ui/Button';

const moveButtonId = (row: WaitingListRow, direction: 'up' | 'down') => `waiting-${row.id}-${direction}`;

/**
 * The event's waiting list for its organisers (SPEC §13): open offers, then the queue in order, with
 * "Move up", "Move down" and "Offer a place now" (which adds a place when none is free). A move keeps
 * focus on the button pressed, wherever its row went (at either end it is only marked unavailable, so it
 * keeps focus), and says where the row is now.
 */
export function WaitingListQueue({ eventId, rows }: { eventId: number; rows: WaitingListRow[] }) {
  const { t } = useTranslation();
  const [moved, setMoved] = useState<number | null>(null);
  if (rows.length === 0) return <p className="text-sm text-gray-700 dark:text-gray-300">{t('admin.waiting.none')}</p>;
  const queued = rows.filter((row) => row.position !== null);
  const move = (row: WaitingListRow, direction: 'up' | 'down') =>
    router.post(
      routes.admin.events.waitingMove(eventId, row.id),
      { direction },
      {
        preserveScroll: true,
        onSuccess: () => {
          setMoved(row.id);
          focusIdAfterRender(moveButtonId(row, direction));
        },
      },
    );
  const movedRow = rows.find((row) => row.id === moved && row.position !== null);
  const offer = (row: WaitingListRow) => {
    if (window.confirm(t('admin.waiting.offerConfirm', { name: row.name })))
      router.post(routes.admin.events.waitingOffer(eventId, row.id), {}, { preserveScroll: true });
  };
  return (
    <div className="max-w-5xl space-y-4">
      <p className="text-sm text-gray-600 dark:text-gray-300">{t('admin.waiting.intro')}</p>
      <p role="status" className="sr-only">
        {movedRow ? t('admin.waiting.moved', { name: movedRow.name, position: movedRow.position ?? '' }) : ''}
      </p>
      <ol
        aria-label={t('admin.waiting.title')}
        className="divide-y divide-gray-200 rounded-xl border border-gray-200 dark:divide-gray-700 dark:border-gray-700"
      >
        {rows.map((row) => (
          <li key={row.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
            <div>
              <p className="flex flex-wrap items-center gap-2 font-medium text-gray-900 dark:text-white">
                {row.position !== null && <span>{t('admin.waiting.position', { position: row.position })}</span>}
                {row.name}
                {row.minor && <Badge tone="warning">{t('admin.waiting.minor')}</Badge>}
                {row.offerUntil && (
                  <Badge tone="info">{t('admin.waiting.offeredUntil', { date: formatDateTime(row.offerUntil) })}</Badge>
                )}
              </p>
              <p className="text-sm text-gray-700 dark:text-gray-300">
                {row.addedBy
                  ? t('admin.waiting.joinedBy', { date: formatDateTime(row.joinedAt), guardian: row.addedBy })
                  : t('admin.waiting.joined', { date: formatDateTime(row.joinedAt) })}
              </p>
            </div>
            {row.position !== null && (
              <div className="flex flex-wrap gap-2">
                <MoveButton
                  id={moveButtonId(row, 'up')}
                  unavailable={row.position === 1}
                  label={t('admin.waiting.moveUpLabel', { name: row.name })}
                  onMove={() => move(row, 'up')}
                >
                  {t('admin.questions.moveUp')}
                </MoveButton>
                <MoveButton
                  id={moveButtonId(row, 'down')}
                  unavailable={row.position === queued.length}
                  label={t('admin.waiting.moveDownLabel', { name: row.name })}
                  onMove={() => move(row, 'down')}
                >
                  {t('admin.questions.moveDown')}
                </MoveButton>
                <Button onClick={() => offer(row)} aria-label={t('admin.waiting.offerLabel', { name: row.name })}>
                  {t('admin.waiting.offer')}
                </Button>
              </div>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}

/** Marked unavailable at the list's end rather than disabled, so a row moved there keeps focus on it. */
function MoveButton({
  id,
  unavailable,
  label,
  onMove,
  children,
}: {
  id: string;
  unavailable: boolean;
  label: string;
  onMove: () => void;
  children: string;
}) {
  return (
    <Button
      id={id}
      variant="secondary"
      aria-disabled={unavailable || undefined}
      aria-label={label}
      className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
      onClick={() => {
        if (!unavailable) onMove();
      }}
    >
      {children}
    </Button>
  );
}
