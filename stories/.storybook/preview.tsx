import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { setupWorker } from 'msw/browser';
import { MemoryRouter } from 'react-router';

import { AppProviders, createQueryClient } from '@/app/providers';
import { changeLanguage, initI18n } from '@/i18n';
import { isLanguage } from '@/i18n/languages';
import { handlers } from '@/mocks/handlers';

import { networkErrorStore } from '@/lib/network-status';
import { reloadSettings, type Settings } from '@/lib/settings';
import { storageKeys } from '@/lib/storage-keys';
import { reloadTimeZone } from '@/lib/time-zone-store';
import { hideToast } from '@/lib/toast';
import { unnamedControls } from '@/testing/unnamed-controls';

import { applyDemoSession, type DemoAccount, type DemoSessionOptions } from '../support/session';

initI18n('en');

declare module 'storybook/internal/csf' {
  interface Parameters {
    /** The demo account the story renders as; `null` for signed out (the default). */
    session?: DemoAccount | null;
    /** The URL the story's router starts at. */
    route?: string;
    /** The session's environment and token state. */
    sessionOptions?: DemoSessionOptions;
    /** Stored settings (light/dark, navigation style) the story starts with. */
    settings?: Partial<Settings>;
    /** A chosen time zone, as stored. */
    timeZone?: { zone: string; offset: string };
    /** Whether the guided tour may start; off by default so it does not cover other stories. */
    tour?: boolean;
  }
}

const withApp: Decorator = (Story, { parameters }) => {
  // A fresh cache per story, and no retries, so error states show at once.
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Infinity } });
  return (
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[parameters.route ?? '/']}>
        <Story />
      </MemoryRouter>
    </AppProviders>
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
  beforeEach: async ({ parameters, globals }) => {
    applyDemoSession(parameters.session ?? null, parameters.sessionOptions);
    // Each story starts from the same stored state, whatever the previous one left.
    localStorage.setItem(storageKeys.settings, JSON.stringify(parameters.settings ?? {}));
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
    await changeLanguage(isLanguage(globals.locale) ? globals.locale : 'en');
  },
  // Every story, after its play: no control without a name (axe's button-name misses clickable
  // elements that are not buttons, such as MUI's tab scroll arrows).
  afterEach: ({ canvasElement }) => {
    const offenders = unnamedControls(canvasElement.ownerDocument.body);
    if (offenders.length > 0) throw new Error(`Controls without an accessible name:\n${offenders.join('\n')}`);
  },
  decorators: [withApp],
  globalTypes: {
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
          { value: 'ar', title: 'العربية (RTL)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en' },
  parameters: {
    layout: 'fullscreen',
    msw: { handlers },
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
