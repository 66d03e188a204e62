import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { USER_KEY } from '../src/app/user/storage';
import { WRITE_AT_THE_LATEST_MS } from '../src/app/user/userStore';

import { expect } from './fixtures';

// The app's own keys, so a journey reads what the app writes.
export { BACKUP_KEY, USER_KEY } from '../src/app/user/storage';

/** Walks the onboarding wizard with the mouse and lands on the dashboard. */
export async function completeOnboarding(page: Page, { name = 'Maya', age = '16' } = {}) {
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: /First name/ }).fill(name);
  await page.getByRole('combobox', { name: /Age/ }).selectOption(age);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(`Welcome, ${name.trim()}!`)).toBeVisible();
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

/**
 * The stored record once the app has written its latest change: the app writes a change after
 * the frame that shows it, or WRITE_AT_THE_LATEST_MS later in a page that paints no frames
 * (afterNextPaint in src/app/user/userStore.ts), so this waits for whichever comes first, after
 * the app's own.
 */
export async function storedUser(page: Page) {
  return page.evaluate(
    async ([key, latest]) => {
      await new Promise((resolve) => {
        requestAnimationFrame(() => setTimeout(resolve, 0));
        setTimeout(resolve, latest);
      });
      return JSON.parse(localStorage.getItem(key) ?? 'null');
    },
    [USER_KEY, WRITE_AT_THE_LATEST_MS + 50] as const,
  );
}

/** Puts a raw value under the user key before the app loads. */
export async function seedStorage(page: Page, raw: string) {
  await page.addInitScript(
    ([key, value]) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem(key, value);
        sessionStorage.setItem('seeded', '1');
      }
    },
    [USER_KEY, raw] as const,
  );
}

/**
 * WCAG 2.2 AA with axe on the page at rest. Running animations are awaited first: a dialog that is
 * still fading in has half its colour, and axe would measure the contrast of that frame.
 */
export async function expectNoAxeViolations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity,
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

export const validUser = {
  schemaVersion: 1,
  id: '1700000000000',
  name: 'Ade',
  age: 19,
  preferences: { language: 'en-US', culturalBackground: 'african-american', communicationStyle: 'direct', theme: 'system', country: 'US' },
  moodHistory: [{ id: 'm1', date: '2026-11-20T08:00:00.000Z', mood: 4, emotions: ['calm'] }],
  goals: [
    { id: 'g1', title: 'Walk 20 minutes', description: '', category: 'wellness', progress: 40, targetDate: '', completed: false },
  ],
};

/** Opens Settings from the sidebar, or from the drawer on a phone. */
export async function openSettings(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const menu = page.getByRole('button', { name: 'Open menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('button', { name: 'Settings' }).filter({ visible: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
}

/** Opens a tab from the sidebar, the bottom bar, or the drawer when the bottom bar lacks it. */
export async function openTab(page: Page, label: string, title: string) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const nav = page.getByRole('navigation', { name: /Main|Quick navigation/ }).filter({ visible: true }).first();
  const button = nav.getByRole('button', { name: label });
  if (await button.count()) {
    await button.click();
  } else {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: label }).click();
  }
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}
