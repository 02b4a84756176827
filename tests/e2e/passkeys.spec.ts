// Passkeys end to end (SPEC §14) with Chromium's virtual authenticator: a member adds a passkey on
// settings/Passkeys, logs out, and signs in with it from the login page without typing an address.
// WebAuthn refuses an IP address as the site's domain, so these pages are opened on `localhost`.
import type { Page } from '@playwright/test';
import { DEFAULT_PASSWORD, createUser } from '../support/factories.js';
import { expect, expectAccessibleEverywhere, logInAs, test } from './support/site.js';

async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return {
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}

const onLocalhost = (url: string) => url.replace('://127.0.0.1', '://localhost');

test('a member adds a passkey, logs out and signs in with it', async ({ page, site }) => {
  test.setTimeout(120_000);
  const origin = onLocalhost(site.url);
  const member = await site.withDatabase((db) => createUser(db, { name: 'Pia Passkey' }));
  const authenticator = await addVirtualAuthenticator(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await logInAs(page, member.email, DEFAULT_PASSWORD, origin);

  // The settings navigation leads there, behind the password confirmation.
  await page.goto(`${origin}/settings/profile`);
  await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Passkeys' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm your password' })).toBeVisible();
  await page.getByLabel('Password').fill(DEFAULT_PASSWORD);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Passkeys' })).toBeVisible();
  await expect(page.getByText('You have no passkeys yet.')).toBeVisible();
  await expectAccessibleEverywhere(page, 'settings-passkeys-empty');

  // A name is asked for first, then the browser's authenticator creates the passkey.
  await page.getByRole('button', { name: 'Add passkey' }).click();
  await expect(page.getByText('Give the passkey a name.')).toBeVisible();
  await page.getByLabel('Name').fill('Test laptop');
  await page.getByRole('button', { name: 'Add passkey' }).click();
  await expect(page.getByText('Passkey “Test laptop” added. You can sign in with it now.')).toBeVisible();
  const list = page.getByRole('region', { name: 'Your passkeys' });
  await expect(list.getByText('Test laptop')).toBeVisible();
  await expect(list.getByText(/not used yet/)).toBeVisible();
  const [credential] = await authenticator.credentials();
  expect(credential).toMatchObject({ isResidentCredential: true, rpId: 'localhost' });
  await expectAccessibleEverywhere(page, 'settings-passkeys-one');

  // Renamed in place.
  await page.setViewportSize({ width: 1280, height: 900 });
  await list.getByRole('button', { name: 'Rename Test laptop' }).click();
  await list.getByLabel('Name').fill('Work laptop');
  await list.getByRole('button', { name: 'Save name' }).click();
  await expect(list.getByText('Work laptop')).toBeVisible();

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByText('You are logged out.')).toBeVisible();

  await page.goto(`${origin}/login`);
  const passkeyButton = page.getByRole('button', { name: 'Sign in with a passkey' });
  await expect(passkeyButton).toBeVisible();
  await expectAccessibleEverywhere(page, 'login-with-passkey');
  await page.setViewportSize({ width: 1280, height: 900 });
  await passkeyButton.click();
  await page.waitForURL('**/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const used = await site.withDatabase((db) => db.passkey.findFirstOrThrow({ where: { userId: member.id } }));
  expect(used.name).toBe('Work laptop');
  expect(used.lastUsedAt).not.toBeNull();
});

test('a removed passkey no longer signs in, and says so', async ({ page, site }) => {
  const origin = onLocalhost(site.url);
  const member = await site.withDatabase((db) => createUser(db));
  await addVirtualAuthenticator(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await logInAs(page, member.email, DEFAULT_PASSWORD, origin);
  await page.goto(`${origin}/settings/passkeys`);
  await page.getByLabel('Password').fill(DEFAULT_PASSWORD);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByLabel('Name').fill('Old phone');
  await page.getByRole('button', { name: 'Add passkey' }).click();
  await expect(page.getByText('Passkey “Old phone” added. You can sign in with it now.')).toBeVisible();
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Remove Old phone' }).click();
  await expect(page.getByText('You have no passkeys yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByText('You are logged out.')).toBeVisible();

  // The authenticator still holds it; the site no longer knows it.
  await page.goto(`${origin}/login`);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This passkey did not sign you in.' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('the login page offers no passkey where the browser has no WebAuthn', async ({ page, site }) => {
  await page.addInitScript(() => {
    delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
  });
  await page.goto(`${site.url}/login`);
  await expect(page.getByRole('button', { name: /log in/i })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toHaveCount(0);
});
