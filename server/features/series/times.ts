import { addDays, daysBetween } from '../../../common/series.js';
import { fromZonedInput, toZonedInput } from '../../../common/zoned-time.js';

/** An instant's local date and time (`2026-03-24`, `19:30`) on the organisation's clock. */
function localParts(instant: Date, timeZone: string): { date: string; time: string } {
  const [date = '', time = ''] = toZonedInput(instant.toISOString(), timeZone).split('T');
  return { date, time };
}

/** The local date an event starts on. */
export const localDateOf = (instant: Date, timeZone: string): string => localParts(instant, timeZone).date;

/**
 * The event's wall-clock times moved to another local date: 19:30–22:00 on a Tuesday in winter is
 * 19:30–22:00 on a Tuesday in summer, whatever the zone's offset does between them (SPEC §13). An
 * optional time stays as far from the start as it was in wall-clock days and time. Only where the
 * wall-clock end would not be after the start (02:45 summer time to 02:15 winter time, in the hour the
 * clock went back, copied to a night it does not) the date keeps the event's length in real time.
 */
export function timesOn(
  date: string,
  event: { startsAt: Date; endsAt: Date },
  timeZone: string,
): { startsAt: Date; endsAt: Date; shift: (instant: Date | null) => Date | null } {
  const start = localParts(event.startsAt, timeZone);
  const at = (instant: Date) => {
    const local = localParts(instant, timeZone);
    const day = addDays(date, daysBetween(start.date, local.date));
    return new Date(fromZonedInput(`${day}T${local.time}`, timeZone));
  };
  const startsAt = at(event.startsAt);
  const wallClockEnd = at(event.endsAt);
  return {
    startsAt,
    endsAt:
      wallClockEnd > startsAt
        ? wallClockEnd
        : new Date(startsAt.getTime() + event.endsAt.getTime() - event.startsAt.getTime()),
    shift: (instant) => (instant ? at(instant) : null),
  };
}
