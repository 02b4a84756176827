// Browser sessions (SPEC §14): a member signed in on two browsers sees both on settings/Sessions and signs
// the other one out from there.
import { createUser, DEFAULT_PASSWORD } from '../support/factories.js';
import { expect, expectAccessibleEverywhere, logInAs, test } from './support/site.js';

const PHONE_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1';

test('a member sees the browsers they are signed in on and signs the other one out', async ({
  page,
  browser,
  site,
}) => {
  // Two browsers, and axe with screenshots at two widths in two schemes, twice.
  test.setTimeout(120_000);
  const suffix = Date.now();
  const member = await site.withDatabase((db) =>
    createUser(db, { name: 'Sam Sessions', email: `sessions-${suffix}@example.test` }),
  );
  // The phone: a browser of its own, telling the site it is Safari on an iPhone.
  const phoneContext = await browser.newContext({ baseURL: site.url, userAgent: PHONE_AGENT });
  const phone = await phoneContext.newPage();
  await logInAs(phone, member.email, DEFAULT_PASSWORD);
  await logInAs(page, member.email, DEFAULT_PASSWORD);

  await page.goto('/settings/profile');
  await page
    .getByRole('navigation', { name: /settings/i })
    .getByRole('link', { name: 'Sessions' })
    .click();
  await expect(page).toHaveURL(/\/settings\/sessions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Browser sessions' })).toBeVisible();
  await expect(page).toHaveTitle(/^Browser sessions - /);
  const sessions = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(sessions).toHaveCount(2);
  await expect(sessions.filter({ hasText: 'This device' })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 2, name: 'Safari on iOS' })).toBeVisible();
  await expectAccessibleEverywhere(page, 'sessions');

  // Signing a device out asks for the password first, then brings the member back to the list.
  await page.getByRole('button', { name: /^Sign out Safari on iOS/ }).click();
  await expect(page).toHaveURL(/\/confirm-password$/);
  await page.getByLabel('Password').fill(DEFAULT_PASSWORD);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/settings\/sessions$/);
  await expect(sessions).toHaveCount(2);
  await page.getByRole('button', { name: /^Sign out Safari on iOS/ }).click();
  await expect(page.getByText('That device is signed out.')).toBeVisible();
  await expect(sessions).toHaveCount(1);
  await expect(page.getByText('You are signed in on this device only.')).toBeVisible();
  await expectAccessibleEverywhere(page, 'sessions-after');

  // The phone's next visit finds itself signed out.
  await phone.goto('/dashboard');
  await expect(phone).toHaveURL(/\/login$/);
  await phoneContext.close();
});
