// First: every module after it reads this preview's own storage.
import './isolated-storage';

import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { setupWorker } from 'msw/browser';
import { configure } from 'storybook/test';
import { MemoryRouter } from 'react-router';

import '@/app/fonts';
import { AppProviders, createQueryClient, type Direction } from '@/app/providers';
import { changeLanguage, initI18n } from '@/i18n';
import { directionOf, isLanguage } from '@/i18n/languages';
import { englishResources } from '@/i18n/resources';
import { networkErrorStore } from '@/lib/network-status';
import { loadFontsFor } from '@/lib/script-fonts';
import { reloadSettings, type Settings } from '@/lib/settings';
import { storageKeys } from '@/lib/storage-keys';
import { reloadTimeZone } from '@/lib/time-zone-store';
import { hideToast } from '@/lib/toast';
import { handlers } from '@/mocks/handlers';
import { routedGroups } from '@/mocks/router';
import { applyScenario, scenarioCatalogue, scenarioNames, sessionHandler } from '@/mocks/scenarios';
import { resetOfflineData } from '@/mocks/store';
import { importWorld } from '@/mocks/world';
import { unnamedControls } from '@/testing/unnamed-controls';

import { applyDemoSession, type DemoAccount, type DemoSessionOptions, type SessionGlobals } from '../support/session';
import { viewports } from '../support/viewports';

// Every English text at once (the console fetches most when its shell opens): stories render at once.
initI18n('en', englishResources);

// Every findBy… and waitFor waits up to 15 s: screens load lazily, and on a busy
// machine (CI, two cores) the first render can take longer than the 1 s default.
configure({ asyncUtilTimeout: 15_000 });

declare module 'storybook/internal/csf' {
  interface Parameters {
    /**
     * The demo account the story renders as; `null` for signed out (the default). The Account toolbar
     * overrides it unless the story pins it (`pinned('account')`, support/session.ts).
     */
    session?: DemoAccount | null;
    /** The URL the story's router starts at. */
    route?: string;
    /** The session's environment and token state. The Environment toolbar overrides the environment unless pinned. */
    sessionOptions?: DemoSessionOptions;
    /** Stored settings (navigation style) the story starts with; light or dark comes from the Theme toolbar. */
    settings?: Partial<Omit<Settings, 'mode'>>;
    /** A chosen time zone, as stored. */
    timeZone?: { zone: string; offset: string };
    /** Whether the guided tour may start; off by default so it does not cover other stories. */
    tour?: boolean;
    /**
     * A world document (`GET /__mock/world`, the offline badge's Export world, or a failed
     * journey's attachment) the story starts from: `world: snapshot` with the JSON file imported.
     */
    world?: unknown;
  }
}

/** What the toolbars hold; an empty account or environment means "the story's own". */
interface ToolbarGlobals extends SessionGlobals {
  theme?: Settings['mode'];
  locale?: string;
  direction?: 'auto' | Direction;
  scenario?: '' | (typeof scenarioNames)[number];
}

const forcedDirection = (globals: ToolbarGlobals): Direction | undefined =>
  globals.direction === 'ltr' || globals.direction === 'rtl' ? globals.direction : undefined;

/** The language a story renders in: the Language toolbar's, or English. */
const languageOf = (globals: ToolbarGlobals) => (isLanguage(globals.locale) ? globals.locale : 'en');

const withApp: Decorator = (Story, { parameters, globals }) => {
  // A fresh cache per story, and no retries, so error states show at once.
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Infinity } });
  const toolbar = globals as ToolbarGlobals;
  const language = languageOf(toolbar);
  // The story's own direction and language on its own element, so they hold
  // wherever the story renders; `display: contents` leaves the layout as it is.
  return (
    <div dir={forcedDirection(toolbar) ?? directionOf(language)} lang={language} style={{ display: 'contents' }}>
      <AppProviders queryClient={queryClient} direction={forcedDirection(toolbar)}>
        <MemoryRouter initialEntries={[parameters.route ?? '/']}>
          <Story />
        </MemoryRouter>
      </AppProviders>
    </div>
  );
};

const preview: Preview = {
  loaders: [
    mswLoader(async () => {
      const worker = setupWorker();
      await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
      return worker;
    }),
  ],
  beforeEach: async (context) => {
    const { parameters, globals } = context;
    const toolbar = globals as ToolbarGlobals;
    // What the story changes on the document (its direction and language, for
    // the menus and dialogs MUI renders outside the story's element) is put
    // back when it ends, so the next story starts as the page was.
    const root = document.documentElement;
    const before = { dir: root.dir, lang: root.lang };
    // The Account and Environment toolbars switch a story to another staff member or environment, unless the
    // story pins its own (`pinned`, support/session.ts: a story's globals override the toolbar's).
    const account = toolbar.account || parameters.session || null;
    const environment = toolbar.environment || parameters.sessionOptions?.environment;
    applyDemoSession(account, { ...parameters.sessionOptions, environment });
    // Each story starts from the same stored state and the seed data, whatever the previous one left,
    // or from its world document; the Scenario toolbar then applies a named scenario of the mock
    // server (`GET /__mock/scenarios`), its rules answered first by the session handler.
    resetOfflineData();
    if (parameters.world) await importWorld(parameters.world, scenarioNames);
    if (toolbar.scenario) applyScenario(toolbar.scenario);
    (context as { msw?: { use: (...handlers: (typeof sessionHandler)[]) => void } }).msw?.use(sessionHandler);
    localStorage.setItem(
      storageKeys.settings,
      JSON.stringify({ ...parameters.settings, mode: toolbar.theme === 'dark' ? 'dark' : 'light' }),
    );
    reloadSettings();
    if (parameters.timeZone) {
      localStorage.setItem(storageKeys.userTimezone, parameters.timeZone.zone);
      localStorage.setItem(storageKeys.offsetTime, parameters.timeZone.offset);
    } else {
      localStorage.removeItem(storageKeys.userTimezone);
      localStorage.removeItem(storageKeys.offsetTime);
    }
    reloadTimeZone();
    if (parameters.tour) localStorage.removeItem(storageKeys.tourDone);
    else localStorage.setItem(storageKeys.tourDone, 'true');
    networkErrorStore.set(false);
    hideToast();
    // Before rendering, so a story (and its play check) starts in its language.
    const language = languageOf(toolbar);
    await changeLanguage(language);
    // Its script's faces in place before the first paint, so a screenshot never catches the fallback font.
    await loadFontsFor(language);
    root.dir = forcedDirection(toolbar) ?? directionOf(language);
    return () => {
      root.dir = before.dir;
      root.lang = before.lang;
    };
  },
  // Every story, after its play: no control without a name (axe's button-name misses clickable
  // elements that are not buttons, such as MUI's tab scroll arrows).
  afterEach: ({ canvasElement }) => {
    const offenders = unnamedControls(canvasElement.ownerDocument.body);
    if (offenders.length > 0) throw new Error(`Controls without an accessible name:\n${offenders.join('\n')}`);
  },
  decorators: [withApp],
  // Every CSF file gets a docs page: each screen's states with their descriptions, each component's options.
  tags: ['autodocs'],
  globalTypes: {
    theme: {
      description: 'Light or dark (the colour follows the environment)',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language (Arabic switches to right to left)',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'zh', title: '中文' },
          { value: 'es', title: 'Español' },
          { value: 'fr', title: 'Français' },
          { value: 'it', title: 'Italiano' },
          { value: 'ar', title: 'العربية (RTL)', right: 'RTL' },
        ],
        dynamicTitle: true,
      },
    },
    direction: {
      description: 'Direction: as the language says, or forced (right to left in English checks mirroring)',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'auto', title: 'Direction of the language' },
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
        dynamicTitle: true,
      },
    },
    account: {
      description: 'The signed-in staff member (demo accounts; each has other claims)',
      toolbar: {
        title: 'Account',
        icon: 'user',
        items: [
          { value: '', title: "The story's account" },
          { value: 'admin', title: 'admin: every claim' },
          { value: 'analyst', title: 'analyst: no roles, users, compliance or operations' },
          { value: 'compliance', title: 'compliance: users, transfers, compliance lists' },
        ],
        dynamicTitle: true,
      },
    },
    scenario: {
      description:
        "A named scenario of the mock server's catalogue: the state it puts on screen (GET /__mock/scenarios)",
      toolbar: {
        title: 'Scenario',
        icon: 'alert',
        items: [
          { value: '', title: "The story's own" },
          ...scenarioCatalogue.map((entry) => ({ value: entry.name, title: entry.name, right: entry.text })),
        ],
        dynamicTitle: true,
      },
    },
    environment: {
      description: 'The environment signed in to (theme colour and the Env label)',
      toolbar: {
        title: 'Environment',
        icon: 'database',
        items: [
          { value: '', title: "The story's environment" },
          { value: 'production', title: 'production (PROD)' },
          { value: 'qa', title: 'qa (QA)' },
          { value: 'local', title: 'local (LOCAL)' },
          { value: 'dev', title: 'dev (DEV)' },
          { value: 'devalpha', title: 'devalpha (DEVALPHA)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', locale: 'en', direction: 'auto', account: '', environment: '', scenario: '' },
  parameters: {
    layout: 'fullscreen',
    // Each group routed (ui/src/mocks/router.ts): MSW tried every handler for every request.
    msw: { handlers: routedGroups(handlers) },
    a11y: { test: 'error' },
    viewport: { options: viewports },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    options: {
      storySort: { order: ['Introduction', 'Foundations', 'Shell', 'Screens', 'Scenarios', 'Components'] },
    },
    docs: {
      // A docs page shows each story in a preview of its own: its API answers
      // (MSW), account, language, direction and theme are its own, not the
      // last story's on the page.
      story: { inline: false, iframeHeight: 720 },
    },
  },
};

export default preview;
