// What a signed-in member or a door volunteer is sent (care details, a child's guardians, the door's names)
// must not stay in the disk cache of a shared office or door computer; public pages may.
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import type { PageProps } from '../../common/types/pages.js';
import { visit } from '../support/inertia-request.js';
import { confirmPassword, pageAt, signedIn, submit } from '../support/member-session.js';
import { createTestApp } from '../support/test-app.js';
import { createEvent, createTicket } from './scanner/support.js';

const NOT_STORED = 'private, no-store';
const clock = { now: new Date('2026-06-01T18:00:00Z') };
const testApp = await createTestApp({ clock });
afterAll(() => testApp.close());
const { db } = testApp.context;
const event = await createEvent(db, { startsAt: new Date('2026-06-01T17:00:00Z') });
await createTicket(db, event.id, { name: 'Tia Ticket' });
const admin = await signedIn(testApp, { roles: ['admin'] });

describe('responses with personal data are never stored by the browser', () => {
  it('sends a signed-in member every page, Inertia visit and export with no-store', async () => {
    await confirmPassword(admin.agent);
    const eventUrl = `/admin/events/${event.id}`;
    for (const response of [
      await admin.agent.get('/dashboard'),
      await admin.agent.get(`${eventUrl}?care=1`),
      await visit(admin.agent, eventUrl, { version: testApp.context.assets.version }),
      await admin.agent.get(`${eventUrl}/attendees.csv?care=1`),
    ]) {
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe(NOT_STORED);
    }
  });

  it('sends a volunteer without an account the scanner with no-store', async () => {
    const eventUrl = `/admin/events/${event.id}`;
    await submit(admin.agent, 'post', `${eventUrl}/door-invitations`, volunteerWindow(), eventUrl).expect(302);
    const link = (await pageAt<PageProps['admin/event/Show']>(testApp, admin.agent, eventUrl)).props.newDoorInvitation;
    const path = new URL(link!.url).pathname;
    const volunteer = request.agent(testApp.app);
    await pageAt<PageProps['door/Join']>(testApp, volunteer, path);
    const joined = await submit(volunteer, 'post', path, { name: 'Vera Volunteer' }, path).expect(302);
    const scanner = await volunteer.get(joined.headers.location as string).expect(200);
    expect(scanner.headers['cache-control']).toBe(NOT_STORED);
  });

  it('leaves public pages to a guest cacheable, and the door list revalidated by its ETag', async () => {
    const guest = await request(testApp.app).get('/events').expect(200);
    expect(guest.headers['cache-control'] ?? '').not.toContain('no-store');
    const doorList = await admin.agent.get(`/admin/events/${event.id}/door-list`).expect(200);
    expect(doorList.headers['cache-control']).toBe('private, no-cache');
  });
});

function volunteerWindow() {
  const hour = 60 * 60 * 1000;
  return {
    label: 'Friday volunteers',
    opensAt: new Date(clock.now.getTime() - hour).toISOString(),
    closesAt: new Date(clock.now.getTime() + 4 * hour).toISOString(),
  };
}
