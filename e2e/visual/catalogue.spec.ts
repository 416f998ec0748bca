import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

import { devices, expect, type Page, test as base } from '@playwright/test';

import { type IndexEntry, StoryPreview } from '../story-preview';

/**
 * The visual catalogue over the screen stories (every story titled
 * `Screens/…`, read from the built Storybook's index: a new screen's stories
 * are picked up with no list to edit). The matrix keeps the suite quick:
 * - every screen's Populated story: desktop, English, light;
 * - the first screen of each area (alphabetically): Arabic right to left,
 *   dark, phone, and Arabic dark on a phone.
 * The browser clock is frozen at the fixtures' generation time, so the data
 * (which MSW moves to the browser's clock) and "today" are the same every run.
 */
/**
 * One page of the preview per worker, loaded once, each shot's story switched in through the
 * preview's channel (`StoryPreview`, as the story tests run): a story cost about 5.6 CPU s loaded in a
 * context of its own, 2.8 s in a new page of a shared context and 1.1 s switched inside one page
 * (docs/benchmarks.md). The preview's beforeEach puts back what a story changed (storage, language,
 * direction, session, data), and Storybook unmounts the previous story before rendering the next.
 */
const test = base.extend<object, { preview: StoryPreview }>({
  preview: [
    async ({ browser }, use, workerInfo) => {
      // The context each test would get from the configuration (visual.config.ts): its device, its
      // origin, and the test runner's defaults for the language and the colour scheme.
      const { defaultBrowserType: _, ...desktop } = devices['Desktop Chrome'];
      const context = await browser.newContext({
        ...desktop,
        baseURL: workerInfo.project.use.baseURL,
        locale: 'en-US',
        colorScheme: 'light',
        // The charts (MUI X) skip their grow animation for a reader who asks for less motion, so a
        // chart drawn once its box is measured is still in its final state when the shot is taken.
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      // The fixtures' generation time, for the page's whole life: the data (which MSW moves to the
      // browser's clock) and "today" are the same every run.
      await page.clock.setFixedTime(new Date(generatedAt));
      await use(new StoryPreview(page, { url: '/storybook/iframe.html' }));
      await context.close();
    },
    { scope: 'worker' },
  ],
});

const storybookDir = join(import.meta.dirname, '../../stories/dist');
const screenshotsDir = join(import.meta.dirname, '__screenshots__');
const generatedAt = (
  JSON.parse(readFileSync(join(import.meta.dirname, '../../fixtures/world.json'), 'utf8')) as {
    generatedAt: string;
  }
).generatedAt;

function screenStories(): IndexEntry[] {
  let index: { entries: Record<string, IndexEntry> };
  try {
    index = JSON.parse(readFileSync(join(storybookDir, 'index.json'), 'utf8')) as typeof index;
  } catch {
    throw new Error('No built Storybook in stories/dist: run `make storybook-build` (make visual does) first.');
  }
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'story' && entry.title.startsWith('Screens/'))
    .sort((a, b) => a.id.localeCompare(b.id));
}

interface Variant {
  name: string;
  story: string;
  globals: Record<string, string>;
  viewport: { width: number; height: number };
}

const desktop = { width: 1440, height: 900 };
const phone = { width: 390, height: 844 };
const variants = {
  everyScreen: [{ name: 'en-light-desktop', story: 'Populated', globals: { theme: 'light' }, viewport: desktop }],
  firstOfArea: [
    { name: 'ar-light-desktop', story: 'Arabic', globals: { theme: 'light' }, viewport: desktop },
    { name: 'en-dark-desktop', story: 'Populated', globals: { theme: 'dark' }, viewport: desktop },
    { name: 'en-light-phone', story: 'Phone', globals: { theme: 'light' }, viewport: phone },
    { name: 'ar-dark-phone', story: 'Arabic', globals: { theme: 'dark' }, viewport: phone },
  ],
} satisfies Record<string, Variant[]>;

const stories = screenStories();
const screens = [...new Set(stories.map((story) => story.title))];
const area = (title: string) => title.split('/')[1];
const firstOfArea = new Set(screens.filter((title, i) => screens.findIndex((t) => area(t) === area(title)) === i));

interface Shot {
  file: string;
  id: string;
  variant: Variant;
}

const shots: Shot[] = screens.flatMap((title) => {
  const chosen = [...variants.everyScreen, ...(firstOfArea.has(title) ? variants.firstOfArea : [])];
  return chosen.flatMap((variant) => {
    // A screen without a Populated story (sign-in) shows its first story instead.
    const story =
      stories.find((s) => s.title === title && s.name === variant.story) ??
      (variant.story === 'Populated' ? stories.find((s) => s.title === title) : undefined);
    return story ? [{ file: `${story.id}--${variant.name}.png`, id: story.id, variant }] : [];
  });
});

/**
 * Renders the shot's story at its viewport and toolbar choices, and waits until it has rendered and
 * its play check has passed, its fonts have loaded and the page is at its top.
 */
async function openStory(preview: StoryPreview, shot: Shot, timeout: number) {
  const outcome = await preview.run(shot, timeout, {
    viewport: shot.variant.viewport,
    // No axe check here: the story tests check every story's accessibility (the catalogue ignored axe's
    // verdict before), and axe is about a third of a story's rendering CPU (docs/benchmarks.md).
    globals: { ...shot.variant.globals, a11y: { manual: true } },
  });
  expect(outcome.errors, `the story ${shot.id} failed to render or its play check failed`).toEqual([]);
  expect(outcome.status).toBe('success');
  await preview.page.evaluate(async () => {
    await document.fonts.ready;
    window.scrollTo(0, 0);
  });
}

/**
 * Makes the viewport as tall as the page, then waits until the page has stopped changing, so the
 * shot is of a settled page. A full-page capture (`fullPage: true`) resized the viewport while it
 * shot, and what listens to a resize redrew mid-shot: MUI's tab scroll arrows (an
 * IntersectionObserver) showed on Orders › Aggregate Accounts in about one shot of ten. Sized first,
 * nothing resizes during the capture, and rows, charts, arrows and fonts have all arrived.
 */
async function settle(page: Page) {
  const width = page.viewportSize()?.width ?? desktop.width;
  // The page may grow with the viewport (a layout as tall as the screen): measure again until it fits.
  for (let attempt = 0; attempt < 5; attempt++) {
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    if (height === page.viewportSize()?.height) break;
    await page.setViewportSize({ width, height });
  }
  await page.evaluate(untilQuiet, { quietMs: 300, limitMs: 15_000 });
}

/**
 * In the page: resolves once nothing in the document has changed (nodes, attributes, text) for
 * `quietMs`; fails after `limitMs` naming what kept changing. Runs in the browser.
 */
function untilQuiet({ quietMs, limitMs }: { quietMs: number; limitMs: number }): Promise<void> {
  return new Promise((resolve, reject) => {
    let last = '';
    const done = () => {
      observer.disconnect();
      clearTimeout(limit);
      resolve();
    };
    let quiet = setTimeout(done, quietMs);
    const observer = new MutationObserver((records) => {
      const target = records.at(-1)?.target;
      last =
        target instanceof Element
          ? `${target.tagName.toLowerCase()}.${target.getAttribute('class') ?? ''}`
          : String(target);
      clearTimeout(quiet);
      quiet = setTimeout(done, quietMs);
    });
    const limit = setTimeout(() => {
      observer.disconnect();
      clearTimeout(quiet);
      reject(new Error(`The page was still changing after ${limitMs / 1000} s (last: ${last})`));
    }, limitMs);
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  });
}

test.describe('visual catalogue of the screen stories', () => {
  for (const shot of shots) {
    test(`${shot.id} ${shot.variant.name}`, async ({ preview }, testInfo) => {
      await openStory(preview, shot, testInfo.timeout - 15_000);
      await settle(preview.page);
      // One shot of the settled page against the baseline (visual.config.ts: expect.toMatchSnapshot).
      // toHaveScreenshot would shoot again until two shots agree whenever the first differs from it.
      const screenshot = await preview.page.screenshot({ animations: 'disabled', caret: 'hide' });
      expect(screenshot).toMatchSnapshot(shot.file);
    });
  }

  // Playwright wants a fixtures pattern first; this test needs none.
  // eslint-disable-next-line no-empty-pattern
  test('every baseline belongs to a screen story (make visual-accept removes the rest)', ({}, testInfo) => {
    const expected = new Set(shots.map((shot) => shot.file));
    let files: string[] = [];
    try {
      files = readdirSync(screenshotsDir).filter((file) => file.endsWith('.png'));
    } catch {
      // No baselines yet: every screenshot test above fails with "writing actual".
    }
    const orphans = files.filter((file) => !expected.has(file));
    if (['all', 'changed'].includes(testInfo.config.updateSnapshots)) {
      for (const file of orphans) rmSync(join(screenshotsDir, file));
      return;
    }
    expect(orphans, 'baselines of stories that are gone: run make visual-accept').toEqual([]);
  });
});
