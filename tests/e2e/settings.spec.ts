import type { Page } from '@playwright/test';
import { testPasswordHash } from '../support/password-hash.js';
import { mailedPath } from './support/mail.js';
import { expect, expectAccessible, expectAccessibleEverywhere, logInAs, test, type Site } from './support/site.js';

const PASSWORD = 'settings-e2e-password';
let sequence = 0;

/** A verified member of the given age (in years, today), created straight in the site's database. */
async function createMember(site: Site, age: number) {
  sequence += 1;
  const birthDate = new Date();
  birthDate.setUTCFullYear(birthDate.getUTCFullYear() - age, 0, 1);
  birthDate.setUTCHours(0, 0, 0, 0);
  const email = `settings-${sequence}-${Date.now()}@example.test`;
  const passwordHash = await testPasswordHash(PASSWORD);
  await site.withDatabase((db) =>
    db.user.create({
      data: { name: `Settings Member ${sequence}`, email, passwordHash, birthDate, emailVerifiedAt: new Date() },
    }),
  );
  return { email };
}

const settingsNav = (page: Page) => page.getByRole('navigation', { name: 'Settings' });
const toast = (page: Page, text: string | RegExp) => page.getByRole('main').getByText(text);

test.describe('settings', () => {
  // Each test walks through several pages with argon2 hashing on the way: more than the default 30 s on a busy machine.
  test.slow();

  test('a minor edits their profile, sets a phone and a guardian, and changes their password', async ({
    page,
    site,
  }) => {
    const member = await createMember(site, 15);
    await logInAs(page, member.email, PASSWORD);

    await page.getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/settings\/profile$/);
    await expect(page).toHaveTitle('Profile - Agora');
    await expect(settingsNav(page).getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    await expectAccessible(page);

    // A new address asks for the password first (it could receive a reset link), then the form again.
    const newEmail = member.email.replace('settings-', 'renamed-');
    await page.getByLabel('E-mail address').fill(newEmail);
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByRole('heading', { name: 'Confirm your password' })).toBeVisible();
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/settings\/profile$/);
    // A mistyped address can be withdrawn before its link is used.
    const mistyped = newEmail.replace('@example.test', '@exmaple.test');
    await page.getByLabel('E-mail address').fill(mistyped);
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText(`Waiting for you to confirm ${mistyped}`)).toBeVisible();
    await page.getByRole('button', { name: 'Withdraw this change' }).click();
    await expect(toast(page, /The new address is withdrawn/)).toBeVisible();
    await expect(page.getByText(/Waiting for you to confirm/)).toHaveCount(0);
    await page.getByLabel('Name').fill('Robin Renamed');
    await page.getByLabel('E-mail address').fill(newEmail.toUpperCase());
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(toast(page, /Profile saved\. To use your new e-mail address, follow the link/)).toBeVisible();
    // The account keeps its address until the member uses the new one from the link mailed there.
    await expect(page.getByLabel('E-mail address')).toHaveValue(member.email);
    await expect(page.getByText(`Waiting for you to confirm ${newEmail}`)).toBeVisible();
    await expect(page.getByRole('banner').getByText('Robin Renamed')).toBeVisible();
    await expectAccessibleEverywhere(page, 'profile-pending-address');
    await page.goto(await mailedPath(site.mailDir, newEmail, '/email-change/'));
    await expect(page.getByRole('heading', { level: 1, name: 'Use this e-mail address?' })).toBeVisible();
    await page.getByRole('button', { name: 'Use this address' }).click();
    await expect(page.getByText('Your e-mail address is changed. Your other devices are signed out.')).toBeVisible();
    await expect(page.getByLabel('E-mail address')).toHaveValue(newEmail);
    await expect(page.getByText(/Waiting for you to confirm/)).toHaveCount(0);

    await settingsNav(page).getByRole('link', { name: 'Phone' }).click();
    await expect(page).toHaveTitle('Phone - Agora');
    await expect(page.getByText('You have not added a phone number.')).toBeVisible();
    await page.getByLabel('Phone number').fill('06 12345678');
    await page.getByRole('button', { name: 'Save phone number' }).click();
    await expect(page.getByText(/Enter a valid phone number in international format/)).toBeVisible();
    await expect(page.getByLabel('Phone number')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);
    await page.getByLabel('Phone number').fill('+31 6 12345678');
    await page.getByRole('button', { name: 'Save phone number' }).click();
    await expect(toast(page, 'Phone number saved.')).toBeVisible();
    await expect(page.getByText('06 12345678 (Netherlands)')).toBeVisible();
    await expectAccessible(page);

    await settingsNav(page).getByRole('link', { name: 'Guardian' }).click();
    await expect(page).toHaveTitle('Guardian - Agora');
    await expect(page.getByText('You are under 18, so a guardian must be on file.')).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel("Guardian's name").fill('Pat Parent');
    await page.getByLabel("Guardian's e-mail address").fill('pat.parent@example.test');
    await page.getByLabel("Guardian's phone number").fill('+32 470 12 34 56');
    await page.getByRole('group', { name: 'Relationship to you' }).getByLabel('Parent').check();
    await page.getByRole('button', { name: 'Save guardian' }).click();
    await expect(toast(page, 'Guardian saved. We sent them an e-mail asking for their consent.')).toBeVisible();
    const onFile = page.getByRole('region', { name: 'Guardian on file' });
    await expect(onFile.getByText('Pat Parent')).toBeVisible();
    await expect(onFile.getByText('0470 12 34 56 (Belgium)')).toBeVisible();
    await expect(onFile.getByText('Parent', { exact: true })).toBeVisible();
    await expect(onFile.getByText(/Waiting for your guardian since/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove guardian' })).toHaveCount(0);
    await expectAccessible(page);

    await settingsNav(page).getByRole('link', { name: 'Password' }).click();
    await expect(page).toHaveTitle('Password - Agora');
    await page.getByLabel('Current password').fill('not my password');
    await page.getByLabel('New password', { exact: true }).fill('a new settings password');
    await page.getByLabel('Confirm new password').fill('a new settings password');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('The password is incorrect.')).toBeVisible();
    await expect(page.getByLabel('Current password')).toHaveValue('');
    await expectAccessible(page);
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill('a new settings password');
    await page.getByLabel('Confirm new password').fill('a new settings password');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(toast(page, 'Password changed.')).toBeVisible();
    await expect(page.getByLabel('New password', { exact: true })).toHaveValue('');

    await settingsNav(page).getByRole('link', { name: 'Appearance' }).click();
    await expect(page).toHaveTitle('Appearance - Agora');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Log out' }).click();
    // The logout regenerates the session: the next page must not load while it is still in flight.
    await expect(page.getByText('You are logged out.')).toBeVisible();
    await page.goto('/login');
    await page.getByLabel(/e-mail/i).fill(newEmail);
    await page.getByLabel(/password/i).fill('a new settings password');
    await page.getByRole('button', { name: /log in/i }).click();
    // Confirmed from its link, the new address arrived verified.
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a minor sees their second guardian and the adults allowed to collect them', async ({ page, site }) => {
    const member = await createMember(site, 13);
    await site.withDatabase(async (db) => {
      const { id: userId } = await db.user.findUniqueOrThrow({ where: { email: member.email } });
      const seat = (position: number, name: string, phone: string, invitedById: number | null = null) => ({
        userId,
        position,
        invitedById,
        name,
        email: `${name.split(' ')[0]!.toLowerCase()}-${sequence}@example.test`,
        phone,
        relationship: 'parent' as const,
        consentState: 'confirmed' as const,
      });
      const first = await db.guardian.create({ data: seat(0, 'Pat Parent', '+31612345678') });
      await db.guardian.create({ data: seat(1, 'Sam Second', '+31622223333', first.id) });
      await db.authorisedAdult.create({
        data: {
          childId: userId,
          addedById: first.id,
          name: 'Gran Collect',
          phone: '+31633334444',
          relationship: 'grandmother',
        },
      });
    });
    await logInAs(page, member.email, PASSWORD);
    await page.goto('/settings/guardian');
    await expect(page.getByRole('region', { name: 'Second guardian' }).getByText('Sam Second')).toBeVisible();
    const collectors = page.getByRole('region', { name: 'Adults allowed to collect you' });
    await expect(collectors.getByText('Gran Collect')).toBeVisible();
    await expect(collectors.getByText('06 33334444 (Netherlands)')).toBeVisible();
    await expectAccessibleEverywhere(page, 'guardian-acting-for-you');
  });

  test('an adult removes their phone and guardian, then deletes their account after confirming their password', async ({
    page,
    site,
  }) => {
    const member = await createMember(site, 30);
    await logInAs(page, member.email, PASSWORD);

    await page.goto('/settings/phone');
    await page.getByLabel('Phone number').fill('+1 202 555 0143');
    await page.getByRole('button', { name: 'Save phone number' }).click();
    await expect(page.getByText('(202) 555-0143 (United States)')).toBeVisible();
    await page.getByRole('button', { name: 'Remove phone number' }).click();
    await expect(toast(page, 'Phone number removed.')).toBeVisible();
    await expect(page.getByText('You have not added a phone number.')).toBeVisible();
    await expect(page.getByLabel('Phone number')).toHaveValue('');

    await page.goto('/settings/guardian');
    await expect(page.getByText('For you it is optional.')).toBeVisible();
    await page.getByLabel("Guardian's name").fill('Sam Other');
    await page.getByLabel("Guardian's e-mail address").fill('sam@example.test');
    await page.getByLabel("Guardian's phone number").fill('+31 20 123 4567');
    await page.getByRole('group', { name: 'Relationship to you' }).getByLabel('Other').check();
    await page.getByRole('button', { name: 'Save guardian' }).click();
    await expect(toast(page, /^Guardian saved\./)).toBeVisible();
    await page.getByRole('button', { name: 'Remove guardian' }).click();
    await expect(toast(page, 'Guardian removed.')).toBeVisible();
    await expect(page.getByText('You have no guardian on file.')).toBeVisible();
    await expectAccessible(page);

    await page.goto('/settings/profile');
    const deletion = page.getByRole('region', { name: 'Delete account' });
    await deletion.getByLabel('Password').fill(PASSWORD);
    await deletion.getByRole('button', { name: 'Delete account' }).click();
    await expect(page).toHaveURL(/\/confirm-password$/);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/settings\/profile$/);

    await deletion.getByLabel('Password').fill('not my password');
    await deletion.getByRole('button', { name: 'Delete account' }).click();
    await expect(deletion.getByText('The password is incorrect.')).toBeVisible();
    await expectAccessible(page);
    await deletion.getByLabel('Password').fill(PASSWORD);
    await deletion.getByRole('button', { name: 'Delete account' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(toast(page, 'Your account has been deleted.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  });

  test('after logging out, Back does not show the pages of the member who left', async ({ page, site }) => {
    const member = await createMember(site, 30);
    await logInAs(page, member.email, PASSWORD);
    await page.getByRole('link', { name: 'Settings' }).first().click();
    await expect(page).toHaveURL(/\/settings\/profile$/);
    await expect(page.getByLabel('E-mail address')).toHaveValue(member.email);

    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByText('You are logged out.')).toBeVisible();
    await page.goBack();
    // The history entry is encrypted under a key the logout replaced: the page is asked for again, and
    // the server sends a guest to log in.
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(member.email)).toHaveCount(0);
  });
});
