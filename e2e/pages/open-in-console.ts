import { expect, type Page } from '@playwright/test';

/**
 * Opens `path` in the console this page has already loaded, as its own links do: through the
 * History API, without loading the page again. A page load costs the browser about 0.8 CPU s
 * (1.8 s offline, where MSW starts again and reads the world back) against about 0.1 s for
 * this, and the machine that runs `make test` has two cores (docs/benchmarks.md, "make test").
 *
 * Returns once the screen it leads to shows its heading: a journey that went on while the screen
 * before was still shown (or its page still loading) clicked into the wrong one. On another path,
 * that is a level-1 heading which was not on the page before, or reads otherwise; on the same path
 * (another query), the screen's heading.
 *
 * The console keeps answers for 30 s: after a test changed data behind its back (the control
 * plane, another session, a scenario), `page.goto` instead, so the screen asks again.
 */
export async function openInConsole(page: Page, path: string) {
  expect(page.url(), 'the console is loaded before a path opens in it').toMatch(/^https?:/);
  // A screen drawn first: until then the router may not yet follow the history (a journey that opened a path
  // right after `page.goto` stayed on the screen it loaded, the address already the new path).
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          Array.from(document.querySelectorAll('h1')).some((h) => h.checkVisibility() && !!h.textContent?.trim()),
        ),
      { message: `a screen is shown before ${path} opens` },
    )
    .toBe(true);
  const before = await page.evaluateHandle((to) => {
    const headings = Array.from(document.querySelectorAll('h1'));
    const shown = { pathname: window.location.pathname, headings, texts: headings.map((h) => h.textContent) };
    window.history.pushState(null, '', to);
    // The router follows the history's pop events (as the Back button); pushState alone sends none.
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    return shown;
  }, path);
  await expect
    .poll(
      () =>
        page.evaluate(
          (shown) =>
            Array.from(document.querySelectorAll('h1')).some(
              (heading) =>
                heading.checkVisibility() &&
                !!heading.textContent?.trim() &&
                (window.location.pathname === shown.pathname ||
                  !shown.headings.includes(heading) ||
                  !shown.texts.includes(heading.textContent)),
            ),
          before,
        ),
      { message: `the screen of ${path} shows its heading` },
    )
    .toBe(true);
  await before.dispose();
}
