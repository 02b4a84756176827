import { expect, expectAccessible, logInAs, test } from './support/site.js';

test.describe('locations and post codes', () => {
  test('a visitor searches the locations, filters by place and opens one with its address and map link', async ({
    page,
  }) => {
    await page.goto('/locations');
    await expect(page.getByRole('heading', { level: 1, name: 'Locations' })).toBeVisible();
    await expect(page.getByRole('link', { name: /The Harbour Hall/ })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('searchbox', { name: 'Search locations' }).fill('canal');
    await expect(page).toHaveURL(/search=canal/);
    await expect(page.getByRole('link', { name: /The Harbour Hall/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Canal House/ })).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search locations' }).fill('');
    await page.getByLabel('Place').selectOption('The Hague');
    await expect(page).toHaveURL(/place=The\+Hague|place=The%20Hague/);
    await expect(page.getByRole('link', { name: /Canal House/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Dune Pavilion/ })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: /Dune Pavilion/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dune Pavilion' })).toBeVisible();
    await expect(page.locator('address')).toContainText('Strandweg 3');
    await expect(page.locator('address')).toContainText('2511 CV The Hague');
    const map = page.getByRole('link', { name: /View on the map: Strandweg 3, 2511 CV The Hague/ });
    await expect(map).toHaveAttribute('target', '_blank');
    await expect(map).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\//);
    await expect(page.getByRole('heading', { name: 'Upcoming events here' })).toBeVisible();
    await expectAccessible(page);
  });

  test('an admin creates a location choosing its post code by keyboard, deletes it and restores it', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    page.on('dialog', (dialog) => dialog.accept());
    await logInAs(page);
    await page.goto('/admin/locations');
    await expect(page.getByRole('heading', { level: 1, name: 'Locations' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'New location' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New location' })).toBeVisible();
    await page.getByLabel('Name', { exact: true }).fill('Keyboard Kiosk');
    await page.getByLabel('Street address').fill('Domplein 1');
    const picker = page.getByRole('combobox', { name: 'Post code' });
    await picker.focus();
    await page.keyboard.type('utre');
    const option = page.getByRole('option', { name: '3511 LX Utrecht' });
    await expect(option).toBeVisible();
    await expect(picker).toHaveAttribute('aria-expanded', 'true');
    await expectAccessible(page);
    await page.keyboard.press('ArrowDown');
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(picker).toHaveValue('3511 LX Utrecht');
    await expect(picker).toHaveAttribute('aria-expanded', 'false');
    await page.getByLabel('Published').check();
    await page.getByRole('button', { name: 'Create' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Edit Keyboard Kiosk' })).toBeVisible();
    await expect(page.getByText('Location created.')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Post code' })).toHaveValue('3511 LX Utrecht');
    await expect(page.getByLabel('Slug')).toHaveValue('keyboard-kiosk');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Locations' })).toBeVisible();
    await page.getByLabel('Deleted').selectOption('only');
    await expect(page).toHaveURL(/trashed=only/);
    await page.getByRole('link', { name: 'Keyboard Kiosk' }).click();
    await expect(page.getByText(/This was deleted on/)).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Restore' }).click();
    await expect(page.getByText('Location restored.')).toBeVisible();
    await page.getByRole('link', { name: 'View on the site' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Keyboard Kiosk' })).toBeVisible();
  });

  test('an admin imports post codes: a bad row names its line and imports nothing, a good file imports all', async ({
    page,
    site,
  }) => {
    await logInAs(page);
    await page.goto('/admin/post-codes');
    await expect(page.getByRole('heading', { level: 1, name: 'Post codes' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'New post code' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New post code' })).toBeVisible();
    await expectAccessible(page);
    const header = 'code,place_name,region,latitude,longitude';
    await page.getByLabel('CSV file', { exact: true }).setInputFiles({
      name: 'codes.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`${header}\n4811 AA,Breda,,,\n4812 BB,Breda,,95,4\n`),
    });
    await page.getByRole('button', { name: 'Import' }).click();
    await expect(page.getByText('Nothing was imported: 1 of 2 rows were rejected.')).toBeVisible();
    await expect(page.getByText('Line 3: The latitude must be a number from -90 to 90.')).toBeVisible();
    await expectAccessible(page);
    expect(await site.withDatabase((db) => db.postCode.count({ where: { placeName: 'Breda' } }))).toBe(0);

    await page.getByLabel('CSV file', { exact: true }).setInputFiles({
      name: 'codes.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`${header}\n4811 aa,Breda,,,\n4812 BB,Breda,,51.58,4.77\n`),
    });
    await page.getByRole('button', { name: 'Import' }).click();
    await expect(page.getByText('2 post codes imported.')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search' }).fill('breda');
    await page.getByRole('link', { name: '4811 AA' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit 4811 AA' })).toBeVisible();
    await expectAccessible(page);
  });
});
