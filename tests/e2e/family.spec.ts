import { randomUUID } from 'node:crypto';
import { createUser, DEFAULT_PASSWORD } from '../support/factories.js';
import { expect, expectAccessible, expectAccessibleEverywhere, logInAs, test } from './support/site.js';

const HOUR = 60 * 60 * 1000;

test('a guardian adds a managed child, books for two children, sees both QR codes; the door sees the allergy', async ({
  site,
  browser,
  page,
}) => {
  test.slow();
  const { event, guardian, scanner } = await site.withDatabase(async (db) => {
    const startsAt = new Date(Date.now() + HOUR);
    const event = await db.event.create({
      data: {
        title: `Family day ${randomUUID().slice(0, 4)}`,
        slug: `family-${randomUUID().slice(0, 8)}`,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 3 * HOUR),
        capacity: 20,
        status: 'published',
      },
    });
    const guardian = await createUser(db, { name: 'Gina Guardian' });
    await db.user.update({ where: { id: guardian.id }, data: { birthDate: new Date('1984-04-04T00:00:00Z') } });
    const scanner = await createUser(db, { roles: ['door'], name: `Door ${randomUUID().slice(0, 4)}` });
    return { event, guardian, scanner };
  });
  const year = new Date().getUTCFullYear();

  await logInAs(page, guardian.email, DEFAULT_PASSWORD);
  await page.goto('/settings/family');
  await expect(page.getByRole('heading', { name: 'Family', level: 1 })).toBeVisible();
  const addChild = page.getByRole('region', { name: 'Add a child without an account' });
  for (const [name, age] of [
    ['Mila', 9],
    ['Tom', 12],
  ] as const) {
    await addChild.getByLabel("Child's name").fill(name);
    await addChild.getByLabel('Birth date').fill(`${year - age}-02-01`);
    await addChild.getByLabel('Your phone, for the door').fill('+31 6 12345678');
    await addChild.getByRole('radio', { name: 'Parent' }).check();
    await addChild.getByRole('button', { name: 'Add the child' }).click();
    await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  }
  await expectAccessibleEverywhere(page, 'family-page');

  await page.getByRole('link', { name: 'Edit care information for Mila' }).click();
  await expect(page.getByRole('heading', { name: 'Care information for Mila' })).toBeVisible();
  await page.getByLabel('Allergies and diet').fill('Peanuts');
  await page.getByRole('button', { name: 'Save care information' }).click();
  await expect(page.getByText('Care information for Mila saved.')).toBeVisible();

  await page.goto(`/events/${event.slug}`);
  const children = page.getByRole('region', { name: 'Your children' });
  await children.getByRole('button', { name: 'Get a ticket for Mila' }).click();
  await expect(children.getByText('Mila has a ticket.')).toBeVisible();
  await children.getByRole('button', { name: 'Get a ticket for Tom' }).click();
  await expect(children.getByText('Tom has a ticket.')).toBeVisible();
  await expectAccessible(page);

  await page.goto('/dashboard');
  for (const name of ['Mila', 'Tom']) {
    const card = page.getByRole('article').filter({ hasText: `For ${name}` });
    await expect(
      card.getByRole('img', { name: new RegExp(`QR code of your ticket for ${event.title}`) }),
    ).toBeVisible();
  }

  const milaCode = await site.withDatabase(async (db) => {
    const ticket = await db.ticket.findFirstOrThrow({ where: { eventId: event.id, user: { name: 'Mila' } } });
    return ticket.code;
  });
  const door = await (await browser.newContext({ baseURL: site.url })).newPage();
  await logInAs(door, scanner.email, DEFAULT_PASSWORD);
  await door.goto(`/admin/events/${event.id}/scanner`);
  await door.getByLabel('Ticket reference or code').fill(milaCode);
  await door.getByRole('button', { name: 'Check in' }).click();
  const verdict = door.locator('[aria-live="assertive"]');
  await expect(verdict).toContainText('Mila');
  await expect(verdict.getByRole('list', { name: 'Care' }).getByRole('listitem')).toHaveText([
    'Allergy or diet',
    'Internal photos only',
  ]);

  // Letting Mila out: the door is told who may collect her.
  await door.getByRole('radio', { name: 'Out (check-out)' }).check();
  await door.getByLabel('Ticket reference or code').fill(milaCode);
  await door.getByRole('button', { name: 'Check out', exact: true }).click();
  await expect(verdict).toContainText('Goodbye');
  const collectors = verdict.getByRole('list', { name: 'May collect Mila:' });
  await expect(collectors.getByRole('listitem')).toHaveCount(1);
  await expect(collectors).toContainText('Gina Guardian');
  await expect(collectors).toContainText('6 12345678');
  await expectAccessible(door);
});

test('a minor is told on the family page that guardians are adults, with no form to add a child', async ({
  site,
  page,
}) => {
  const minor = await site.withDatabase(async (db) => {
    const member = await createUser(db, { name: 'Mia Minor' });
    const birthDate = new Date(Date.UTC(new Date().getUTCFullYear() - 14, 0, 1));
    await db.user.update({ where: { id: member.id }, data: { birthDate } });
    return member;
  });
  await logInAs(page, minor.email, DEFAULT_PASSWORD);
  await page.goto('/settings/family');
  await expect(page.getByText('Members aged 18 or over can add a child here and act as their guardian.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Add a child without an account' })).toHaveCount(0);
  await expect(page.getByText('No children yet.', { exact: false })).toHaveCount(0);
  await expectAccessibleEverywhere(page, 'family-page-minor');
});
