import type { Page } from '@playwright/test';
import { testPasswordHash } from '../support/password-hash.js';
import { mailedPath } from './support/mail.js';
import { expect, expectAccessible, test } from './support/site.js';

/** A birth date that makes the member the given age today. */
function birthDateForAge(years: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date.toISOString().slice(0, 10);
}

const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' });

test.describe('accounts', () => {
  test('a 14-year-old registers in steps, verifies the address, and takes a ticket once the guardian confirmed from the mail', async ({
    page,
    browser,
    site,
  }) => {
    test.slow();
    const email = `minor-${Date.now()}@example.test`;
    const guardianEmail = `pat-${Date.now()}@example.test`;
    await page.goto('/register/steps');
    await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel('Name').fill('Mia Minor');
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('minor but mighty');
    await page.getByLabel('Confirm password').fill('minor but mighty');
    await continueButton(page).click();

    // The guardian step is counted once a birth date asks for it.
    await expect(page.getByText('Step 2 of 4: About you')).toBeVisible();
    await continueButton(page).click();
    await expect(page.getByText('Enter your birth date.')).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('Birth date').fill(birthDateForAge(14));
    await page.getByLabel('Post code').fill('1011ab');
    await continueButton(page).click();

    await expect(page.getByText('Step 3 of 5: Phone')).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('Phone number (optional)').fill('06');
    await continueButton(page).click();
    await expect(page.getByText(/Enter a valid phone number/)).toBeVisible();
    await page.getByLabel('Phone number (optional)').fill('+31 6 12345678');
    await continueButton(page).click();

    await expect(page.getByText('Step 4 of 5: Guardian')).toBeVisible();
    // A reload keeps the progress.
    await page.reload();
    await expect(page.getByText('Step 4 of 5: Guardian')).toBeVisible();
    await page.getByRole('link', { name: /About you/ }).click();
    await expect(page.getByLabel('Post code')).toHaveValue('1011 AB');
    await continueButton(page).click();
    await continueButton(page).click();

    await expect(page.getByText('Step 4 of 5: Guardian')).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel("Guardian's name").fill('Pat Parent');
    await page.getByLabel("Guardian's e-mail address").fill(guardianEmail);
    await page.getByLabel("Guardian's phone number").fill('+31 6 87654321');
    await page.getByLabel('Parent', { exact: true }).check();
    // No box for the minor to tick: consent is the guardian's to give.
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    await continueButton(page).click();

    await expect(page.getByText('Step 5 of 5: Review')).toBeVisible();
    await expect(page.getByText('1011 AB Amsterdam')).toBeVisible();
    await expect(page.getByText(/Pat Parent \(Parent\)/)).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(/\/verify-email$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Verify your e-mail address' })).toBeVisible();
    await expectAccessible(page);

    await page.goto(await mailedPath(site.mailDir, email, '/verify-email/'));
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Your e-mail address is verified.')).toBeVisible();
    const guardian = await site.withDatabase((db) => db.guardian.findFirst({ where: { user: { email } } }));
    expect(guardian).toMatchObject({
      name: 'Pat Parent',
      phone: '+31687654321',
      relationship: 'parent',
      consentState: 'pending',
    });

    // Until the guardian answers, the event page says what is missing and offers to ask again.
    const slug = `guardian-party-${Date.now()}`;
    await site.withDatabase((db) =>
      db.event.create({
        data: {
          title: 'Guardian party',
          slug,
          status: 'published',
          startsAt: new Date(Date.now() + 7 * 86_400_000),
          endsAt: new Date(Date.now() + 7 * 86_400_000 + 3_600_000),
          capacity: 10,
        },
      }),
    );
    await page.goto(`/events/${slug}`);
    const panel = page.getByRole('region', { name: 'Your place' });
    await expect(panel.getByText(/Your guardian has not answered our e-mail yet/)).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Send the request to my guardian again' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Get a ticket' })).toHaveCount(0);

    // The guardian, in a browser of their own without an account, opens the mailed link and confirms.
    const guardianContext = await browser.newContext({ baseURL: site.url });
    const guardianPage = await guardianContext.newPage();
    await guardianPage.goto(await mailedPath(site.mailDir, guardianEmail, '/guardian-consent/'));
    await expect(guardianPage.getByRole('heading', { level: 1, name: 'Consent for Mia Minor' })).toBeVisible();
    await expect(guardianPage.getByText('What you consent to')).toBeVisible();
    await expectAccessible(guardianPage);
    await guardianPage.getByRole('button', { name: 'I confirm my consent' }).click();
    await expect(guardianPage.getByText(/You confirmed your consent on/)).toBeVisible();
    await expect(guardianPage.getByRole('button', { name: 'Withdraw my consent' })).toBeVisible();
    await expectAccessible(guardianPage);
    // Guardians open mail on their phones, often in dark mode.
    await guardianPage.setViewportSize({ width: 390, height: 844 });
    await guardianPage.emulateMedia({ colorScheme: 'dark' });
    await guardianPage.reload();
    await expect(guardianPage.getByText(/You confirmed your consent on/)).toBeVisible();
    expect(await guardianPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(guardianPage);
    await guardianContext.close();

    await page.reload();
    await panel.getByRole('button', { name: 'Get a ticket' }).click();
    await expect(page.getByText(/You have a ticket for Guardian party/).first()).toBeVisible();
  });

  test('a member resets a forgotten password from the mail link and logs in with it', async ({ page, site }) => {
    const email = `forgetful-${Date.now()}@example.test`;
    const passwordHash = await testPasswordHash('the old password');
    await site.withDatabase((db) =>
      db.user.create({ data: { name: 'Forgetful Fran', email, passwordHash, emailVerifiedAt: new Date() } }),
    );

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText(/If an account uses this e-mail address/)).toBeVisible();
    await expectAccessible(page);

    await page.goto(await mailedPath(site.mailDir, email, '/reset-password/'));
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await expect(page.getByLabel('E-mail address')).toHaveValue(email);
    await expectAccessible(page);
    await page.getByLabel('New password', { exact: true }).fill('the new password');
    await page.getByLabel('Confirm new password').fill('something else');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('The password confirmation does not match.')).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('New password', { exact: true }).fill('the new password');
    await page.getByLabel('Confirm new password').fill('the new password');
    await page.getByRole('button', { name: 'Reset password' }).click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Your password has been reset. You can log in with the new password.')).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel(/e-mail/i).fill(email);
    await page.getByLabel(/password/i).fill('the new password');
    await page.getByRole('button', { name: /log in/i }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('the one-page registration, with its errors, is accessible and leads to the verification notice', async ({
    page,
  }) => {
    await page.goto('/register');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Enter your name.')).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('Name').fill('Rita Register');
    await page.getByLabel('E-mail address').fill(`rita-${Date.now()}@example.test`);
    await page.getByLabel('Password', { exact: true }).fill('registered once');
    await page.getByLabel('Confirm password').fill('registered once');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/verify-email$/);
    await page.getByRole('button', { name: 'Send the link again' }).click();
    await expect(page.getByText('A new verification link has been sent to your e-mail address.')).toBeVisible();
  });

  test('the login page and its errors are accessible', async ({ page }) => {
    await page.goto('/login');
    await expectAccessible(page);
    await page.getByLabel(/e-mail/i).fill('nobody@example.test');
    await page.getByLabel(/password/i).fill('wrong password');
    await page.getByRole('button', { name: /log in/i }).click();
    await expect(page.getByText('These credentials do not match our records.')).toBeVisible();
    await expectAccessible(page);
  });
});
