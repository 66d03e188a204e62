import { expect, test } from './fixtures';
import { expectNoAxeViolations, seedStorage, storedUser, validUser } from './helpers';

test.beforeEach(async ({ page }) => {
  await seedStorage(page, JSON.stringify({ ...validUser, moodHistory: [] }));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('log a mood: the average, the count and the strip update and survive a reload', async ({ page }) => {
  await expect(page.getByText('No moods logged yet')).toBeVisible();
  await expectNoAxeViolations(page);
  const logMood = page.getByRole('button', { name: 'Log Mood' });
  await logMood.click();
  await expect(logMood).toHaveAttribute('aria-expanded', 'true');
  const save = page.getByRole('button', { name: 'Save Mood' });
  await expect(save).toBeDisabled();
  await page.getByText('Good', { exact: true }).click();
  await page.getByText('Grateful', { exact: true }).click();
  await page.getByRole('textbox', { name: /Note/ }).fill('  Finished my project  ');
  await save.click();
  await expect(page.getByText('Mood saved')).toBeAttached();
  await expect(page.getByText('No moods logged yet')).toBeHidden();

  const [entry] = (await storedUser(page)).moodHistory;
  expect(entry).toMatchObject({ mood: 4, emotions: ['grateful'], note: 'Finished my project' });
  expect(new Date(entry.date).toISOString()).toBe(entry.date);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('No moods logged yet')).toBeHidden();
  expect((await storedUser(page)).moodHistory).toHaveLength(1);
});

// A young person may write it in their mood note rather than to the companion.
test('a heavy mood note shows the crisis contacts as typed, saves, and keeps them in view after a reload', async ({ page }) => {
  const notice = page.getByRole('region', { name: 'You don’t have to go through this alone' });
  await page.getByRole('button', { name: 'Log Mood' }).click();
  await page.getByText('Very Low', { exact: true }).click();
  await page.getByRole('textbox', { name: /Note/ }).fill('i cant do this anymore. i want to die');
  await expect(notice.getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
  await page.getByRole('button', { name: 'Save Mood' }).click();
  await expect(page.getByText('Mood saved')).toBeAttached();
  await expect(notice.getByText(/Your last check-in sounds really heavy/)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(notice.getByRole('link', { name: 'Text HOME to 741741' })).toHaveAttribute('href', 'sms:741741?&body=HOME');
  expect((await storedUser(page)).moodHistory[0]).toMatchObject({ mood: 1, note: 'i cant do this anymore. i want to die' });
});

test('after three low check-ins in a row, the dashboard offers to talk it through with the companion @desktop', async ({ page }) => {
  for (const level of ['Low', 'Very Low', 'Low']) {
    await page.getByRole('button', { name: 'Log Mood' }).click();
    await page.getByRole('form', { name: 'Log your mood' }).getByText(level, { exact: true }).click();
    await page.getByRole('button', { name: 'Save Mood' }).click();
    await expect(page.getByText('Mood saved')).toBeAttached();
  }
  const notice = page.getByRole('region', { name: 'It’s been a hard few days' });
  await expect(notice).toContainText('Your last 3 check-ins were low.');
  await expectNoAxeViolations(page);
  await notice.getByRole('button', { name: 'Talk it through' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'AI Mental Health Companion' })).toBeVisible();
});

test('crisis support and the hotline open the crisis dialog with tappable contacts', async ({ page }) => {
  for (const tile of [/Crisis Support/, /Call Hotline/]) {
    await page.getByRole('button', { name: tile }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: /988/ }).first()).toHaveAttribute('href', 'tel:988');
    await expect(dialog.locator('a[href="sms:741741?&body=HOME"]')).toHaveCount(1);
    await expect(dialog.locator('a[href="tel:911"]')).toHaveCount(1);
    await expect(dialog).toContainText('free and confidential');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
});

test('quick actions switch tabs and open the breathing exercise and the sound player', async ({ page }) => {
  await page.getByRole('button', { name: /Guided Meditation/ }).click();
  const breathing = page.getByRole('dialog');
  await expect(breathing.getByRole('button', { name: 'Start' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /Calming Sounds/ }).click();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Play' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: /AI Companion/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'AI Mental Health Companion' })).toBeVisible();
});

test('peer support opens the community tab', async ({ page }) => {
  await page.getByRole('button', { name: /Peer Support/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Community Support' })).toBeVisible();
});
