import { weekdayOrdinal, type SeriesRule } from '../../../common/series.js';
import type { AppConfig } from '../../config.js';
import type { AppContext } from '../../context.js';
import { uniqueSlug } from '../../content/slugs.js';
import { RecordNotFound } from '../../domain-errors.js';
import { ValidationFailed } from '../../http/validation.js';
import { recordAudit, type AuditActor } from '../audit/index.js';
import { presentTags, setEventTags } from '../tags/index.js';
import { checkedSeriesDates } from './schema.js';
import { localDateOf, timesOn } from './times.js';

/** What each date of a series copies from the first: everything but its slug, times, tickets and door. */
const copiedSelect = {
  id: true,
  title: true,
  slug: true,
  summary: true,
  description: true,
  startsAt: true,
  endsAt: true,
  locationId: true,
  capacity: true,
  registrationOpensAt: true,
  registrationClosesAt: true,
  minimumAge: true,
  status: true,
  coverImage: true,
  coverImageAlt: true,
  reminderHours: true,
  claimWindowHours: true,
  tagList: true,
  seriesId: true,
  questions: {
    orderBy: { position: 'asc' },
    select: { position: true, label: true, kind: true, required: true, options: true },
  },
} as const;

/**
 * A cancelled event is not repeated: its dates would copy the cancellation and show as cancelled events
 * that never were on. The organiser publishes it again first, or repeats an event that is on.
 */
const CANCELLED = new ValidationFailed({
  frequency: 'A cancelled event cannot be repeated: publish it again first, or repeat an event that is on.',
});

/**
 * Makes the event the first date of a series: one new event per further date the rule gives, each with
 * the first's content, questions and tags, the same wall-clock times on its own date (SPEC §13), and its
 * own slug (`first-slug-2026-03-31`). Audited once per new date, in one transaction; an event already in a
 * series (or claimed by another request meanwhile), or cancelled, is refused.
 */
export async function createSeries(
  { db, config: { timeZone } }: Pick<AppContext, 'db'> & { config: Pick<AppConfig, 'timeZone'> },
  { actor, eventId, rule }: { actor: AuditActor | null; eventId: number; rule: SeriesRule },
): Promise<number[]> {
  const first = await db.event.findUnique({ where: { id: eventId }, select: copiedSelect });
  if (!first) throw new RecordNotFound();
  const inSeries = () => new ValidationFailed({ frequency: 'This event is already part of a series.' });
  if (first.seriesId !== null) throw inSeries();
  if (first.status === 'cancelled') throw CANCELLED;
  const dates = checkedSeriesDates(localDateOf(first.startsAt, timeZone), rule);
  if ('error' in dates) throw new ValidationFailed(dates.error);
  const { id: _id, slug, seriesId: _seriesId, questions, tagList, ...content } = first;
  return db.$transaction(async (tx) => {
    const firstDate = localDateOf(first.startsAt, timeZone);
    const series = await tx.eventSeries.create({
      data: {
        ...rule,
        skipped: JSON.stringify(rule.skipped),
        weekday: new Date(`${firstDate}T00:00:00Z`).getUTCDay(),
        ordinal: rule.frequency === 'monthly' ? weekdayOrdinal(firstDate) : null,
      },
      select: { id: true },
    });
    // Claimed only while still outside a series: a double submit read it outside one too, and would
    // otherwise make a second series and leave the first one's dates in a series nothing points to.
    // The status too: an event cancelled meanwhile would pass its cancellation on to every new date.
    const { count } = await tx.event.updateMany({
      where: { id: first.id, seriesId: null, status: { not: 'cancelled' } },
      data: { seriesId: series.id },
    });
    if (count === 0) throw (await tx.event.count({ where: { id: first.id, seriesId: null } })) ? CANCELLED : inSeries();
    const created: number[] = [];
    for (const date of dates.slice(1)) {
      const times = timesOn(date, first, timeZone);
      const data = {
        ...content,
        slug: await uniqueSlug(tx, 'event', `${slug}-${date}`),
        startsAt: times.startsAt,
        endsAt: times.endsAt,
        registrationOpensAt: times.shift(first.registrationOpensAt),
        registrationClosesAt: times.shift(first.registrationClosesAt),
        seriesId: series.id,
      };
      const event = await tx.event.create({ data, select: { id: true } });
      await setEventTags(
        tx,
        event.id,
        presentTags(tagList).map(({ name }) => name),
      );
      await tx.eventQuestion.createMany({ data: questions.map((question) => ({ ...question, eventId: event.id })) });
      await recordAudit(tx, {
        actor,
        action: 'event.created',
        subject: { type: 'event', id: event.id, label: data.title },
        after: { ...data, series: series.id },
      });
      created.push(event.id);
    }
    return created;
  });
}
