import { DEFAULT_PASSWORD, createUser } from '../support/factories.js';
import { mailTo } from '../support/mailbox.js';
import { ADMIN, expect, expectAccessible, logInAs, test } from './support/site.js';

const HOUR = 60 * 60 * 1000;

test.describe('messages to attendees', () => {
  test('an organiser schedules a message; when its time comes the member finds it in the mail and on the dashboard', async ({
    page,
    site,
    browser,
  }) => {
    test.slow();
    const { event, member } = await site.withDatabase(async (db) => {
      const startsAt = new Date(site.clock.now().getTime() + 3 * 24 * HOUR);
      const event = await db.event.create({
        data: {
          title: 'Harbour swim',
          slug: 'harbour-swim',
          status: 'published',
          startsAt,
          endsAt: new Date(startsAt.getTime() + 2 * HOUR),
        },
      });
      const member = await createUser(db, { name: 'Sam Swimmer', email: 'sam@example.test' });
      await db.ticket.create({
        data: { eventId: event.id, userId: member.id, code: 'e2e-harbour-swim', activeEventId: event.id },
      });
      return { event, member };
    });

    await logInAs(page, ADMIN.email, ADMIN.password);
    await page.goto(`/admin/events/${event.id}`);
    await page.getByLabel('Subject').fill('Water is cold');
    await page.getByLabel('Message', { exact: true }).fill('Bring a **wetsuit**.');
    await expect(page.getByTestId('markdown-preview').locator('strong')).toHaveText('wetsuit');
    await page.getByLabel('At a set time').check();
    const sendAt = new Date(site.clock.now().getTime() + HOUR);
    const local = await page.evaluate((iso) => {
      const date = new Date(iso);
      const pad = (value: number) => String(value).padStart(2, '0');
      return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
    }, sendAt.toISOString());
    await page.getByLabel('Send at').fill(local);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Schedule message' }).click();
    await expect(page.getByText('Message scheduled.')).toBeVisible();
    const listed = page.getByRole('listitem').filter({ hasText: 'Water is cold' });
    await expect(listed.getByText('Scheduled', { exact: true })).toBeVisible();
    await expectAccessible(page);

    site.clock.setTime(new Date(sendAt.getTime() + 2 * 60 * 1000));
    await expect
      .poll(async () => (await mailTo(site.mailDir, member.email)).map((mail) => mail.subject))
      .toEqual(['Harbour swim: Water is cold']);
    await page.reload();
    await expect(listed.getByText('Sent', { exact: true })).toBeVisible();

    const memberContext = await browser.newContext({ baseURL: site.url });
    const memberPage = await memberContext.newPage();
    try {
      await logInAs(memberPage, member.email, DEFAULT_PASSWORD);
      await memberPage.goto('/dashboard');
      const messages = memberPage.getByRole('region', { name: 'Messages from organisers' });
      await expect(messages.getByRole('heading', { name: 'Water is cold' })).toBeVisible();
      await expect(messages.locator('strong')).toHaveText('wetsuit');
      await expectAccessible(memberPage);
    } finally {
      await memberContext.close();
    }
  });

  test('the job queue page says when nothing has failed', async ({ page }) => {
    await logInAs(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin/jobs');
    await expect(page.getByRole('heading', { level: 1, name: 'Job queue' })).toBeVisible();
    await expect(page.getByText('No failed jobs.', { exact: false })).toBeVisible();
    await expectAccessible(page);
  });
});
