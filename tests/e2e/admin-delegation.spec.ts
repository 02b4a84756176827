import { randomUUID } from 'node:crypto';
import { createRoleWith, createUser, DEFAULT_PASSWORD } from '../support/factories.js';
import { ADMIN, expect, expectAccessible, logInAs, test } from './support/site.js';

test.describe('a delegated admin', () => {
  test('sees the permissions they lack locked on the role form and cannot open an administrator for editing', async ({
    page,
    site,
  }) => {
    test.setTimeout(60_000);
    const suffix = randomUUID().slice(0, 8);
    const { delegate, adminId } = await site.withDatabase(async (db) => {
      await createRoleWith(db, `delegate-${suffix}`, ['roles.manage', 'users.manage']);
      return {
        delegate: await createUser(db, { roles: [`delegate-${suffix}`], email: `delegate-${suffix}@example.test` }),
        adminId: (await db.user.findUniqueOrThrow({ where: { email: ADMIN.email } })).id,
      };
    });

    await logInAs(page, delegate.email, DEFAULT_PASSWORD);
    await page.goto('/admin/roles');
    await page.getByRole('link', { name: 'New role' }).click();
    await expect(page.getByRole('heading', { name: 'Confirm your password' })).toBeVisible();
    await page.getByLabel('Password').fill(DEFAULT_PASSWORD);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New role' })).toBeVisible();
    await expect(
      page.getByText('Permissions you do not hold yourself are shown but cannot be added or removed.'),
    ).toBeVisible();
    await expect(page.getByRole('group', { name: 'blog' }).getByLabel('blog.manage')).toBeDisabled();
    await expect(page.getByRole('group', { name: 'roles' }).getByLabel('roles.manage')).toBeEnabled();
    await expect(page.getByRole('group', { name: 'users' }).getByLabel('users.manage')).toBeEnabled();
    // A disabled box alone hardly differs from an enabled one in dark mode: the locked label is dimmed.
    const labelColour = (name: string) =>
      page.locator('label', { hasText: name }).evaluate((label) => getComputedStyle(label).color);
    expect(await labelColour('blog.manage')).not.toBe(await labelColour('roles.manage'));
    await expectAccessible(page);

    const refused = await page.goto(`/admin/users/${adminId}/edit`);
    expect(refused?.status()).toBe(403);
    await expect(
      page.getByText(/This member holds permissions you do not hold \(.*blog\.manage.*\), so you cannot edit them\./),
    ).toBeVisible();
    await expectAccessible(page);
  });
});
