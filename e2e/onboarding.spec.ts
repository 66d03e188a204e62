import { expect, test } from './fixtures';
import { completeOnboarding, expectNoAxeViolations, storedUser } from './helpers';

test('onboarding leads to the dashboard and stores the spec record; a reload stays signed in', async ({
  page,
  offOrigin,
  consoleErrors,
}) => {
  await page.goto('/');
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expectNoAxeViolations(page);
  await completeOnboarding(page, { name: '  Maya ', age: '16' });
  await expect(page.getByText("Welcome back! Here's how you're doing today.")).toBeVisible();
  await expectNoAxeViolations(page);

  const record = await storedUser(page);
  expect(record).toEqual({
    schemaVersion: 1,
    id: expect.stringMatching(/^\d{13,}$/),
    name: 'Maya',
    age: 16,
    preferences: { language: 'en-US', culturalBackground: '', communicationStyle: 'supportive', theme: 'system', country: 'US' },
    moodHistory: [],
    goals: [],
  });

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  expect(offOrigin).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('step 2 needs a non-blank first name and an age', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 2 of 4')).toBeVisible();
  const next = page.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  await page.getByRole('textbox', { name: /First name/ }).fill('   ');
  await page.getByRole('combobox', { name: /Age/ }).selectOption('13');
  await expect(next).toBeDisabled();
  await page.getByRole('textbox', { name: /First name/ }).fill('Lu');
  await expect(next).toBeEnabled();
});

test('onboarding works with the keyboard alone at 320 px', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome to Kindred' })).toBeFocused();
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(320);
  await page.keyboard.press('Tab');
  // Tab to Next and press it (Previous is disabled on step 1, so it is skipped).
  await expect(page.getByRole('button', { name: 'Next' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Tell us about yourself' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.type('Kai');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('combobox', { name: /Age/ })).toBeFocused();
  // On a closed native select, arrow keys change the value without opening the list.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
  await page.getByRole('button', { name: 'Next' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Step 3 of 4')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Welcome, Kai!')).toBeVisible();
  await page.getByRole('button', { name: 'Get Started' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});
