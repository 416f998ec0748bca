import type { EnvironmentName } from './environment';
import { storageKeys } from './storage-keys';
import { createStore } from './store';

/** The persisted part of the settings state (spec 3). */
export interface Settings {
  /** The light/dark switch; the colour follows the environment. */
  mode: 'dark' | 'light';
  /** Side drawer (vertical) or a horizontal top navigation (spec 2). */
  navigationStyle: 'vertical' | 'horizontal';
}

export const defaultSettings: Settings = { mode: 'dark', navigationStyle: 'vertical' };

function read(): Settings {
  try {
    const stored = JSON.parse(localStorage.getItem(storageKeys.settings) ?? '{}') as Partial<Settings>;
    return {
      mode: stored.mode === 'light' ? 'light' : 'dark',
      navigationStyle: stored.navigationStyle === 'horizontal' ? 'horizontal' : 'vertical',
    };
  } catch {
    return defaultSettings;
  }
}

export const settingsStore = createStore<Settings>(read());

export function updateSettings(change: Partial<Settings>) {
  const next = { ...settingsStore.get(), ...change };
  try {
    localStorage.setItem(storageKeys.settings, JSON.stringify(next));
  } catch {
    // Kept for this page only.
  }
  settingsStore.set(next);
}

/** Re-reads storage (another tab, or a story that seeded it). */
export function reloadSettings() {
  settingsStore.set(read());
}

export const useSettings = settingsStore.use;

export type ThemeColour = 'indigo' | 'deep-orange' | 'deep-purple';

/**
 * The theme colour identifies the environment (spec 4): production is deep
 * orange, every other environment the deep-purple theme. Signed out there is
 * no environment yet, so the default dark indigo (spec 9) shows.
 */
export function themeColourFor(environment: EnvironmentName | null): ThemeColour {
  if (!environment) return 'indigo';
  return environment === 'production' ? 'deep-orange' : 'deep-purple';
}

/** The `theme_color` value (spec 3, 4), such as `dark-deep-orange`. */
export function themeColorKey(mode: Settings['mode'], colour: ThemeColour): string {
  return `${mode}-${colour}`;
}
