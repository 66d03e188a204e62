import { expect, test } from './fixtures';
import { completeOnboarding, openTab, storedUser } from './helpers';

// Issue 9: installable, and a second visit works with the network off. The service worker
// precaches the shell and every lazy chunk, so each tab opens offline, not just the first.
test.use({ serviceWorkers: 'allow' });

test('after one visit the app installs, reloads offline and every tab works', async ({ page, context, consoleErrors }) => {
  await page.goto('/');
  const manifest = await page.evaluate(async () => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    return link ? ((await (await fetch(link.href)).json()) as Record<string, unknown>) : null;
  });
  expect(manifest).toMatchObject({ short_name: 'Kindred', display: 'standalone', start_url: '/' });
  expect((manifest?.icons as Array<{ sizes: string }>).map((icon) => icon.sizes)).toEqual(
    expect.arrayContaining(['192x192', '512x512']),
  );

  await completeOnboarding(page, { name: 'Noor' });
  // The worker registers once the page is idle and caches everything it needs.
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!registration.active) throw new Error('no active service worker');
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  // The network is gone: the server answers nothing, so only the service worker's cache can.
  // (Chromium's offline emulation would also cut the worker off from its own cache.)
  await context.route('**/*', (route) => route.abort('internetdisconnected'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await openTab(page, 'AI Support', 'AI Mental Health Companion');
  await page.getByRole('textbox', { name: /message/i }).fill('I feel a lot better today');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('log').getByText('I feel a lot better today')).toBeVisible();

  await openTab(page, 'Resources', 'Resource Library');
  // The translated sample library is there: a resource opens in full.
  await page.getByRole('button', { name: /Box breathing/ }).first().click();
  await expect(page.getByRole('dialog', { name: /Box breathing/ })).toBeVisible();
  await page.keyboard.press('Escape');

  await openTab(page, 'Community', 'Community Support');
  await openTab(page, 'Goals', 'Goals & Progress');
  await page.getByRole('button', { name: 'New Goal' }).click();
  await page.getByRole('textbox', { name: /title/i }).fill('Drink water');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByRole('article', { name: 'Drink water' })).toBeVisible();
  expect((await storedUser(page)).goals).toHaveLength(1);

  await openTab(page, 'Home', 'Dashboard');
  expect(consoleErrors).toEqual([]);
});
