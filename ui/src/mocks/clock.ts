import world from '@fixtures/world.json';

import { offlineSession } from './store';

/** When `fixtures/` were generated (the mock server's `fixture_epoch`). */
export const generatedAt = Date.parse(world.generatedAt);

const DAY_MS = 86_400_000;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Maps an instant of the fixture world onto the browser's clock, the way
 * `mock-server serve --now` generates its world around its clock:
 * - days before the generation day keep their time of day and move by whole days;
 * - the generation day, from midnight to `generatedAt`, is stretched or squeezed
 *   onto today from midnight to now, so "today" always holds the same records
 *   (the orders pages open on today) and none of them lies in the future;
 * - instants after `generatedAt` (scheduled notifications) keep their distance from now.
 * The mapping is monotonic, so every order between two dates survives (created
 * before processed, newest first). Days are UTC days, as the server's.
 */
export function clockShift(from: number, to: number) {
  const fromDay = Math.floor(from / DAY_MS) * DAY_MS;
  const toDay = Math.floor(to / DAY_MS) * DAY_MS;
  const days = toDay - fromDay;
  const scale = from > fromDay ? (to - toDay) / (from - fromDay) : 1;
  const instant = (t: number) => {
    if (t < fromDay) return t + days;
    if (t <= from) return toDay + (t - fromDay) * scale;
    return t + (to - from);
  };
  return { instant, days: days / DAY_MS };
}

/** A deep copy of `value` with every ISO instant and calendar day moved by {@link clockShift}. */
export function shiftDates<T>(value: T, to: number, from = generatedAt): T {
  const shift = clockShift(from, to);
  const visit = (node: unknown): unknown => {
    if (typeof node === 'string') {
      if (INSTANT.test(node)) {
        const moved = new Date(Math.round(shift.instant(Date.parse(node)) / 1000) * 1000).toISOString();
        // Keep the fixtures' own format: whole seconds unless they carried fractions.
        return node.includes('.') ? moved : moved.replace('.000Z', 'Z');
      }
      if (DAY.test(node)) {
        return new Date(Date.parse(`${node}T00:00:00Z`) + shift.days * DAY_MS).toISOString().slice(0, 10);
      }
      return node;
    }
    if (Array.isArray(node)) return node.map(visit);
    if (node && typeof node === 'object') {
      return Object.fromEntries(Object.entries(node).map(([key, item]) => [key, visit(item)]));
    }
    return node;
  };
  return visit(value) as T;
}

let pageLoad: number | undefined;

/**
 * The instant the fixture world is moved to: an imported world's
 * `generatedAt` (so its records and the seed agree), else the page's first
 * read of the fixtures, kept for the page's life.
 */
export function baseInstant(): number {
  const pinned = offlineSession().generatedAt;
  if (pinned) return Date.parse(pinned);
  return (pageLoad ??= Math.floor(Date.now() / 1000) * 1000);
}

/**
 * A fixture file as MSW serves it: its dates shifted to {@link baseInstant}
 * (so offline, "today" and "recent" are today and recent), computed again
 * only when an imported world moves that instant. `load` is the file
 * (`fixture(name)`, loaded on first use): the first call awaits it.
 */
export function fromFixtures<T>(load: () => Promise<T>): () => Promise<T> {
  let shifted: { at: number; value: T } | undefined;
  return async () => {
    const records = await load();
    const at = baseInstant();
    if (shifted?.at !== at) shifted = { at, value: shiftDates(records, at) };
    return shifted.value;
  };
}
