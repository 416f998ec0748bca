import { useSyncExternalStore } from 'react';

import type { DisplayZone } from './format';
import { storageKeys } from './storage-keys';
import { isKnownZone, isOffsetText } from './time-zones';

/** The user's chosen zone and its offset text (spec 3: `userTimeZone` and the offset time). */
export interface ChosenTimeZone {
  zone: string;
  offset: string;
}

const listeners = new Set<() => void>();
let cached: ChosenTimeZone | null | undefined;

// The browser's zone, read once: every date cell asks for the zone on every render.
let browser: ChosenTimeZone | undefined;

function browserZone(): ChosenTimeZone {
  browser ??= readBrowserZone();
  return browser;
}

function readBrowserZone(): ChosenTimeZone {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  const minutes = -new Date().getTimezoneOffset();
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  const offset = `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  return { zone, offset };
}

function read(): ChosenTimeZone | null {
  try {
    const zone = localStorage.getItem(storageKeys.userTimezone);
    const offset = localStorage.getItem(storageKeys.offsetTime);
    if (isKnownZone(zone) && isOffsetText(offset)) return { zone, offset };
  } catch {
    // No storage: the browser's zone.
  }
  return null;
}

/** The zone dates show in: the chosen one, else the browser's. */
export function getTimeZone(): ChosenTimeZone {
  if (cached === undefined) cached = read();
  return cached ?? browserZone();
}

/** Whether the user has picked a zone (the picker highlights it). */
export function hasChosenTimeZone(): boolean {
  if (cached === undefined) cached = read();
  return cached !== null;
}

export function setTimeZone(choice: ChosenTimeZone) {
  try {
    localStorage.setItem(storageKeys.userTimezone, choice.zone);
    localStorage.setItem(storageKeys.offsetTime, choice.offset);
  } catch {
    // Kept for this page only.
  }
  cached = choice;
  listeners.forEach((listener) => listener());
}

/** Re-reads storage (a story or test that seeded it). */
export function reloadTimeZone() {
  cached = undefined;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let snapshot: ChosenTimeZone | null = null;
function getSnapshot(): ChosenTimeZone {
  const current = getTimeZone();
  // A stable object between changes, as useSyncExternalStore requires.
  if (!snapshot || snapshot.zone !== current.zone || snapshot.offset !== current.offset) snapshot = current;
  return snapshot;
}

/** The zone dates show in; re-renders when the user picks another. */
export function useTimeZone(): ChosenTimeZone & DisplayZone {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
