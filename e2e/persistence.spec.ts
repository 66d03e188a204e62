import { expect, test } from './fixtures';
import { BACKUP_KEY, completeOnboarding, openSettings, seedStorage, storedUser, USER_KEY, validUser } from './helpers';

test('malformed JSON in storage: a plain message, the value kept as a backup, onboarding starts', async ({ page }) => {
  await seedStorage(page, '{"name":"Maya", "age": 1');
  await page.goto('/');
  await expect(page.getByRole('status').filter({ hasText: "We couldn't read the data saved in this browser" })).toBeVisible();
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), BACKUP_KEY)).toBe('{"name":"Maya", "age": 1');
});

test('a wrong-typed record is backed up, not crashed on', async ({ page }) => {
  await seedStorage(page, JSON.stringify({ id: 42, name: null, age: 'sixteen', goals: 'lots' }));
  await page.goto('/');
  await expect(page.getByRole('status').filter({ hasText: 'starting fresh' })).toBeVisible();
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), BACKUP_KEY)).toContain('"sixteen"');
});

test('a partly wrong record keeps its valid parts and says what was set aside', async ({ page }) => {
  await seedStorage(
    page,
    JSON.stringify({ ...validUser, moodHistory: [...validUser.moodHistory, { id: 'x', mood: 'great' }], extra: 'kept' }),
  );
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: "One saved entry couldn't be read" })).toBeVisible();
  const record = await storedUser(page);
  expect(record.moodHistory).toEqual(validUser.moodHistory);
  expect(record.extra).toBe('kept');
});

test('a full storage quota keeps the change in memory and says so', async ({ page }) => {
  await page.goto('/');
  await completeOnboarding(page);
  await page.evaluate(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
  });
  await openSettings(page);
  const name = page.getByRole('textbox', { name: /First name/ });
  await name.fill('Maya R');
  await page.getByRole('button', { name: /Save/ }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'storage is full' })).toBeVisible();
  await expect(name).toHaveValue('Maya R');
});

test('two tabs: a change in one appears in the other', async ({ page, context }) => {
  await page.goto('/');
  await completeOnboarding(page, { name: 'Noor', age: '18' });
  const other = await context.newPage();
  await other.goto('/');
  await expect(other.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // Back to the first tab, as a person would (a page left behind paints no frames).
  await page.bringToFront();
  await openSettings(page);
  await page.getByRole('textbox', { name: /First name/ }).fill('Noor A');
  await page.getByRole('button', { name: /Save/ }).click();
  await expect.poll(async () => (await storedUser(other)).name).toBe('Noor A');
  await other.bringToFront();
  await openSettings(other);
  await expect(other.getByRole('textbox', { name: /First name/ })).toHaveValue('Noor A');
  expect(await page.evaluate((key) => localStorage.getItem(key), USER_KEY)).toContain('Noor A');
});
