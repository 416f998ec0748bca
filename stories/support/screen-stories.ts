import type { StoryContext, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { expect, waitFor } from 'storybook/test';

import { routeTableFor } from '@/app/routes/app-routes';

import { type DemoAccount, demoSession, pinned } from './session';
import { atViewport } from './viewports';

type Canvas = StoryContext['canvas'];
/** A play check: what a state must show, awaited (every query waits for what it asserts). */
export type Check = (canvas: Canvas, context: StoryContext) => Promise<void>;

/** One MSW handler group per scenario, as `ui/src/mocks/handlers` exports them. */
export interface ScenarioHandlers {
  default: readonly RequestHandler[];
  empty: readonly RequestHandler[];
  errors: readonly RequestHandler[];
  loading: readonly RequestHandler[];
  forbidden?: readonly RequestHandler[];
}

export interface ScreenOptions {
  /** The URL the screen opens at. */
  route: string;
  /** The handler groups the screen reads, by their key in `handlers` (`ui/src/mocks/handlers/index.ts`). */
  handlers: Record<string, ScenarioHandlers>;
  /** The screen's heading in Arabic: the Arabic story checks it, and that the page is right to left. */
  arabicHeading: string;
  /** The accessible name of the screen's main table (the loading state checks it stays busy). */
  table?: string;
  /** The account of every state but Forbidden: admin unless given. */
  account?: DemoAccount;
  /**
   * A demo account without the screen's claim: Forbidden signs in as it and MSW's claim
   * check answers 403, as the server would. Without one, the handlers' `forbidden` scenario answers.
   * The screen registry must agree that the account may not open the route.
   */
  limitedAccount?: DemoAccount;
  /** The empty text of spec 8; 'No Records to Display' unless given. */
  emptyText?: string;
  /** What the populated screen shows beyond being ready (its default sort, a column...). */
  populated?: Check;
  /** Replaces a standard check, for a screen that is not a paged listing. */
  checks?: Partial<Record<'ready' | 'readyArabic' | 'loading' | 'empty' | 'failed' | 'forbidden', Check>>;
}

// From the first row on: a table still loading shows 0–0 of 0.
const pagerText = /^[1-9]\d*–\d+ of \d+$/;
const arabicPagerText = /^[1-9]\d*–\d+ من \d+$/;

/** Ready: the pager counts the rows (a paged listing). */
export const listingReady: Check = async (canvas) => {
  await expect(await canvas.findByText(pagerText)).toBeVisible();
};

/** Ready: a table without a pager (the roles table) has rows. */
export const tableRowsReady =
  (table: string): Check =>
  async (canvas) => {
    const found = await canvas.findByRole('table', { name: table });
    await waitFor(() => expect(found.querySelectorAll('tbody tr:not([data-testid])').length).toBeGreaterThan(0));
  };

/**
 * Still loading: the table is busy with skeleton rows, and it stays so (the
 * loading handler never answers), so a page that loads its rows fails this.
 */
export async function expectStillLoading(canvas: Canvas, table: string) {
  await expect(await canvas.findByRole('table', { name: table })).toHaveAttribute('aria-busy', 'true');
  await expect((await canvas.findAllByTestId('skeleton-row')).length).toBeGreaterThan(0);
  // Half a second on, still skeleton and busy: no rows, no empty text.
  await new Promise((resolve) => setTimeout(resolve, 500));
  await expect(canvas.getAllByTestId('skeleton-row')[0]).toBeVisible();
  await expect(canvas.getByRole('table', { name: table })).toHaveAttribute('aria-busy', 'true');
  await expect(canvas.queryByText('No Records to Display')).toBeNull();
}

/** No rows: the empty text, and no skeleton left. */
export async function expectEmpty(canvas: Canvas, text = 'No Records to Display') {
  await expect(await canvas.findByText(text)).toBeVisible();
  await expect(canvas.queryAllByTestId('skeleton-row')).toHaveLength(0);
}

/** The request failed: the error text and its retry button. */
export async function expectFailed(canvas: Canvas, reason: RegExp = /could not be loaded/) {
  // A screen may fail in more than one panel (a table and its totals): each says so and offers to try again.
  for (const text of await canvas.findAllByText(reason)) await expect(text).toBeVisible();
  for (const retry of await canvas.findAllByRole('button', { name: 'Try again' })) await expect(retry).toBeEnabled();
}

/**
 * Refused for a missing permission (403): which permission, in words, and no
 * retry (asking again cannot help). `permission` is its name as Manage Roles shows it.
 */
export async function expectForbidden(canvas: Canvas, permission: RegExp | string = /.+/) {
  // A screen may be refused in more than one panel (the dashboard's figures and chart): each says so.
  for (const alert of await canvas.findAllByText(/You do not have the permission “(.+)”, which this needs\./)) {
    await expect(alert).toBeVisible();
    const named = /“(.+)”/.exec(alert.textContent ?? '')?.[1] ?? '';
    await expect(named).toMatch(permission);
    // The claim's code is not what a reader is shown; the permission's name is.
    await expect(named).not.toMatch(/^[\w]+\.[\w.]+$/);
  }
  await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
}

/** Nothing is wider than the screen: tables scroll inside their own box, the page never sideways. */
export async function expectNoSidewaysScroll() {
  await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
}

type Story = StoryObj;

/** What each standard state shows, as its docs page says under it. */
const described = (story: string): Story['parameters'] => ({ docs: { description: { story } } });

/**
 * The standard state stories of one screen (the tree Screens/<Area>/<Screen>/<State>):
 * Populated, Loading, Empty, Failed, Forbidden (403), Arabic and Phone, each with a
 * play check that waits for what it asserts. A screen's stories file is then:
 *
 *   const screen = screenStories({ route: paths.x, handlers: { x: xHandlers }, table: 'X', arabicHeading: '…' });
 *   /** What the screen is: its docs page's description. *\/
 *   const meta = {
 *     title: 'Screens/Area/Screen',
 *     component: XPage,
 *     parameters: { ...screen.parameters, docs: { ...screen.parameters.docs } },
 *     globals: screen.globals,
 *   } satisfies Meta<typeof XPage>;
 *   export default meta;
 *   export const Populated = screen.Populated;   // … and Loading, Empty, Failed, Forbidden, Arabic, Phone
 *
 * plus any story of its own (a filter, a dialog) after them.
 */
export function screenStories(options: ScreenOptions) {
  const { handlers, table, checks = {} } = options;
  if (options.limitedAccount && routeTableFor(demoSession(options.limitedAccount)).canOpen(options.route)) {
    throw new Error(
      `screenStories: the registry lets ${options.limitedAccount} open ${options.route}; give an account without its claims`,
    );
  }
  const scenario = (name: keyof ScenarioHandlers) =>
    Object.fromEntries(
      Object.entries(handlers).map(([key, group]) => {
        const chosen = group[name];
        if (!chosen) throw new Error(`The ${key} handlers have no ${name} scenario: give the screen a limitedAccount`);
        return [key, chosen];
      }),
    );
  const withHandlers = (name: keyof ScenarioHandlers): Story['parameters'] => ({
    msw: { handlers: scenario(name) },
  });
  const ready = checks.ready ?? listingReady;
  const need = (what: string): never => {
    throw new Error(`screenStories: give \`table\` or \`checks.${what}\` for ${options.route}`);
  };

  const Populated: Story = {
    parameters: described('The screen with data, as it opens: its default sort and filters.'),
    play: async (context) => {
      await ready(context.canvas, context);
      await options.populated?.(context.canvas, context);
    },
  };
  const Loading: Story = {
    parameters: {
      ...withHandlers('loading'),
      ...described('While the data is on its way (here it never arrives): skeleton rows, the table busy.'),
    },
    play: async (context) => {
      if (checks.loading) return checks.loading(context.canvas, context);
      return expectStillLoading(context.canvas, table ?? need('loading'));
    },
  };
  const Empty: Story = {
    parameters: { ...withHandlers('empty'), ...described("No records: the specification's empty text.") },
    play: async (context) =>
      (checks.empty ?? ((canvas) => expectEmpty(canvas, options.emptyText)))(context.canvas, context),
  };
  const Failed: Story = {
    parameters: {
      ...withHandlers('errors'),
      ...described("The server answered 500: the server's error and a way to try again."),
    },
    play: async (context) => (checks.failed ?? ((canvas) => expectFailed(canvas)))(context.canvas, context),
  };
  const Forbidden: Story = {
    parameters: {
      ...(options.limitedAccount ? { session: options.limitedAccount } : withHandlers('forbidden')),
      ...described(
        'The server answered 403: a staff member without the permission the screen needs reads which one, in words; trying again cannot help, so nothing offers it.',
      ),
    },
    play: async (context) => (checks.forbidden ?? ((canvas) => expectForbidden(canvas)))(context.canvas, context),
  };
  const Arabic: Story = {
    globals: { locale: 'ar' },
    parameters: described('In Arabic, laid out right to left.'),
    play: async (context) => {
      await expect(await context.canvas.findByRole('heading', { level: 1, name: options.arabicHeading })).toBeVisible();
      await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
      if (checks.readyArabic) await checks.readyArabic(context.canvas, context);
      else if (!checks.ready) await expect(await context.canvas.findByText(arabicPagerText)).toBeVisible();
    },
  };
  const Phone: Story = {
    globals: atViewport('phone'),
    parameters: described('At 390 px: nothing wider than the screen, the pager within reach.'),
    play: async (context) => {
      await ready(context.canvas, context);
      await expectNoSidewaysScroll();
      // The pager stays reachable on a phone (the developers' guide).
      if (!checks.ready) await expect(context.canvas.getByRole('button', { name: 'Go to next page' })).toBeVisible();
    },
  };

  return {
    /**
     * The meta's parameters: the account, the route, a padded layout, and a docs page as tall as a screen.
     * A meta spreads them into object literals, `docs` too: Storybook writes the comment above the meta
     * into its `parameters` as a second `parameters` key when they are not a literal (losing the account
     * and the route, so the screen never signs in), and as a second `docs` when `docs` is not one.
     */
    parameters: {
      session: options.account ?? 'admin',
      route: options.route,
      layout: 'padded',
      docs: { story: { inline: false, iframeHeight: 900 } },
    } as const,
    /**
     * The meta's globals: each state shows what its own account sees (the rows only a permitted account
     * reads; Forbidden, the limited account's refusal), so the Account toolbar is locked on them.
     */
    globals: pinned('account'),
    Populated,
    Loading,
    Empty,
    Failed,
    Forbidden,
    Arabic,
    Phone,
  };
}
