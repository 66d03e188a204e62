import { readFileSync } from 'node:fs';

import type { Page } from '@playwright/test';

import type enUS from '../src/i18n/messages/en-US.json';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, storedUser } from './helpers';

type Messages = typeof enUS;
const catalogue = (locale: string) =>
  JSON.parse(readFileSync(new URL(`../src/i18n/messages/${locale}.json`, import.meta.url), 'utf8')) as Messages;
const esES = catalogue('es-ES');
const arSA = catalogue('ar-SA');
// Plain catalogue text, with {arguments} filled in (enough for the messages used here).
const text = (messages: Messages, id: keyof Messages, values: Record<string, string> = {}) =>
  messages[id].replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);

/** Onboards, choosing the language on step 3 (the wizard switches at once), and lands on the dashboard. */
async function onboardIn(page: Page, messages: Messages, languageName: RegExp, name: string) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: /First name/ }).fill(name);
  await page.getByRole('combobox', { name: /Age/ }).selectOption('16');
  await page.getByRole('button', { name: 'Next' }).click();
  // The visible chip is the radio's label: tap it, as a person would.
  await page.locator('label').filter({ has: page.getByRole('radio', { name: languageName }) }).click();
  // The wizard itself is now in the chosen language.
  await expect(page.getByRole('heading', { level: 2, name: text(messages, 'onboarding.background.title') })).toBeVisible();
  await page.getByRole('button', { name: text(messages, 'onboarding.nav.next') }).click();
  await expect(page.getByText(text(messages, 'onboarding.complete.greeting', { name }))).toBeVisible();
  await page.getByRole('button', { name: text(messages, 'onboarding.nav.finish') }).click();
  await expect(page.getByRole('heading', { level: 1, name: text(messages, 'tab.dashboard.title') })).toBeVisible();
}

async function openChat(page: Page, messages: Messages) {
  const label = text(messages, 'tab.chat.label');
  const tab = page.getByRole('button', { name: label, exact: true }).filter({ visible: true }).first();
  await tab.click();
  await expect(page.getByRole('heading', { level: 1, name: text(messages, 'tab.chat.title') })).toBeVisible();
}

async function send(page: Page, messages: Messages, message: string) {
  const box = page.getByRole('textbox', { name: text(messages, 'chat.composer.label') });
  await box.fill(message);
  await box.press('Enter');
}

test('onboarding in Spanish: the app, the companion and the crisis contacts speak Spanish, for Spain', async ({
  page,
  consoleErrors,
}) => {
  await onboardIn(page, esES, /^español/, 'Lucía');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  expect((await storedUser(page)).preferences).toMatchObject({ language: 'es-ES', country: 'ES' });
  // The dashboard's crisis box: Spain's 024 line and 112, in Spanish.
  await expect(page.getByText(text(esES, 'crisis.contact.es.line024')).first()).toBeVisible();
  await expect(page.getByRole('link', { name: text(esES, 'crisis.action.call', { number: '024' }) }).first()).toHaveAttribute('href', 'tel:024');
  await expect(page.locator('a[href="tel:988"]')).toHaveCount(0);

  await openChat(page, esES);
  await expect(page.getByRole('log')).toContainText(text(esES, 'chat.welcome.supportive', { name: 'Lucía' }).slice(0, 40));
  await send(page, esES, 'hoy me siento muy triste');
  await expect(page.getByRole('log')).toContainText(text(esES, 'chat.reply.validation.supportive', { name: 'Lucía' }).slice(0, 40), { timeout: 5000 });
  await send(page, esES, 'ya no quiero vivir');
  const log = page.getByRole('log');
  await expect(log.locator('a[href="tel:024"]')).toBeVisible({ timeout: 1500 });
  await expect(log.locator('a[href="tel:112"]')).toHaveCount(1);
  await expect(log.getByText(text(esES, 'crisis.contact.es.line024'))).toBeVisible();
  await expectNoAxeViolations(page);
  expect(consoleErrors).toEqual([]);
});

test('onboarding in Arabic: right to left, Arabic throughout, Saudi crisis contacts', async ({ page, consoleErrors }) => {
  await onboardIn(page, arSA, /^العربية/, 'Noor');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar-SA');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect((await storedUser(page)).preferences).toMatchObject({ language: 'ar-SA', country: 'SA' });
  await expect(page.getByText(text(arSA, 'crisis.contact.sa.line937')).first()).toBeVisible();
  await expect(page.locator('a[href="tel:937"]').first()).toBeVisible();

  // Mirrored layout: the main column starts at the right edge, the navigation on the right.
  const viewport = page.viewportSize();
  const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
  expect(heading && viewport && heading.x + heading.width).toBeGreaterThan((viewport?.width ?? 0) / 2);

  await openChat(page, arSA);
  await send(page, arSA, 'أريد أن أموت');
  const log = page.getByRole('log');
  await expect(log.locator('a[href="tel:937"]')).toBeVisible({ timeout: 1500 });
  await expect(log.locator('a[href="tel:911"]')).toHaveCount(1);
  await expect(log.getByText(text(arSA, 'crisis.contact.sa.line937'))).toBeVisible();
  // The user's own bubble sits on the end side, as in any chat app: the right in English, so
  // the left in Arabic.
  const bubble = await log.getByText('أريد أن أموت').boundingBox();
  const logBox = await log.boundingBox();
  expect(bubble?.x).toBeLessThan((logBox?.x ?? 0) + (logBox?.width ?? 0) / 2);
  await expectNoAxeViolations(page);
  expect(consoleErrors).toEqual([]);
});

test('Settings changes the language and the country of the crisis contacts', async ({ page }) => {
  await onboardIn(page, esES, /^español/, 'Lucía');
  const menu = page.getByRole('button', { name: text(esES, 'nav.openMenu') });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('button', { name: text(esES, 'nav.settings') }).filter({ visible: true }).click();
  await page.getByRole('combobox', { name: text(esES, 'crisis.country') }).selectOption('other');
  await page.getByRole('button', { name: text(esES, 'settings.profile.save') }).click();
  await expect.poll(async () => (await storedUser(page)).preferences.country).toBe('other');
  await page.locator('label').filter({ has: page.getByRole('radio', { name: /^français/ }) }).click();
  await page.getByRole('button', { name: text(esES, 'settings.profile.save') }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
});
