// Two-factor sign-in (SPEC §14) in the browser: a member turns it on from the QR page's secret (the test
// computes the app's code with otpauth), keeps the recovery codes, and signs in through the challenge.
import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { testPasswordHash } from '../support/password-hash.js';
import { expect, expectAccessible, expectAccessibleEverywhere, logInAs, test } from './support/site.js';

const PASSWORD = 'two-factor-e2e-password';

const codeAt = (secret: string, at: Date) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: at.getTime(),
  });

/** Answers the password confirmation the two-factor settings ask for first, landing on those settings. */
async function confirmPasswordOnTheWay(page: Page) {
  await expect(page).toHaveURL(/\/confirm-password$/);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/settings\/two-factor$/);
}

/** Logs out, then sends the login form again, stopping wherever the app sends the member next. */
async function logOutAndBackIn(page: Page, email: string) {
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByText('You are logged out.')).toBeVisible();
  await page.goto('/login');
  await page.getByLabel(/e-mail/i).fill(email);
  await page.getByLabel(/password/i).fill(PASSWORD);
  await page.getByRole('button', { name: /log in/i }).click();
}

test.describe('two-factor sign-in', () => {
  // Four looks of three screens, with argon2 and axe on a busy machine.
  test.describe.configure({ timeout: 300_000 });

  test('a member turns it on with the QR secret and signs in with a code', async ({ page, site }) => {
    const email = `two-factor-${Date.now()}@example.test`;
    const passwordHash = await testPasswordHash(PASSWORD);
    await site.withDatabase((db) =>
      db.user.create({ data: { name: 'Tess Twofactor', email, passwordHash, emailVerifiedAt: new Date() } }),
    );
    await logInAs(page, email, PASSWORD);

    await page.goto('/settings/two-factor');
    await confirmPasswordOnTheWay(page);
    await expect(page.getByText('Two-factor sign-in is off.')).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Turn on' }).click();
    await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    const secret = (await page.getByTestId('two-factor-secret').textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expectAccessibleEverywhere(page, 'two-factor-setup');

    await page
      .getByLabel('Code from the app')
      .fill('000000' === codeAt(secret, site.clock.now()) ? '111111' : '000000');
    await page.getByRole('button', { name: 'Confirm and turn on' }).click();
    await expect(page.getByText('This code does not match.')).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel('Code from the app').fill(codeAt(secret, site.clock.now()));
    await page.getByRole('button', { name: 'Confirm and turn on' }).click();
    await expect(page.getByText('Two-factor sign-in is on.').first()).toBeVisible();
    const codes = page.getByTestId('recovery-codes').getByRole('listitem');
    await expect(codes).toHaveCount(10);
    const recoveryCode = (await codes.first().textContent())!.trim();
    await expectAccessibleEverywhere(page, 'two-factor-on');

    await logOutAndBackIn(page, email);
    await expect(page).toHaveURL(/\/two-factor-challenge$/);
    await expectAccessibleEverywhere(page, 'two-factor-challenge');

    await page.getByLabel('Code').fill('not-a-code');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText(/This code is not valid/)).toBeVisible();
    await expectAccessible(page);
    // The setup used this step's code; the app's next one is accepted (a step either side counts).
    await page.getByLabel('Code').fill(codeAt(secret, new Date(site.clock.now().getTime() + 30_000)));
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // A recovery code signs in once.
    await logOutAndBackIn(page, email);
    await page.getByLabel('Code').fill(recoveryCode);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('staff who must have it are sent to set it up', async ({ page, site }) => {
    const email = `two-factor-staff-${Date.now()}@example.test`;
    const passwordHash = await testPasswordHash(PASSWORD);
    await site.withDatabase(async (db) => {
      const admin = await db.role.findUniqueOrThrow({ where: { name: 'admin' } });
      await db.user.create({
        data: {
          name: 'Nova Newadmin',
          email,
          passwordHash,
          emailVerifiedAt: new Date(),
          roles: { create: { roleId: admin.id } },
        },
      });
    });
    await logInAs(page, email, PASSWORD);
    await page.goto('/admin/users');
    // Sent to the two-factor settings, which ask for the password first.
    await confirmPasswordOnTheWay(page);
    await expect(page.getByText(/Your role needs two-factor sign-in/)).toBeVisible();
    await expectAccessible(page);

    // Once it is on, the recovery codes are shown and the page they wanted is offered beside them.
    await page.getByRole('button', { name: 'Turn on' }).click();
    const secret = (await page.getByTestId('two-factor-secret').textContent())!.trim();
    await page.getByLabel('Code from the app').fill(codeAt(secret, site.clock.now()));
    await page.getByRole('button', { name: 'Confirm and turn on' }).click();
    await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
    await page.getByRole('link', { name: 'Saved them? Continue to /admin/users' }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
  });
});
