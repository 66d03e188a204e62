import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { completeOnboarding, expectNoAxeViolations, openTab, storedUser } from './helpers';

const posts = (page: Page) => page.getByRole('region', { name: 'Posts' });

async function share(page: Page, text: string, { category, anonymous }: { category: string; anonymous: boolean }) {
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await page.getByRole('textbox', { name: 'What would you like to share?' }).fill(text);
  await page.getByRole('combobox', { name: 'Category' }).selectOption(category);
  if (anonymous) await page.getByRole('checkbox', { name: 'Post anonymously' }).check();
  await page.getByRole('button', { name: 'Share post', exact: true }).click();
  await expect(page.getByRole('form', { name: 'Share with the Community' })).toHaveCount(0);
}

// Issue 7: post anonymously and named, filter, like, and find it all again after a reload.
test('share named and anonymously, filter, like, and reload', async ({ page, consoleErrors, offOrigin }) => {
  await page.goto('/');
  await completeOnboarding(page, { name: 'Sam' });
  await openTab(page, 'Community', 'Community Support');
  await expect(page.getByRole('region', { name: 'Community Guidelines' })).toBeVisible();
  await expect(posts(page).getByRole('status')).toHaveText('12 posts');
  await expectNoAxeViolations(page);

  await share(page, 'Passed my driving test today!', { category: 'celebration', anonymous: false });
  await share(page, 'How do you tell a friend you need space?', { category: 'question', anonymous: true });
  const articles = posts(page).getByRole('article');
  await expect(articles.nth(0)).toHaveAccessibleName('Post by Anonymous');
  await expect(articles.nth(0)).toContainText('How do you tell a friend you need space?');
  await expect(articles.nth(1)).toHaveAccessibleName('Post by You');
  await expect(articles.nth(1)).toContainText('0m ago');

  // Like the named post: the count and the pressed state follow.
  const like = articles.nth(1).getByRole('button', { name: /^Like post by You/ });
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveAccessibleName('Like post by You, 1 like');

  // Filter: celebrations only, the selection marked for assistive tech.
  await page.getByRole('button', { name: 'Celebration' }).click();
  await expect(page.getByRole('button', { name: 'Celebration' })).toHaveAttribute('aria-pressed', 'true');
  await expect(posts(page).getByText('How do you tell a friend you need space?')).toHaveCount(0);
  await expect(posts(page).getByText('Passed my driving test today!')).toBeVisible();

  // Stored on this device: both posts and the like survive a reload.
  const stored = await storedUser(page);
  expect(stored.posts.map((post: { author: string; anonymous: boolean }) => [post.author, post.anonymous])).toEqual([
    ['Anonymous', true],
    ['You', false],
  ]);
  expect(stored.likedPostIds).toHaveLength(1);
  await page.reload();
  await openTab(page, 'Community', 'Community Support');
  await expect(posts(page).getByRole('status')).toHaveText('14 posts');
  await expect(posts(page).getByRole('article').nth(0)).toContainText('How do you tell a friend you need space?');
  await expect(posts(page).getByRole('button', { name: 'Like post by You, 1 like' })).toHaveAttribute('aria-pressed', 'true');
  expect(consoleErrors).toEqual([]);
  expect(offOrigin).toEqual([]);
});

test('a heavy draft offers crisis contacts, and a phone number gets a privacy reminder', async ({ page }) => {
  await page.goto('/');
  await completeOnboarding(page);
  await openTab(page, 'Community', 'Community Support');
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const box = page.getByRole('textbox', { name: 'What would you like to share?' });
  await box.fill('honestly I want to kill myself');
  await expect(page.getByText(/you can talk to someone right now/)).toBeVisible();
  await expect(page.getByRole('form', { name: 'Share with the Community' }).locator('a[href="tel:988"]')).toBeVisible();
  await box.fill('text me on 555-123-4567 if you want to talk');
  await expect(page.getByText(/a phone number/)).toBeVisible();
  // Neither blocks posting.
  await expect(page.getByRole('button', { name: 'Share post', exact: true })).toBeEnabled();
  await expectNoAxeViolations(page);
});

test('a post that looks like HTML is shown as text and runs nothing', async ({ page }) => {
  page.on('dialog', () => {
    throw new Error('a script ran a dialog: user text was treated as HTML');
  });
  await page.goto('/');
  await completeOnboarding(page);
  await openTab(page, 'Community', 'Community Support');
  await share(page, '<img src=x onerror=alert(1)>', { category: 'support', anonymous: false });
  await expect(posts(page).getByText('<img src=x onerror=alert(1)>')).toBeVisible();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
});
