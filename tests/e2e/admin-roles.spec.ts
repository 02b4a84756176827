import { testPasswordHash } from '../support/password-hash.js';
import { ADMIN, expect, expectAccessible, logInAs, test } from './support/site.js';

const MEMBER = { name: 'Casey Comms', email: 'casey.comms@agora.test', password: 'casey-e2e-password' };

test.describe('roles and the admin sidebar', () => {
  test('an admin creates a role with two permissions, gives it to a member, and the member sees exactly those sections', async ({
    page,
    site,
  }) => {
    // One long journey through seven admin pages, each checked with axe.
    test.setTimeout(120_000);
    await site.withDatabase(async (db) =>
      db.user.create({
        data: {
          name: MEMBER.name,
          email: MEMBER.email,
          emailVerifiedAt: new Date(),
          passwordHash: await testPasswordHash(MEMBER.password),
        },
      }),
    );

    await logInAs(page);
    await page.getByRole('link', { name: 'Administration' }).click();
    await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Roles' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Roles' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'event-manager' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'New role' }).click();
    // Roles decide what members may do: the admin confirms their password first, then comes back to the form.
    await expect(page.getByRole('heading', { name: 'Confirm your password' })).toBeVisible();
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New role' })).toBeVisible();
    await page.getByLabel('Name').fill('communications');
    await page.getByLabel('Description').fill('Blog and places');
    await page.getByRole('group', { name: 'blog' }).getByLabel('blog.manage').check();
    await page.getByRole('group', { name: 'locations' }).getByLabel('locations.manage').check();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Create' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'communications' })).toBeVisible();
    await expect(page.getByText('Role created.')).toBeVisible();
    await expect(page.getByRole('main').getByText('blog.manage', { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByText('locations.manage', { exact: true })).toBeVisible();
    await expect(page.getByText('No member holds this role.')).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Users' }).click();
    await page.getByRole('searchbox', { name: 'Search' }).fill('casey');
    await expect(page).toHaveURL(/search=casey/);
    await expect(page.getByRole('link', { name: MEMBER.name })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Demo Admin' })).toHaveCount(0);
    await expectAccessible(page);

    await page.getByRole('link', { name: MEMBER.name }).click();
    await expect(page.getByRole('heading', { level: 1, name: MEMBER.name })).toBeVisible();
    await expectAccessible(page);
    // Confirmed a moment ago, so the edit form opens straight away.
    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Edit ${MEMBER.name}` })).toBeVisible();
    await page.getByRole('group', { name: 'Roles' }).getByLabel('communications').check();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Member saved.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: MEMBER.name })).toBeVisible();

    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    await logInAs(page, MEMBER.email, MEMBER.password);
    await page.getByRole('link', { name: 'Administration' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    const sidebar = page.getByRole('navigation', { name: 'Administration' });
    await expect(sidebar.getByRole('link')).toHaveText(['Blog', 'Locations', 'Post codes']);
    await expectAccessible(page);

    const forbidden = await page.goto('/admin/roles');
    expect(forbidden?.status()).toBe(403);
  });
});
