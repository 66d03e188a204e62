import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { completeOnboarding, openTab } from './helpers';

const attack = '<img src=x onerror=alert(1)>';

test.beforeEach(async ({ page }) => {
  // Any Content-Security-Policy violation is recorded, and fails the journey below.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective}: ${event.blockedURI}`);
    });
  });
  page.on('dialog', () => {
    throw new Error('a script ran a dialog: user text was treated as HTML');
  });
});

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

test('the built app ships a strict Content-Security-Policy and breaks none of it', async ({ page, consoleErrors }) => {
  await page.goto('/');
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  for (const directive of [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
  ]) {
    expect(policy).toContain(directive);
  }
  expect(policy).not.toContain('unsafe-inline');
  expect(policy).not.toContain('unsafe-eval');
  // No inline script in the page: every script comes from a file on the origin.
  expect(await page.locator('script:not([src])').count()).toBe(0);

  // Stitches' styles apply under the policy: the themed page is styled, not raw HTML.
  await completeOnboarding(page);
  const sidebarOrBar = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(sidebarOrBar).not.toBe('rgba(0, 0, 0, 0)');
  for (const [label, title] of [
    ['AI Support', 'AI Mental Health Companion'],
    ['Resources', 'Resource Library'],
    ['Goals', 'Goals & Progress'],
  ] as const) {
    await openTab(page, label, title);
  }
  expect(await violations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('a chat message that looks like HTML is shown as text and runs nothing', async ({ page }) => {
  await page.goto('/');
  await completeOnboarding(page);
  await openTab(page, 'AI Support', 'AI Mental Health Companion');
  await page.getByRole('textbox', { name: /message/i }).fill(attack);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('log').getByText(attack)).toBeVisible();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(await violations(page)).toEqual([]);
});
