import { readFileSync } from 'node:fs';

import { test as base } from '@playwright/test';

import { defaultViewport, type IndexEntry, StoryPreview } from '../story-preview';

const indexFile = new URL('../../stories/dist/index.json', import.meta.url);
const index = JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> };

/**
 * Every story the `test` tag selects (Storybook's default for each story), as the Vitest addon
 * selected them; docs pages are not stories. Grouped by file, in the index's order.
 */
const files = new Map<string, IndexEntry[]>();
for (const entry of Object.values(index.entries)) {
  if (entry.type !== 'story' || !(entry.tags ?? []).includes('test')) continue;
  files.set(entry.importPath, [...(files.get(entry.importPath) ?? []), entry]);
}

/**
 * STORY_FRESH=1 loads a fresh preview for every story, as a designer opening its URL: to tell a
 * story that fails on its own from one that fails after another (slower: the preview loads each time).
 */
const freshPages = process.env.STORY_FRESH === '1';

/**
 * STORY_GLOBALS='account:analyst;environment:qa' runs every story with those toolbar choices, as a
 * designer who picked them in the manager's toolbars (the form of a Storybook URL's `globals`):
 * QA's sweep that no toolbar choice breaks a story. A story that pins a global keeps its own. A
 * project may set `storyGlobals` itself (stories.config.ts: the toolbar sweep in `make test`).
 */
function parseGlobals(text: string): Record<string, string> {
  return Object.fromEntries(
    text
      .split(';')
      .filter(Boolean)
      .map((pair) => {
        const [name = '', value = ''] = pair.split(':');
        return [name, value];
      }),
  );
}

const test = base.extend<object, { preview: StoryPreview; storyGlobals: Record<string, string> }>({
  storyGlobals: [parseGlobals(process.env.STORY_GLOBALS ?? ''), { option: true, scope: 'worker' }],
  preview: [
    async ({ browser, storyGlobals }, use) => {
      // "StorybookTestRunner" in the user agent tells the preview it is under test, as it tells
      // Storybook's own test runner and as Vitest did: animations and transitions are paused at
      // their end before the checks (not awaited), so axe never reads a colour mid-transition.
      const userAgent = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/${browser.version()} Safari/537.36 StorybookTestRunner`;
      const context = await browser.newContext({ viewport: defaultViewport, userAgent });
      await use(new StoryPreview(await context.newPage(), { globals: storyGlobals, fresh: freshPages }));
      await context.close();
    },
    { scope: 'worker' },
  ],
});

for (const [file, stories] of files) {
  test.describe(stories[0]?.title ?? file, () => {
    // The file's stories in order, in one worker's page; a failure does not skip the rest.
    test.describe.configure({ mode: 'default' });
    for (const entry of stories) {
      test(entry.name, async ({ preview }, testInfo) => {
        testInfo.annotations.push({ type: 'story', description: `${entry.id} (${file})` });
        const outcome = await preview.run(entry, testInfo.timeout - 5_000);
        if (outcome.status !== 'success' || outcome.errors.length > 0) {
          throw new Error(`${entry.title} › ${entry.name} (${entry.id}) failed:\n${outcome.errors.join('\n\n')}`);
        }
      });
    }
  });
}
