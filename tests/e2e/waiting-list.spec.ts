// The waiting list (SPEC §13): a member joins a full event's list, another member cancels, the first
// sees the offer arrive on the page they have open and takes the place; the organiser sees the queue.
import { DEFAULT_PASSWORD, createUser } from '../support/factories.js';
import { signTicketCode, ticketKeys } from '../../server/features/tickets/ticket-codes.js';
import { expect, expectAccessible, logInAs, test } from './support/site.js';

const DAY = 24 * 60 * 60 * 1000;

test('a member joins a waiting list, another cancels, and the first gets the offer live and takes it', async ({
  page,
  browser,
  site,
}) => {
  test.slow();
  const stamp = Date.now();
  const { event, holder, waiter } = await site.withDatabase(async (db) => {
    const startsAt = new Date(site.clock.now().getTime() + 6 * DAY);
    const event = await db.event.create({
      data: {
        title: 'Climbing taster',
        slug: `climbing-taster-${stamp}`,
        status: 'published',
        startsAt,
        endsAt: new Date(startsAt.getTime() + 2 * 60 * 60 * 1000),
        capacity: 1,
      },
    });
    const holder = await createUser(db, { name: 'Holder Hanna', email: `hanna-${stamp}@example.test` });
    const waiter = await createUser(db, { name: 'Waiting Wim', email: `wim-${stamp}@example.test` });
    const code = signTicketCode(await ticketKeys({ db }), event.id);
    await db.ticket.create({ data: { eventId: event.id, userId: holder.id, code, activeEventId: event.id } });
    return { event, holder, waiter };
  });

  await logInAs(page, waiter.email, DEFAULT_PASSWORD);
  await page.goto(`/events/${event.slug}`);
  const panel = page.getByRole('region', { name: 'Your place' });
  await expect(panel.getByText('This event is full. Join the waiting list')).toBeVisible();
  await panel.getByRole('button', { name: 'Join the waiting list' }).click();
  await expect(panel.getByText('You are number 1 on the waiting list.')).toBeVisible();
  await expectAccessible(page);
  await page.goto('/dashboard');
  const lists = page.getByRole('region', { name: 'Waiting lists' });
  await expect(lists.getByText('Number 1 in line')).toBeVisible();
  await expectAccessible(page);
  await lists.getByRole('link', { name: 'Climbing taster' }).click();
  await expect(panel.getByText('You are number 1 on the waiting list.')).toBeVisible();

  const holderPage = await (await browser.newContext({ baseURL: site.url })).newPage();
  await logInAs(holderPage, holder.email, DEFAULT_PASSWORD);
  await holderPage.goto(`/events/${event.slug}`);
  holderPage.once('dialog', (dialog) => void dialog.accept());
  await holderPage.getByRole('button', { name: 'Cancel my ticket' }).click();
  await expect(holderPage.getByText('Your ticket is cancelled and its place is free again.')).toBeVisible();

  // No reload: the offer reaches the page Wim has open.
  await expect(panel.getByText(/A place is free for you\. It is kept until/)).toBeVisible();
  await expect(page.getByText('A place is free for you on a waiting list')).toBeVisible();
  await expectAccessible(page);
  await panel.getByRole('button', { name: 'Get a ticket' }).click();
  await expect(panel.getByText('You have a ticket for this event.')).toBeVisible();

  // The holder, now without a ticket, finds the event full again and its list empty.
  await holderPage.reload();
  await expect(holderPage.getByRole('button', { name: 'Join the waiting list' })).toBeVisible();
});

test('an organiser sees the queue, moves someone up and offers them a place by hand', async ({ page, site }) => {
  test.slow();
  await logInAs(page);
  const pottery = await site.withDatabase((db) =>
    db.event.findUniqueOrThrow({ where: { slug: 'pottery-evening' }, select: { id: true, capacity: true } }),
  );
  await page.goto(`/admin/events/${pottery.id}`);
  const queue = page.getByRole('list', { name: 'Waiting list' });
  await expect(queue.getByRole('listitem')).toHaveCount(2);
  await expect(queue.getByRole('listitem').nth(0)).toContainText('Daan Smit');
  await expectAccessible(page);

  await queue.getByRole('button', { name: 'Move Fleur Mulder up' }).click();
  await expect(queue.getByRole('listitem').nth(0)).toContainText('Fleur Mulder');

  page.once('dialog', (dialog) => void dialog.accept());
  await queue.getByRole('button', { name: 'Offer Fleur Mulder a place now' }).click();
  await expect(page.getByText('The place is offered.')).toBeVisible();
  await expect(queue.getByRole('listitem').nth(0)).toContainText('Offered until');
  const after = await site.withDatabase((db) =>
    db.event.findUniqueOrThrow({ where: { id: pottery.id }, select: { capacity: true } }),
  );
  expect(after.capacity).toBe((pottery.capacity ?? 0) + 1);
});
