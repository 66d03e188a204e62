import { expect, test } from './fixtures';
import { expectNoAxeViolations, openTab, seedStorage, storedUser, validUser } from './helpers';

test('create a goal, step it, complete it, and find it completed after a reload', async ({ page, consoleErrors }) => {
  await seedStorage(page, JSON.stringify({ ...validUser, goals: [] }));
  await page.goto('/');
  await openTab(page, 'Goals', 'Goals & Progress');
  await expect(page.getByText('No active goals')).toBeVisible();
  await page.getByRole('button', { name: 'Create Your First Goal' }).click();
  await page.getByRole('textbox', { name: /Goal title/ }).fill('Read 20 pages');
  await page.getByRole('button', { name: 'Create', exact: true }).click();

  const increase = page.getByRole('button', { name: 'Increase progress of Read 20 pages by 10%' });
  const decrease = page.getByRole('button', { name: 'Decrease progress of Read 20 pages by 10%' });
  await expect(decrease).toBeDisabled();
  await increase.click();
  await increase.click();
  await expect.poll(async () => (await storedUser(page)).goals[0]).toMatchObject({ progress: 20, completed: false });
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Complete Read 20 pages' }).click();
  await expect(page.getByRole('heading', { name: 'Completed Goals' })).toBeVisible();
  await expect.poll(async () => (await storedUser(page)).goals[0]).toMatchObject({ progress: 100, completed: true });

  await page.reload();
  await openTab(page, 'Goals', 'Goals & Progress');
  const completed = page.getByRole('region', { name: 'Completed Goals' }).or(page.locator('section', { has: page.getByRole('heading', { name: 'Completed Goals' }) }));
  await expect(completed.getByText('Read 20 pages')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Complete Read 20 pages' })).toBeDisabled();
  expect(consoleErrors).toEqual([]);
});
