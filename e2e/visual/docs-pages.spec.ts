import { expect, type Page, test } from '@playwright/test';

/**
 * The built Storybook's docs pages are not changed by the stories seen before
 * them (issue 27 item 1): an Arabic story sets the page's direction and
 * language for the menus MUI renders outside the story, and hands them back
 * when it ends, so a docs page opened next in the same preview reads left to
 * right. Run in the manager as a designer clicks through it, where the
 * preview frame lives on from one entry to the next.
 */
const preview = (page: Page) => page.frame({ name: 'storybook-preview-iframe' });

async function rootOfPreview(page: Page) {
  return preview(page)?.evaluate(() => ({
    dir: document.documentElement.dir,
    lang: document.documentElement.lang,
    docsDirection: getComputedStyle(document.querySelector('.sbdocs') ?? document.body).direction,
  }));
}

for (const [component, story] of [
  ['components-datatable', 'arabic'],
  ['components-enumeration-chips', 'arabic'],
] as const) {
  test(`the ${component} docs page reads left to right after its Arabic story`, async ({ page }) => {
    await page.goto(`/storybook/?path=/story/${component}--${story}`);
    // The story has rendered, right to left.
    await expect.poll(async () => (await rootOfPreview(page))?.dir, { timeout: 45_000 }).toBe('rtl');
    await page.locator(`[data-item-id="${component}--docs"]`).click();
    await expect
      .poll(async () => preview(page)?.evaluate(() => document.querySelector('.sbdocs h1')?.textContent ?? ''), {
        timeout: 45_000,
      })
      .not.toBe('');
    const root = await rootOfPreview(page);
    expect(root?.dir).not.toBe('rtl');
    expect(root?.lang).not.toBe('ar');
    expect(root?.docsDirection).toBe('ltr');
  });
}
