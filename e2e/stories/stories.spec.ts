import { readFileSync } from 'node:fs';

import { type Page, test as base } from '@playwright/test';

/** A story of the built Storybook's index (stories/dist/index.json). */
interface IndexEntry {
  id: string;
  title: string;
  name: string;
  importPath: string;
  type: 'story' | 'docs';
  tags?: string[];
}

/** What the preview reported for one story: its outcome, and every error on the way. */
interface StoryOutcome {
  status: 'success' | 'error' | 'timeout';
  errors: string[];
}

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

/** The size a story renders at when it pins no viewport: the Vitest addon's default. */
const defaultViewport = { width: 1200, height: 900 };

/**
 * One page of iframe.html per worker, loaded once: each story follows the last through the
 * preview's channel, as the manager switches stories when a designer clicks through the sidebar.
 * Loading the preview (a 4 MB script, the fixture world, the service worker) took 10 to 15 s per
 * story file on 2 busy cores; the preview's beforeEach puts the shared state back before each
 * story (preview.tsx), and a worker whose story failed starts over with a fresh page.
 */
class StoryPreview {
  readonly page: Page;
  private loaded = false;
  /** The toolbar choices this page's preview makes before its first story. */
  private readonly globals: Record<string, string>;
  /** Errors the page threw that nothing caught, while the current story ran. */
  private uncaught: string[] = [];

  constructor(page: Page, globals: Record<string, string>) {
    this.page = page;
    this.globals = globals;
    page.on('pageerror', (error) => this.uncaught.push(`Uncaught: ${error.stack ?? error.message}`));
  }

  async run(entry: IndexEntry, timeout: number): Promise<StoryOutcome> {
    if (!this.loaded || freshPages) {
      await this.page.goto('/iframe.html?viewMode=story');
      await this.page.waitForFunction(() => 'ready' in (window.__STORYBOOK_PREVIEW__ ?? {}));
      await this.page.evaluate(() => window.__STORYBOOK_PREVIEW__?.ready());
      // As the manager sends a toolbar choice: the preview keeps it for every story after.
      if (Object.keys(this.globals).length > 0) await this.page.evaluate(chooseGlobals, this.globals);
      this.loaded = true;
    }
    const size = await this.page.evaluate(viewportOf, entry.id);
    await this.page.setViewportSize(size ?? defaultViewport);
    this.uncaught = [];
    const outcome = await this.page.evaluate(renderStory, { id: entry.id, timeout });
    return { ...outcome, errors: [...outcome.errors, ...this.uncaught] };
  }
}

declare global {
  interface Window {
    __STORYBOOK_PREVIEW__?: {
      ready(): Promise<void>;
      storyStoreValue?: {
        loadStory(options: { storyId: string }): Promise<unknown>;
        getStoryContext(story: unknown): { globals: Record<string, unknown>; parameters: Record<string, unknown> };
      };
    };
    __STORYBOOK_ADDONS_CHANNEL__?: {
      on(event: string, listener: (payload: never) => void): void;
      off(event: string, listener: (payload: never) => void): void;
      emit(event: string, payload: unknown): void;
    };
  }
}

/** In the page: the toolbar choices, sent as the manager sends them; resolves once the preview applied them. */
function chooseGlobals(globals: Record<string, string>): Promise<void> {
  const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
  if (!channel) throw new Error('The preview has no channel');
  return new Promise((resolve) => {
    const applied = () => {
      channel.off('globalsUpdated', applied);
      resolve();
    };
    channel.on('globalsUpdated', applied);
    channel.emit('updateGlobals', { globals });
  });
}

/**
 * In the page: the size of the viewport the story pins (`globals.viewport`, one of
 * `parameters.viewport.options`), or null for the default. Runs in the browser.
 */
async function viewportOf(id: string): Promise<{ width: number; height: number } | null> {
  const store = window.__STORYBOOK_PREVIEW__?.storyStoreValue;
  if (!store) return null;
  const { globals, parameters } = store.getStoryContext(await store.loadStory({ storyId: id }));
  const value = (globals.viewport as { value?: string } | undefined)?.value;
  const options = (parameters.viewport as { options?: Record<string, { styles?: Record<string, string> }> })?.options;
  const styles = value ? options?.[value]?.styles : undefined;
  const width = Number.parseInt(styles?.width ?? '', 10);
  const height = Number.parseInt(styles?.height ?? '', 10);
  return Number.isFinite(width) && Number.isFinite(height) ? { width, height } : null;
}

/**
 * In the page: selects the story through the preview's channel and waits until it has finished
 * (rendered, played, checked by every afterEach), collecting every error the preview reports.
 * Runs in the browser.
 */
function renderStory({ id, timeout }: { id: string; timeout: number }): Promise<StoryOutcome> {
  const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
  if (!channel) return Promise.resolve({ status: 'error', errors: ['The preview has no channel'] });
  return new Promise((resolve) => {
    const errors: string[] = [];
    const listeners: [string, (payload: never) => void][] = [];
    const text = (error: { name?: string; message?: string; stack?: string }) =>
      error.stack && error.message && error.stack.includes(error.message)
        ? error.stack
        : `${error.name ?? 'Error'}: ${error.message ?? ''}\n${error.stack ?? ''}`;
    const finish = (status: StoryOutcome['status']) => {
      for (const [event, listener] of listeners) channel.off(event, listener);
      clearTimeout(timer);
      resolve({ status, errors });
    };
    const on = <T>(event: string, listener: (payload: T) => void) => {
      listeners.push([event, listener as (payload: never) => void]);
      channel.on(event, listener as (payload: never) => void);
    };
    // Before the test's own timeout, so a story that never finishes still says what it reported.
    const timer = setTimeout(() => {
      errors.push(`The story did not finish within ${timeout / 1000} s`);
      finish('timeout');
    }, timeout);
    on('playFunctionThrewException', (error: { message?: string; stack?: string }) =>
      errors.push(`The play function failed: ${text(error)}`),
    );
    on('unhandledErrorsWhilePlaying', (list: { message?: string; stack?: string }[]) =>
      errors.push(...list.map((error) => `Unhandled while playing: ${text(error)}`)),
    );
    on('storyThrewException', (error: { name?: string; message?: string; stack?: string }) =>
      errors.push(`The story threw: ${text(error)}`),
    );
    on('storyErrored', ({ title, description }: { title: string; description: string }) => {
      errors.push(`The story errored: ${title}\n${description}`);
      finish('error');
    });
    on('storyMissing', (specifier: unknown) => {
      if (specifier === undefined) return; // the empty page before the first story
      errors.push(`The story is missing from the preview: ${JSON.stringify(specifier)}`);
      finish('error');
    });
    on(
      'storyFinished',
      ({
        storyId,
        status,
        reporters,
      }: {
        storyId: string;
        status: 'success' | 'error';
        reporters: { type: string; status: string; result?: unknown }[];
      }) => {
        if (storyId !== id) return;
        for (const report of reporters.filter((r) => r.status === 'failed')) {
          const result = report.result as {
            error?: { message?: string; stack?: string };
            violations?: { id: string; impact?: string; help: string; nodes: { target: unknown[] }[] }[];
          };
          if (result?.violations?.length) {
            const violations = result.violations.map(
              (v) =>
                `  ${v.id} (${v.impact ?? 'no impact'}): ${v.help}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
            );
            errors.push(`${report.type}: ${result.violations.length} violations\n${violations.join('\n')}`);
          } else {
            errors.push(`${report.type} failed: ${result?.error ? text(result.error) : JSON.stringify(result)}`);
          }
        }
        if (status !== 'success' && errors.length === 0) errors.push('The preview reported the story as failed');
        finish(status);
      },
    );
    channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
  });
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
      await use(new StoryPreview(await context.newPage(), storyGlobals));
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
