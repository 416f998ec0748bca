import type { Page } from '@playwright/test';

/**
 * The built Storybook's preview (`iframe.html`) loaded once in a page, each story following the last
 * through the preview's channel, as the manager switches stories when a designer clicks through the
 * sidebar. Loading the preview (a 4 MB script, the fixture world, the service worker) cost 10 to 15 s
 * per story file on 2 busy cores, and about five times the CPU of a switch; the preview's beforeEach
 * puts the shared state back before each story (stories/.storybook/preview.tsx). The story tests
 * (`stories/stories.spec.ts`) and the visual catalogue (`visual/catalogue.spec.ts`) both render their
 * stories so; a worker whose test failed starts over with a fresh page.
 */

/** A story of the built Storybook's index (stories/dist/index.json). */
export interface IndexEntry {
  id: string;
  title: string;
  name: string;
  importPath: string;
  type: 'story' | 'docs';
  tags?: string[];
}

/** What the preview reported for one story: its outcome, and every error on the way. */
export interface StoryOutcome {
  status: 'success' | 'error' | 'timeout';
  errors: string[];
}

/** Toolbar choices, as the manager sends them (`theme: 'dark'`, `account: 'analyst'`, `a11y: { manual: true }`). */
export type Globals = Record<string, unknown>;

type Size = { width: number; height: number };

/** The size a story renders at when neither it nor the caller pins one: the Vitest addon's default. */
export const defaultViewport: Size = { width: 1200, height: 900 };

export class StoryPreview {
  readonly page: Page;
  private loaded = false;
  /** The preview's URL: `/iframe.html` as the story tests serve it, `/storybook/iframe.html` behind the mock server. */
  private readonly url: string;
  /** The toolbar choices this page's preview makes before its first story. */
  private readonly globals: Globals;
  /** A fresh preview for every story, as a designer opening its URL (slower: the preview loads each time). */
  private readonly fresh: boolean;
  /** Whether the page's previews start without Storybook's highlight machinery (`withoutHighlights`). */
  private highlightsOff = false;
  /** Errors the page threw that nothing caught, while the current story ran. */
  private uncaught: string[] = [];

  constructor(page: Page, options: { url?: string; globals?: Globals; fresh?: boolean } = {}) {
    this.page = page;
    this.url = options.url ?? '/iframe.html';
    this.globals = options.globals ?? {};
    this.fresh = options.fresh ?? false;
    page.on('pageerror', (error) => this.uncaught.push(`Uncaught: ${error.stack ?? error.message}`));
  }

  /**
   * Renders the story and waits until it has finished (rendered, played, checked by every afterEach),
   * at `viewport` or else the size the story pins. `globals` are toolbar choices sent with the switch,
   * kept for the stories after it, as the manager keeps them.
   */
  async run(
    entry: Pick<IndexEntry, 'id'>,
    timeout: number,
    options: { viewport?: Size; globals?: Globals } = {},
  ): Promise<StoryOutcome> {
    if (!this.highlightsOff) {
      await this.page.addInitScript(withoutHighlights);
      this.highlightsOff = true;
    }
    if (!this.loaded || this.fresh) {
      await this.page.goto(`${this.url}?viewMode=story`);
      await this.page.waitForFunction(() => 'ready' in (window.__STORYBOOK_PREVIEW__ ?? {}));
      await this.page.evaluate(() => window.__STORYBOOK_PREVIEW__?.ready());
      // As the manager sends a toolbar choice: the preview keeps it for every story after.
      if (Object.keys(this.globals).length > 0) await this.page.evaluate(chooseGlobals, this.globals);
      this.loaded = true;
    }
    const size = options.viewport ?? (await this.page.evaluate(viewportOf, entry.id));
    await this.page.setViewportSize(size ?? defaultViewport);
    this.uncaught = [];
    const outcome = await this.page.evaluate(renderStory, { id: entry.id, timeout, globals: options.globals });
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
        userGlobals: { update(globals: Record<string, unknown>): void };
      };
      currentRender?: { id: string };
    };
    __STORYBOOK_ADDONS_CHANNEL__?: {
      on(event: string, listener: (payload: never) => void): void;
      off(event: string, listener: (payload: never) => void): void;
      emit(event: string, payload: unknown): void;
    };
  }
}

/**
 * In the page, before the preview's script: Storybook's highlight feature (the outlines the manager's
 * a11y panel draws around an element) is left unstarted, through its own guard flag. It draws nothing
 * without a manager asking, but the preview resets it as each story loads, and from then on a
 * MutationObserver on the story's root reads the computed style of every element of the page after
 * every change the story makes (storybook/internal/csf, `useHighlights`): about 5 % of a story's CPU
 * here. Nothing a check or a shot reads depends on it (axe already leaves its root out).
 */
function withoutHighlights() {
  (globalThis as { __STORYBOOK_HIGHLIGHT_INITIALIZED?: boolean }).__STORYBOOK_HIGHLIGHT_INITIALIZED = true;
}

/** In the page: the toolbar choices, sent as the manager sends them; resolves once the preview applied them. */
function chooseGlobals(globals: Globals): Promise<void> {
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
async function viewportOf(id: string): Promise<Size | null> {
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
 * In the page: selects the story through the preview's channel, with the toolbar choices given, and
 * waits until it has finished (rendered, played, checked by every afterEach), collecting every error
 * the preview reports. Runs in the browser.
 */
function renderStory({
  id,
  timeout,
  globals,
}: {
  id: string;
  timeout: number;
  globals?: Globals;
}): Promise<StoryOutcome> {
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
    const preview = window.__STORYBOOK_PREVIEW__;
    // Straight into the store: sent through the channel, the preview would first render the story
    // on screen again with them, and tearing that render down unfinished reloads the whole page.
    if (globals) preview?.storyStoreValue?.userGlobals.update(globals);
    // The same story again (another variant of it) renders afresh, as the manager's Remount button.
    if (preview?.currentRender?.id === id) channel.emit('forceRemount', { storyId: id });
    else channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
  });
}
