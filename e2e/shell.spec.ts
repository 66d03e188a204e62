import { expect, test } from './fixtures';
import { expectNoAxeViolations, seedStorage, validUser } from './helpers';

test.beforeEach(async ({ page }) => {
  await seedStorage(page, JSON.stringify(validUser));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

// Starting on the dashboard, so Home comes last: each click is a new page.
const titles = [
  ['AI Support', 'AI Mental Health Companion'],
  ['Resources', 'Resource Library'],
  ['Community', 'Community Support'],
  ['Goals', 'Goals & Progress'],
  ['Home', 'Dashboard'],
] as const;

// The sidebar exists from 768 px up; the drawer and bottom bar below it (see the projects' grep).
test('every tab has its title in the sidebar; axe is clean', { tag: '@desktop' }, async ({ page }) => {
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [label, title] of titles) {
    await nav.getByRole('button', { name: label }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeFocused();
    await expect(nav.getByRole('button', { name: label })).toHaveAttribute('aria-current', 'page');
  }
  await expectNoAxeViolations(page);
});

test('on a phone: the drawer opens, closes with Escape and the backdrop, and the bottom bar shows four tabs', { tag: '@phone' }, async ({
  page,
}) => {
  const bottom = page.getByRole('navigation', { name: 'Quick navigation' });
  await expect(bottom.getByRole('button')).toHaveText(['Home', 'AI Support', 'Resources', 'Community']);
  await bottom.getByRole('button', { name: 'Community' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Community Support' })).toBeVisible();

  const menu = page.getByRole('button', { name: 'Open menu' });
  await menu.click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menu).toBeFocused();

  await menu.click();
  await page.mouse.click(380, 400); // the dimmed backdrop beside the drawer
  await expect(drawer).toBeHidden();

  await menu.click();
  await drawer.getByRole('button', { name: 'Goals' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Goals & Progress' })).toBeVisible();
});

// Crisis contacts do not depend on the detector: Get help is on every screen, desktop and phone.
test('Get help opens the crisis contacts from any tab, and closes back to it', async ({ page }) => {
  for (const [label, title] of [['Community', 'Community Support'], ['AI Support', 'AI Mental Health Companion']] as const) {
    const nav = page.getByRole('navigation', { name: /Main|Quick navigation/ }).filter({ visible: true }).first();
    await nav.getByRole('button', { name: label }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.getByRole('button', { name: 'Get help' }).filter({ visible: true }).click();
    const dialog = page.getByRole('dialog', { name: 'You don’t have to go through this alone' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('a[href="tel:988"]')).toBeVisible();
    await expect(dialog.locator('a[href="sms:741741?&body=HOME"]')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }
});
