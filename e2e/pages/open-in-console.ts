import { expect, type Page } from '@playwright/test';

/**
 * Opens `path` in the console this page has already loaded, as its own links do: through the
 * History API, without loading the page again. A page load costs the browser about 0.8 CPU s
 * (1.8 s offline, where MSW starts again and reads the world back) against about 0.1 s for
 * this, and the machine that runs `make test` has two cores (docs/benchmarks.md, "make test").
 *
 * The console keeps answers for 30 s: after a test changed data behind its back (the control
 * plane, another session, a scenario), `page.goto` instead, so the screen asks again.
 */
export async function openInConsole(page: Page, path: string) {
  expect(page.url(), 'the console is loaded before a path opens in it').toMatch(/^https?:/);
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    // The router follows the history's pop events (as the Back button); pushState alone sends none.
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}
