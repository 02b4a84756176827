import { randomUUID } from 'node:crypto';
import type { Database } from '../../server/db.js';
import { signTicketCode, ticketKeys } from '../../server/features/tickets/ticket-codes.js';
import { createUser, DEFAULT_PASSWORD } from '../support/factories.js';
import { expect, expectAccessible, expectAccessibleEverywhere, logInAs, test } from './support/site.js';

const HOUR = 60 * 60 * 1000;

/** An event starting within the hour, a ticket for a new member, and a door scanner for it. */
async function eventWithMember(db: Database) {
  const startsAt = new Date(Date.now() + HOUR);
  const event = await db.event.create({
    data: {
      title: `Camp ${randomUUID().slice(0, 4)}`,
      slug: `care-${randomUUID().slice(0, 8)}`,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3 * HOUR),
      capacity: 50,
      status: 'published',
    },
  });
  const member = await createUser(db, { name: 'Nora Nut' });
  const code = signTicketCode(await ticketKeys({ db }), event.id);
  await db.ticket.create({ data: { eventId: event.id, userId: member.id, code, activeEventId: event.id } });
  const scanner = await createUser(db, { roles: ['door'], name: `Sam ${randomUUID().slice(0, 4)}` });
  return { event, member, code, scanner };
}

test('a member enters care information; the door sees its icons and the event staff its details', async ({
  site,
  browser,
}) => {
  const { event, member, code, scanner } = await site.withDatabase(eventWithMember);

  const memberPage = await (await browser.newContext({ baseURL: site.url })).newPage();
  await logInAs(memberPage, member.email, DEFAULT_PASSWORD);
  await memberPage.goto('/settings/care');
  await expect(memberPage.getByRole('heading', { name: 'Care information' })).toBeVisible();
  await memberPage.getByLabel('Allergies and diet').fill('Peanuts (EpiPen in the bag)');
  await memberPage.getByLabel('No photos of me').check();
  await memberPage.getByRole('button', { name: 'Add an emergency contact' }).click();
  await memberPage.getByLabel('Name').fill('Pat Parent');
  await memberPage.getByLabel('Phone number').fill('+31 6 12345678');
  await memberPage.getByLabel('Relationship').fill('mother');
  await expectAccessibleEverywhere(memberPage);
  await memberPage.getByRole('button', { name: 'Save care information' }).click();
  await expect(memberPage.getByText('Care information saved.')).toBeVisible();
  await expect(memberPage.getByLabel('Phone number')).toHaveValue('+31 6 12345678');

  const door = await (await browser.newContext({ baseURL: site.url })).newPage();
  await logInAs(door, scanner.email, DEFAULT_PASSWORD);
  await door.goto(`/admin/events/${event.id}/scanner`);
  await door.getByLabel('Ticket reference or code').fill(code);
  await door.getByRole('button', { name: 'Check in' }).click();
  const verdict = door.locator('[aria-live="assertive"]');
  await expect(verdict).toContainText('Valid');
  const icons = verdict.getByRole('list', { name: 'Care' });
  await expect(icons.getByRole('listitem')).toHaveText(['Allergy or diet', 'No photos']);
  await expect(verdict).not.toContainText('Peanuts');
  await expectAccessible(door);

  const staff = await (await browser.newContext({ baseURL: site.url })).newPage();
  await logInAs(staff);
  await staff.goto(`/admin/events/${event.id}`);
  await expect(staff.getByText('Peanuts')).toHaveCount(0);
  await staff.getByRole('link', { name: 'Show care information' }).click();
  await expect(staff.getByText('Peanuts (EpiPen in the bag)')).toBeVisible();
  await expect(staff.getByText('Pat Parent (mother), +31 6 12345678')).toBeVisible();
  await expectAccessibleEverywhere(staff);
  await staff.getByRole('link', { name: 'Hide care information' }).click();
  await expect(staff.getByText('Peanuts (EpiPen in the bag)')).toHaveCount(0);
});
