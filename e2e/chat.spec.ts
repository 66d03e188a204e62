import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { expectNoAxeViolations, openTab, seedStorage, validUser } from './helpers';

async function openChat(page: Page) {
  await seedStorage(page, JSON.stringify({ ...validUser, preferences: { ...validUser.preferences, communicationStyle: 'supportive' } }));
  await page.goto('/');
  await openTab(page, 'AI Support', 'AI Mental Health Companion');
  await expect(page.getByText('automated program, not a person').first()).toBeVisible();
}

async function send(page: Page, text: string) {
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill(text);
  await box.press('Enter');
  await expect(box).toHaveValue('');
}

const log = (page: Page) => page.getByRole('log');

// @desktop: the kinds of reply do not depend on the viewport; the phone runs the crisis journey.
test('each kind of message gets its kind of reply, after a short typing pause @desktop', async ({ page, offOrigin }) => {
  test.slow(); // five real 1-3 s reply delays
  await openChat(page);
  await expectNoAxeViolations(page);
  await send(page, 'I feel so sad today');
  await expect(log(page)).toContainText("I’m really sorry you’re feeling this way, Ade", { timeout: 5000 });
  await send(page, "I'm really anxious about exams");
  await expect(log(page)).toContainText('breathe in for 4, hold for 4, and breathe out for 6', { timeout: 5000 });
  await send(page, 'I feel lonely');
  await expect(page.getByRole('button', { name: 'Open the community' })).toBeVisible({ timeout: 5000 });
  await send(page, 'feeling happy today');
  await expect(log(page)).toContainText('That’s wonderful to hear, Ade!', { timeout: 5000 });
  await page.getByRole('button', { name: 'Open the community' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Community Support' })).toBeVisible();
  // The conversation survives switching tabs.
  await openTab(page, 'AI Support', 'AI Mental Health Companion');
  await expect(log(page)).toContainText('That’s wonderful to hear, Ade!');
  expect(offOrigin).toEqual([]);
});

const crisisMessages = [
  ['English', 'I want to kill myself'],
  ['Spanish', 'ya no quiero vivir'],
  ['French', 'je veux mourir'],
  ['Chinese', '我不想活了'],
  ['Arabic', 'أريد أن أموت'],
] as const;

// One conversation, five languages: each crisis message gets its own crisis reply with the
// contacts within a second, however many came before it.
test('a crisis message in English, Spanish, French, Chinese or Arabic gets the crisis reply with tappable contacts within a second', async ({ page }) => {
  await openChat(page);
  for (const [index, [language, message]] of crisisMessages.entries()) {
    await send(page, message);
    await expect(log(page).locator('a[href="tel:988"]'), language).toHaveCount(index + 1, { timeout: 1500 });
    await expect(log(page).locator('a[href="sms:741741?&body=HOME"]'), language).toHaveCount(index + 1);
    await expect(log(page).locator('a[href="tel:911"]'), language).toHaveCount(index + 1);
  }
  await expect(log(page).locator('a[href="tel:988"]').last()).toBeVisible();
  await expect(log(page)).toContainText('free and confidential');
});

test('blank input cannot be sent, and Shift+Enter makes a new line', async ({ page }) => {
  await openChat(page);
  const box = page.getByRole('textbox', { name: 'Message' });
  const sendButton = page.getByRole('button', { name: 'Send' });
  await box.fill('   ');
  await expect(sendButton).toBeDisabled();
  await box.press('Enter');
  await expect(page.getByText('Companion is typing', { exact: false })).toBeHidden();
  await box.fill('first line');
  await box.press('Shift+Enter');
  await box.pressSequentially('second line');
  await expect(box).toHaveValue('first line\nsecond line');
});
