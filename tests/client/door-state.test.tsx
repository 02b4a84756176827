import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DoorStateBanner } from '../../resources/components/scanner/DoorStateBanner';
import { RecentScans } from '../../resources/components/scanner/RecentScans';
import { doorStateAt, statusFromVerdict } from '../../resources/lib/scanner/door-state';
import { entryFromServer, markUndone } from '../../resources/lib/scanner/scan-results';

// An event from 19:00 to 22:00 UTC on 1 June 2026: its door opens at 13:00 and closes at 23:00.
const event = { doorOpensAt: '2026-06-01T13:00:00.000Z', doorClosesAt: '2026-06-01T23:00:00.000Z' };
const at = (time: string) => new Date(`2026-06-01T${time}:00Z`);

afterEach(() => delete document.documentElement.dataset.timeZone);

describe("the door's state on the scanner", () => {
  it('is open in its hours, not yet before, closed after; a cancelled or draft event is closed whatever the time', () => {
    expect(doorStateAt(event, 'published', at('18:00'))).toEqual({ kind: 'open' });
    expect(doorStateAt(event, 'published', at('12:59'))).toEqual({ kind: 'not_yet', opensAt: event.doorOpensAt });
    expect(doorStateAt(event, 'published', at('23:01'))).toEqual({ kind: 'closed', closedAt: event.doorClosesAt });
    expect(doorStateAt(event, 'cancelled', at('18:00'))).toEqual({ kind: 'cancelled' });
    expect(doorStateAt(event, 'draft', at('18:00'))).toEqual({ kind: 'draft' });
  });

  it("learns the event's status from an entry's verdict, never from an exit or a code that is not this event's", () => {
    const refused = { outcome: 'event_cancelled', attendeeName: 'Ada' } as const;
    const closed = { outcome: 'door_closed', attendeeName: 'Ada' } as const;
    expect(statusFromVerdict(refused, 'entry', event, at('18:00'))).toBe('cancelled');
    expect(statusFromVerdict(refused, 'exit', event, at('18:00'))).toBeNull();
    // Closed in its hours: taken back to draft; outside them, the hours say why.
    expect(statusFromVerdict(closed, 'entry', event, at('18:00'))).toBe('draft');
    expect(statusFromVerdict(closed, 'entry', event, at('23:30'))).toBeNull();
    expect(statusFromVerdict({ outcome: 'cancelled', attendeeName: 'Ada' }, 'entry', event, at('18:00'))).toBe(
      'published',
    );
    expect(statusFromVerdict({ outcome: 'unknown' }, 'entry', event, at('18:00'))).toBeNull();
  });

  it('says a cancelled event refuses entries and still records exits', () => {
    render(<DoorStateBanner state={{ kind: 'cancelled' }} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'This event is cancelled: entries are refused. Exits are still recorded, so whoever is inside can be let out.',
    );
  });

  it("names when the door opens and when it closed, on the organisation's clock", () => {
    document.documentElement.dataset.timeZone = 'Europe/Amsterdam';
    const { rerender } = render(<DoorStateBanner state={{ kind: 'not_yet', opensAt: event.doorOpensAt }} />);
    expect(screen.getByRole('status')).toHaveTextContent(/The door is not open yet.*Jun 1, 2026, 3:00\s?PM/);
    expect(screen.getByRole('status')).toHaveTextContent('Central European Summer Time');
    rerender(<DoorStateBanner state={{ kind: 'closed', closedAt: event.doorClosesAt }} />);
    expect(screen.getByRole('status')).toHaveTextContent(/The door is closed.*Jun 2, 2026, 1:00\s?AM/);
  });

  it('says nothing while the door is open, but keeps its live region', () => {
    render(<DoorStateBanner state={{ kind: 'open' }} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});

describe('the recent scans', () => {
  it('marks an admission an organiser undid', () => {
    const scan = { at: '2026-06-01T18:00:00.000Z', outcome: 'valid', attendeeName: 'Una' } as const;
    render(
      <RecentScans
        entries={[
          entryFromServer({ ...scan, id: '2', undone: true, ticketId: 1 }),
          entryFromServer({ ...scan, id: '1', undone: false, ticketId: 1 }),
        ]}
      />,
    );
    const results = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.lastElementChild?.textContent);
    expect(results).toEqual(['Valid, check-in undone', 'Valid']);
  });

  it("shows each scan's time on the organisation's clock, not the device's", () => {
    document.documentElement.dataset.timeZone = 'Europe/Amsterdam';
    const scan = { at: '2026-06-01T18:00:05.000Z', outcome: 'valid', attendeeName: 'Una' } as const;
    render(<RecentScans entries={[entryFromServer({ ...scan, id: '1', undone: false, ticketId: 1 })]} />);
    expect(screen.getByText(/^0?8:00:05\s?PM$|^20:00:05$/)).toHaveAttribute('datetime', scan.at);
  });

  it("marks, live, the admissions of a ticket whose check-in was undone, and only that ticket's", () => {
    const scan = { at: '2026-06-01T18:00:00.000Z', attendeeName: 'Una', undone: false } as const;
    const entries = [
      entryFromServer({ ...scan, id: '3', outcome: 'already_checked_in', ticketId: 7 }),
      entryFromServer({ ...scan, id: '2', outcome: 'valid', ticketId: 7 }),
      entryFromServer({ ...scan, id: '1', outcome: 'valid', ticketId: 8 }),
    ];
    expect(markUndone(entries, 7).map(({ id, undone }) => [id, undone])).toEqual([
      ['3', false],
      ['2', true],
      ['1', false],
    ]);
  });
});
