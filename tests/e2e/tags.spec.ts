// Tags (SPEC §13): an editor tags a post, a reader follows the tag to everything carrying it; event
// cards lead to the events list filtered by their tag.
import { expect, expectAccessible, logInAs, test } from './support/site.js';

test('an editor tags a post; a reader follows the tag to its page and feed', async ({ page, browser, site }) => {
  await logInAs(page);
  await page.goto('/admin/blog');
  await page.getByRole('button', { name: 'New post' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit post' })).toBeVisible();
  const title = `Knots for beginners ${Date.now()}`;
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Text', { exact: true }).fill('Bowline first.');
  await page.getByLabel('Tags').fill('Scouting skills, Outdoors');
  await page.getByLabel('Status').selectOption('published');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Post saved.')).toBeVisible();
  await expect(page.getByLabel('Tags')).toHaveValue('Scouting skills, Outdoors');

  const reader = await (await browser.newContext({ baseURL: site.url })).newPage();
  await reader.goto(`/blog?search=${encodeURIComponent(title)}`);
  const card = reader.getByRole('article').filter({ hasText: title });
  await card.getByRole('list', { name: 'Tags' }).getByRole('link', { name: 'Scouting skills' }).click();
  await expect(reader).toHaveURL(/\/blog\/tag\/scouting-skills$/);
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText('Posts tagged “Scouting skills”');
  await expect(reader.getByRole('heading', { level: 2, name: title })).toBeVisible();
  const feedLink = reader.getByRole('link', { name: 'RSS feed for “Scouting skills”' });
  await expect(feedLink).toHaveAttribute('href', '/blog/tag/scouting-skills/rss.xml');
  const feed = await reader.request.get('/blog/tag/scouting-skills/rss.xml');
  expect(await feed.text()).toContain(title);
  await expectAccessible(reader);

  await reader.getByRole('heading', { level: 2, name: title }).getByRole('link').click();
  await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await reader.getByRole('list', { name: 'Tags' }).getByRole('link', { name: 'Outdoors' }).click();
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText('Posts tagged “Outdoors”');
  await reader.getByRole('link', { name: 'All posts' }).click();
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText('Blog');
  await reader.close();
});

test("an event card's tag lists the events carrying it", async ({ page }) => {
  // Searched: other specs add events sooner than the demo's, which would push it off the first page.
  await page.goto('/events?search=Opening%20night');
  const card = page.getByRole('article').filter({ hasText: 'Opening night' });
  await card.getByRole('list', { name: 'Tags' }).getByRole('link', { name: 'Music' }).click();
  await expect(page).toHaveURL(/\/events\?tag=music$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Events tagged “Music”');
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 2, name: 'Opening night' })).toBeVisible();
  await expectAccessible(page);
  const feedLink = page.getByRole('link', { name: 'Calendar feed for “Music”' });
  await expect(feedLink).toHaveAttribute('href', '/events.ics?tag=music');
  const feed = await page.request.get('/events.ics?tag=music');
  expect(await feed.text()).toContain('SUMMARY:Opening night');
  await page.getByRole('link', { name: 'All events' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Events');
});
