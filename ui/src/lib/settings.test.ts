import { describe, expect, it } from 'vitest';

import { reloadSettings, settingsStore, themeColorKey, themeColourFor, updateSettings } from './settings';
import { storageKeys } from './storage-keys';

describe('themes', () => {
  it('are dark indigo signed out, deep orange in production and deep purple elsewhere (spec 4, 9)', () => {
    expect(themeColourFor(null)).toBe('indigo');
    expect(themeColourFor('production')).toBe('deep-orange');
    for (const environment of ['local', 'qa', 'dev', 'devalpha'] as const) {
      expect(themeColourFor(environment)).toBe('deep-purple');
    }
    expect(themeColorKey('dark', 'deep-orange')).toBe('dark-deep-orange');
    expect(themeColorKey('light', 'indigo')).toBe('light-indigo');
  });
});

describe('settings', () => {
  it('persist and are read back, with defaults for anything unknown', () => {
    localStorage.setItem(storageKeys.settings, JSON.stringify({ mode: 'neon', navigationStyle: 'horizontal' }));
    reloadSettings();
    expect(settingsStore.get()).toEqual({ mode: 'dark', navigationStyle: 'horizontal' });
    updateSettings({ mode: 'light' });
    expect(JSON.parse(localStorage.getItem(storageKeys.settings) ?? '{}')).toEqual({
      mode: 'light',
      navigationStyle: 'horizontal',
    });
    localStorage.setItem(storageKeys.settings, 'not json');
    reloadSettings();
    expect(settingsStore.get()).toEqual({ mode: 'dark', navigationStyle: 'vertical' });
  });
});
