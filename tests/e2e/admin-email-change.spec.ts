import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { mailTo } from '../support/mailbox.js';
import { createUser, DEFAULT_PASSWORD } from '../support/factories.js';
import { mailedPath } from './support/mail.js';
import {
  ADMIN,
  expect,
  expectAccessible,
  expectAccessibleEverywhere,
  logInAs,
  test,
  type Site,
} from './support/site.js';

/** A member of the site, and the new address staff will type for them. */
async function memberAndNewAddress(site: Site, name: string) {
  const suffix = randomUUID().slice(0, 8);
  const first = name.split(' ')[0]!.toLowerCase();
  const member = await site.withDatabase((db) => createUser(db, { name, email: `${first}-${suffix}@example.test` }));
  return { member, newEmail: `${first}-new-${suffix}@example.test` };
}

/** An admin types the new address on the member's edit page (password confirmed) and saves it. */
async function staffTypes(page: Page, member: { id: number; name: string }, newEmail: string) {
  await logInAs(page);
  await page.goto(`/admin/users/${member.id}`);
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm your password' })).toBeVisible();
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Edit ${member.name}` })).toBeVisible();
  await expect(page.getByText('A new address takes effect only when the member confirms it')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('E-mail address').fill(newEmail);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: member.name })).toBeVisible();
}

/** Staff sign out; the member follows the mailed link signed out, signs in and confirms the password there. */
async function memberOpensTheLink(page: Page, mailDir: string, email: string, newEmail: string) {
  await page.getByRole('button', { name: 'Log out' }).click();
  // The logout regenerates the session: the next page must not load while it is still in flight.
  await expect(page.getByText('You are logged out.')).toBeVisible();
  // Signed out, the link leads to the login, and signing in back to it, through the password.
  await page.goto(await mailedPath(mailDir, newEmail, '/email-change/'));
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(DEFAULT_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm your password' })).toBeVisible();
  await page.getByLabel('Password').fill(DEFAULT_PASSWORD);
  await page.getByRole('button', { name: 'Confirm' }).click();
  // The link's page only asks: the account keeps its address until the member chooses.
  await expect(page.getByRole('heading', { level: 1, name: 'Use this e-mail address?' })).toBeVisible();
  await expect(page.getByText(newEmail, { exact: true })).toBeVisible();
}

test.describe('an e-mail address changed by staff', () => {
  test.setTimeout(90_000);

  test('waits until the member, signed in and password confirmed, chooses it on the page of the mailed link', async ({
    page,
    site,
  }) => {
    const { member, newEmail } = await memberAndNewAddress(site, 'Morgan Mover');
    await staffTypes(page, member, newEmail);

    // The account keeps its address until the member confirms; staff see what waits.
    await expect(page.getByText('The new e-mail address takes effect once the member confirms it')).toBeVisible();
    await expect(page.getByText(`Waiting for the member to confirm ${newEmail}.`)).toBeVisible();
    await expect(page.getByRole('main').getByText(member.email, { exact: true })).toBeVisible();
    await expectAccessible(page);
    await expect
      .poll(async () => (await mailTo(site.mailDir, member.email)).map((mail) => mail.subject))
      .toEqual(['A change of your e-mail address was requested']);

    await memberOpensTheLink(page, site.mailDir, member.email, newEmail);
    await expectAccessibleEverywhere(page, 'email-change');
    const stored = () => site.withDatabase((db) => db.user.findUniqueOrThrow({ where: { id: member.id } }));
    expect((await stored()).email).toBe(member.email);
    await page.getByRole('button', { name: 'Use this address' }).click();
    await expect(page).toHaveURL(/\/settings\/profile$/);
    await expect(page.getByText('Your e-mail address is changed. Your other devices are signed out.')).toBeVisible();
    await expect(page.getByLabel('E-mail address')).toHaveValue(newEmail);
    await expectAccessible(page);
  });

  test('is withdrawn when the member keeps their current address on the link page', async ({ page, site }) => {
    const { member, newEmail } = await memberAndNewAddress(site, 'Kim Keeper');
    await staffTypes(page, member, newEmail);
    await memberOpensTheLink(page, site.mailDir, member.email, newEmail);

    await page.getByRole('button', { name: 'Keep my current address' }).click();
    await expect(page).toHaveURL(/\/settings\/profile$/);
    await expect(page.getByText('The new address is withdrawn: its link no longer changes anything.')).toBeVisible();
    await expect(page.getByText(/Waiting for you to confirm/)).toHaveCount(0);
    const stored = await site.withDatabase((db) => db.user.findUniqueOrThrow({ where: { id: member.id } }));
    expect(stored).toMatchObject({ email: member.email, pendingEmail: null });
  });
});
