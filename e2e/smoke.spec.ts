import { expect, test } from './fixtures';

test('the built app loads onboarding with no error and no request off the origin', async ({
  page,
  offOrigin,
  consoleErrors,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Kindred' })).toBeVisible();
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  await expect(page.getByText('Mental Health Support')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.waitForLoadState('networkidle');
  expect(offOrigin).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('dark mode follows the operating system until the user chooses', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/theme-dark/);
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe('rgb(15, 14, 20)');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveClass(/theme-light/);
});
