// Questions (SPEC §13): an organiser asks, a member answers when taking a ticket and changes the answer
// later, and the organiser reads it in the attendee list.
import type { Database } from '../../server/db.js';
import { DEFAULT_PASSWORD, createUser } from '../support/factories.js';
import { expect, expectAccessible, logInAs, test } from './support/site.js';

const DAY = 24 * 60 * 60 * 1000;

test('an organiser asks a question; a member answers it, changes it, and the organiser sees it', async ({
  page,
  browser,
  site,
}) => {
  test.slow();
  const event = await site.withDatabase(async (db: Database) => {
    const startsAt = new Date(site.clock.now().getTime() + 5 * DAY);
    return db.event.create({
      data: {
        title: 'Canoe trip',
        slug: `canoe-trip-${Date.now()}`,
        status: 'published',
        startsAt,
        endsAt: new Date(startsAt.getTime() + 4 * 60 * 60 * 1000),
        capacity: 12,
      },
    });
  });

  await logInAs(page);
  await page.goto(`/admin/events/${event.id}`);
  await page.getByRole('link', { name: 'Questions' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Questions: Canoe trip');
  await expect(page.getByText('This event asks no questions.')).toBeVisible();
  await page.getByLabel('Question', { exact: true }).fill('Can you swim?');
  await page.getByLabel('Answer', { exact: true }).selectOption('yes_no');
  await page.getByLabel('An answer is required').check();
  await page.getByRole('button', { name: 'Add question' }).click();
  await expect(page.getByText('Question added.')).toBeVisible();

  const adding = page.getByRole('region', { name: 'Add a question' });
  await adding.getByLabel('Question', { exact: true }).fill('Food');
  await adding.getByLabel('Answer', { exact: true }).selectOption('multiple_choice');
  await adding.getByLabel('Choices').fill('Vegetarian');
  await adding.getByRole('button', { name: 'Add question' }).click();
  await expect(adding.getByText('Give at least two choices, one per line.')).toBeVisible();
  await adding.getByLabel('Choices').fill('Vegetarian\nHalal\nNo nuts');
  await adding.getByRole('button', { name: 'Add question' }).click();
  const listed = page.getByRole('list', { name: 'Questions asked' }).getByRole('listitem');
  await expect(listed).toHaveCount(2);
  await expect(listed.nth(1).getByLabel('Question', { exact: true })).toHaveValue('Food');
  await expect(listed.nth(0).getByText('Answer: Yes or no')).toBeVisible();
  await expectAccessible(page);

  const member = await site.withDatabase((db) =>
    createUser(db, { name: 'Nora Paddler', email: `nora-${Date.now()}@example.test` }),
  );
  const memberPage = await (await browser.newContext({ baseURL: site.url })).newPage();
  await logInAs(memberPage, member.email, DEFAULT_PASSWORD);
  await memberPage.goto(`/events/${event.slug}`);
  const panel = memberPage.getByRole('region', { name: 'Your place' });
  await expect(panel.getByRole('group', { name: 'Can you swim? (required)' })).toBeVisible();
  await expectAccessible(memberPage);
  await panel.getByRole('button', { name: 'Get a ticket' }).click();
  await expect(panel.getByText('This question needs an answer.')).toBeVisible();
  await panel.getByRole('radio', { name: 'Yes' }).check();
  await panel.getByRole('checkbox', { name: 'Halal' }).check();
  await panel.getByRole('button', { name: 'Get a ticket' }).click();
  await expect(memberPage.getByText('You have a ticket for this event.')).toBeVisible();

  await memberPage.getByRole('link', { name: 'View your ticket' }).click();
  const answers = memberPage.getByRole('region', { name: 'Your answers' });
  await expect(answers.getByRole('radio', { name: 'Yes' })).toBeChecked();
  await expect(answers.getByRole('checkbox', { name: 'Halal' })).toBeChecked();
  await answers.getByRole('radio', { name: 'No' }).check();
  await answers.getByRole('button', { name: 'Save answers' }).click();
  await expect(memberPage.getByText('Your answers are saved.')).toBeVisible();
  await expectAccessible(memberPage);
  await memberPage.close();

  await page.goto(`/admin/events/${event.id}`);
  const row = page.getByRole('row').filter({ hasText: 'Nora Paddler' });
  await expect(row.getByRole('definition').first()).toHaveText('No');
  await expect(row.getByRole('definition').nth(1)).toHaveText('Halal');
});
