import { expect, test } from './fixtures';
import { expectNoAxeViolations, openTab, seedStorage, validUser } from './helpers';

test('search, filter, combine, empty, and clear the resource library', async ({ page }) => {
  await seedStorage(page, JSON.stringify({ ...validUser, preferences: { ...validUser.preferences, culturalBackground: 'latino-hispanic' } }));
  await page.goto('/');
  await openTab(page, 'Resources', 'Resource Library');
  const cards = page.getByRole('list').filter({ has: page.getByRole('button', { name: /.+/ }) }).last().getByRole('listitem');
  await expect(page.getByText('24 resources')).toBeAttached();
  await expectNoAxeViolations(page);

  // Search is case- and accent-insensitive over title and description.
  const search = page.getByRole('searchbox').or(page.getByPlaceholder('Search resources...')).first();
  await search.fill('ANXIETY');
  const anxious = await cards.count();
  expect(anxious).toBeGreaterThan(0);
  expect(anxious).toBeLessThan(24);

  // The Category select and the category buttons stay in sync, and filters combine.
  await page.getByRole('combobox', { name: 'Category' }).selectOption('video');
  await expect(page.getByRole('button', { name: /^Videos/ })).toHaveAttribute('aria-pressed', 'true');
  await search.fill('zzzz no such thing');
  await expect(page.getByText('No resources found')).toBeVisible();
  await expect(page.getByText('Try adjusting your search criteria')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByText('24 resources')).toBeAttached();

  // The background shortcut is offered, never applied silently.
  const shortcut = page.getByRole('button', { name: 'Match my background: Latino/Hispanic' });
  await expect(shortcut).toHaveAttribute('aria-pressed', 'false');
  await shortcut.click();
  await expect(page.getByRole('combobox', { name: 'Cultural context' })).not.toHaveValue('');
});

test('the wellness videos quick action opens the library filtered to videos', async ({ page }) => {
  await seedStorage(page, JSON.stringify(validUser));
  await page.goto('/');
  await page.getByRole('button', { name: /Wellness Videos/i }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Resource Library' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('video');
});
