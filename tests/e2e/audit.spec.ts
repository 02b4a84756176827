import { randomUUID } from 'node:crypto';
import { recordAudit } from '../../server/features/audit/index.js';
import { ADMIN, expect, expectAccessible, logInAs, test } from './support/site.js';

test.describe('the audit log', () => {
  test('an admin finds a role change by its action and unfolds what changed, at any width and in dark mode', async ({
    page,
    site,
  }) => {
    test.setTimeout(60_000);
    const label = `wardens-${randomUUID().slice(0, 8)}`;
    await site.withDatabase(async (db) => {
      const admin = await db.user.findUniqueOrThrow({ where: { email: ADMIN.email } });
      await recordAudit(db, {
        actor: { id: admin.id, address: '192.0.2.7' },
        action: 'role.updated',
        subject: { type: 'role', id: 1, label },
        before: { description: 'Door', permissions: ['tickets.scan'] },
        after: { description: 'Door and blog', permissions: ['blog.manage', 'tickets.scan'] },
      });
    });

    await logInAs(page);
    await page.getByRole('link', { name: 'Administration' }).click();
    await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Audit log' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    await page.getByLabel('Action').selectOption({ label: 'Role edited' });
    await expect(page).toHaveURL(/action=role\.updated/);
    await page.getByRole('searchbox', { name: 'Search' }).fill(label);
    await expect(page).toHaveURL(new RegExp(`search=${label}`));
    const row = page.getByRole('row').filter({ hasText: label });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('Demo Admin')).toBeVisible();
    await row.getByText('Show 2 fields').click();
    await expect(row.getByText('Door and blog')).toBeVisible();
    await expect(row.getByText('blog.manage, tickets.scan')).toBeVisible();
    await expectAccessible(page);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    // The list scrolls inside its box; the page itself never gets wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page);
  });
});
