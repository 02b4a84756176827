// Reads calendar files back with a real parser (ical.js), as a calendar app would.
import ICAL from 'ical.js';

export interface ParsedEvent {
  uid: string;
  sequence: number;
  summary: string;
  status: string;
  description: string;
  location: string | null;
  url: string;
  /** The TZID DTSTART and DTEND name (null for UTC times). */
  tzid: string | null;
  /** The local wall-clock time written in DTSTART, e.g. `2026-07-01T20:00:00`. */
  localStart: string;
  start: Date;
  end: Date;
}

export interface ParsedCalendar {
  method: string;
  name: string;
  timezones: string[];
  events: ParsedEvent[];
}

const text = (component: ICAL.Component, name: string) => {
  const value = component.getFirstPropertyValue(name);
  return typeof value === 'string' ? value : null;
};

/** Parses the text (throws on anything ical.js refuses) and reads each VEVENT field by field. */
export function parseCalendar(ics: string): ParsedCalendar {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const timezones = calendar.getAllSubcomponents('vtimezone');
  for (const zone of timezones) ICAL.TimezoneService.register(zone);
  return {
    method: text(calendar, 'method') ?? '',
    name: text(calendar, 'x-wr-calname') ?? '',
    timezones: timezones.map((zone) => text(zone, 'tzid') ?? ''),
    events: calendar.getAllSubcomponents('vevent').map((vevent) => {
      const event = new ICAL.Event(vevent);
      const tzid = vevent.getFirstProperty('dtstart')?.getParameter('tzid');
      return {
        uid: event.uid,
        sequence: event.sequence,
        summary: event.summary,
        status: text(vevent, 'status') ?? '',
        description: event.description,
        location: event.location || null,
        url: text(vevent, 'url') ?? '',
        tzid: typeof tzid === 'string' ? tzid : null,
        localStart: event.startDate.toString(),
        start: event.startDate.toJSDate(),
        end: event.endDate.toJSDate(),
      };
    }),
  };
}

/** The one event of a single-event file. */
export function onlyEvent(ics: string): ParsedEvent {
  const { events } = parseCalendar(ics);
  if (events.length !== 1) throw new Error(`expected one VEVENT, found ${events.length}`);
  return events[0]!;
}
