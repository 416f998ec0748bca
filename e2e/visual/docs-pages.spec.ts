import { readFileSync } from 'node:fs';
import { join } from 'node:path';

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

/**
 * The docs pages a designer reads a screen or a shared field by (every screen's, and the listing's and
 * date fields'), each with one of its stories, whose parameters carry the meta's.
 */
function describedDocsPages(): { id: string; title: string; storyId: string }[] {
  const index = JSON.parse(readFileSync(join(import.meta.dirname, '../../stories/dist/index.json'), 'utf8')) as {
    entries: Record<string, { id: string; title: string; type: 'story' | 'docs' }>;
  };
  const entries = Object.values(index.entries);
  const components = new Set(['Components/DateField', 'Components/DateRangePicker', 'Components/Listing']);
  return entries
    .filter((entry) => entry.type === 'docs' && (entry.title.startsWith('Screens/') || components.has(entry.title)))
    .map((entry) => ({
      id: entry.id,
      title: entry.title,
      storyId: entries.find((story) => story.type === 'story' && story.title === entry.title)?.id ?? '',
    }))
    .sort((a, b) => a.id.localeCompare(b.id));
}

/**
 * Read from the built preview's own store, as the docs page reads it: the description under a docs
 * page's title is the meta's comment (`parameters.docs.description.component`). A screen's meta keeps
 * the route (and account) its stories render with: Storybook drops a meta's parameters that are not an
 * object literal when it writes the comment into them, which rendered every described screen signed out.
 */
test('every screen and the listing and date fields have a docs page that says what they are', async ({ page }) => {
  const pages = describedDocsPages();
  // The 46 screens of the specification, and the three components.
  expect(pages.length).toBeGreaterThanOrEqual(49);
  await page.goto('/storybook/iframe.html?viewMode=story');
  await page.waitForFunction(() => 'ready' in (window.__STORYBOOK_PREVIEW__ ?? {}));
  const problems = await page.evaluate(async (pages) => {
    const preview = window.__STORYBOOK_PREVIEW__;
    await preview?.ready();
    const store = preview?.storyStoreValue;
    if (!store) return ['the preview has no story store'];
    const found: string[] = [];
    for (const { id, title, storyId } of pages) {
      if (!storyId) {
        found.push(`${id}: no story`);
        continue;
      }
      const { parameters } = (await store.loadStory({ storyId })) as {
        parameters: {
          route?: string;
          docs?: { description?: { component?: string } };
        };
      };
      const description = parameters.docs?.description?.component ?? '';
      if (description.trim().length < 20) found.push(`${id}: no description`);
      // Every screen renders at its route; a meta that lost its parameters has none.
      if (title.startsWith('Screens/') && !parameters.route) found.push(`${id}: the meta lost its route and account`);
    }
    return found;
  }, pages);
  expect(problems).toEqual([]);
});
