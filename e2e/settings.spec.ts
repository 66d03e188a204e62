import { readFile } from 'node:fs/promises';

import { expect, test } from './fixtures';
import { completeOnboarding, expectNoAxeViolations, openSettings, seedStorage, storedUser, USER_KEY, validUser } from './helpers';

test('export then import round-trips the record', async ({ page }, testInfo) => {
  await seedStorage(page, JSON.stringify({ ...validUser, extra: { kept: true } }));
  await page.goto('/');
  await openSettings(page);
  await expectNoAxeViolations(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^kindred-data-\d{4}-\d{2}-\d{2}\.json$/);
  const file = testInfo.outputPath('export.json');
  await download.saveAs(file);
  const exported = JSON.parse(await readFile(file, 'utf8'));
  expect(exported).toEqual(await storedUser(page));

  // Change the profile, then bring the exported file back.
  await page.getByRole('textbox', { name: /First name/ }).fill('Someone else');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect.poll(async () => (await storedUser(page)).name).toBe('Someone else');

  await page.locator('input[type="file"]').setInputFiles(file);
  const dialog = page.getByRole('dialog', { name: 'Replace your data?' });
  await expect(dialog).toContainText('Someone else');
  await expect(dialog).toContainText('Ade');
  await dialog.getByRole('button', { name: 'Replace my data' }).click();
  await expect.poll(() => storedUser(page)).toEqual(exported);
});

test('a foreign file is refused with a clear message and changes nothing', async ({ page }) => {
  await seedStorage(page, JSON.stringify(validUser));
  await page.goto('/');
  await openSettings(page);
  const before = await storedUser(page);
  await page.locator('input[type="file"]').setInputFiles({
    name: 'photos.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ albums: [1, 2, 3] })),
  });
  await expect(page.getByRole('alert')).toContainText("isn’t Kindred data");
  await expect(page.getByRole('alert')).toContainText('Nothing was changed');
  expect(await storedUser(page)).toEqual(before);
});

test('delete all my data asks first, then returns to onboarding with nothing stored', async ({ page }) => {
  await page.goto('/');
  await completeOnboarding(page, { name: 'Rio', age: '21' });
  await openSettings(page);
  await page.getByRole('button', { name: 'Delete all my data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete all your data?' });
  await expect(dialog).toContainText('Rio');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  expect(await storedUser(page)).not.toBeNull();

  await page.getByRole('button', { name: 'Delete all my data' }).click();
  await page.getByRole('dialog', { name: 'Delete all your data?' }).getByRole('button', { name: 'Delete my data' }).click();
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), USER_KEY)).toBeNull();
});

test('the theme setting overrides the device and persists', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await seedStorage(page, JSON.stringify(validUser));
  await page.goto('/');
  await openSettings(page);
  await page.getByRole('group', { name: 'Theme' }).getByText('Dark', { exact: true }).click();
  await expect(page.locator('html')).toHaveClass(/theme-dark/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/theme-dark/);
  expect((await storedUser(page)).preferences.theme).toBe('dark');
});
