import { test as base, expect } from '@playwright/test';

/**
 * Every journey fails on a console error, an uncaught exception, or a request that leaves the
 * origin: the app promises that nothing leaves the device unless a deployer configures it.
 */
export const test = base.extend<{ offOrigin: string[]; consoleErrors: string[] }>({
  offOrigin: async ({ page, baseURL }, use) => {
    const origin = new URL(baseURL ?? 'http://localhost').origin;
    const offOrigin: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (url.startsWith('data:') || url.startsWith('blob:')) return;
      if (new URL(url).origin !== origin) offOrigin.push(url);
    });
    await use(offOrigin);
    expect(offOrigin, 'requests that left the origin').toEqual([]);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
    expect(errors, 'console errors').toEqual([]);
  },
});

export { expect };
