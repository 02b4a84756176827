import type { AttendeeCare, EventCareSection } from '../../../../common/types/care.js';
import type { AppContext } from '../../../context.js';
import type { AuditActor } from '../../audit/index.js';
import { isCareVisible, readEventCare } from '../../care/index.js';

/** `?care=1` asks for the care details: on the page to show them, on the export to add the columns. */
export const asksForCare = (query: unknown): boolean =>
  typeof query === 'object' && query !== null && (query as Record<string, unknown>).care === '1';

/** Who asks for the care details of which event, for the attendees on a page or in an export. */
interface CareRequest {
  actor: AuditActor;
  event: { id: number; title: string; endsAt: Date };
  ticketIds: readonly number[];
}

type CareContext = Pick<AppContext, 'db' | 'now' | 'config'>;

/**
 * The care part of the admin event page: hidden once the retention passed, otherwise offered, and
 * shown (and audited) only for the attendees on this page when the viewer asked for it.
 */
export async function eventCareSection(
  { db, now, config }: CareContext,
  { actor, event, ticketIds, requested }: CareRequest & { requested: boolean },
): Promise<EventCareSection> {
  const visibleDays = config.careVisibleDays;
  if (!isCareVisible(event.endsAt, now(), visibleDays)) return { state: 'hidden', days: visibleDays };
  if (!requested) return { state: 'available' };
  const byTicket = await readEventCare(db, { actor, via: 'page' }, event, ticketIds);
  return { state: 'shown', byTicket: Object.fromEntries(byTicket) };
}

/** The care details for an export, or null when the retention passed (the export then refuses). */
export async function exportCare(
  { db, now, config }: CareContext,
  { actor, event, ticketIds }: CareRequest,
): Promise<Map<number, AttendeeCare> | null> {
  if (!isCareVisible(event.endsAt, now(), config.careVisibleDays)) return null;
  return readEventCare(db, { actor, via: 'csv' }, event, ticketIds);
}
