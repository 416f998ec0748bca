import type { components } from '@openapi/schema';

import { db } from '../db';
import { fixture } from '../fixtures';
import { delay, http, HttpResponse, problem } from '../http';
import { forbidden, guard, serverError } from './guard';

type MarketDataSeries = components['schemas']['MarketDataSeries'];
type SignUpReport = components['schemas']['SignUpReport'];
type SignUpInterval = SignUpReport['interval'];

const marketFixtures = fixture<MarketDataSeries[]>('marketData');
const assets = fixture<{ symbol: string }[]>('assets');

const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;
/** The exchange's regular session, as the server keeps it: 9:30 AM to 4:00 PM New York time. */
const TIME_ZONE = 'America/New_York';
const OPEN_MINUTE = 9 * 60 + 30;
const SESSION_MINUTES = 390;

/** A small seeded generator, so a symbol's offline series is the same on every load. */
function seeded(text: string) {
  let state = [...text].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16_777_619), 2_166_136_261);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The day of month of a year's nth Sunday of a month (1-based month). */
function nthSunday(year: number, month: number, nth: number) {
  const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  return 1 + ((7 - first) % 7) + (nth - 1) * 7;
}

/**
 * New York's offset from UTC on a New York calendar day (its UTC midnight), in
 * hours: -4 from the second Sunday of March to the first Sunday of November,
 * else -5 (the server's `new_york_offset_hours`).
 */
function newYorkOffsetHours(day: number) {
  const year = new Date(day).getUTCFullYear();
  const start = Date.UTC(year, 2, nthSunday(year, 3, 2));
  const end = Date.UTC(year, 10, nthSunday(year, 11, 1));
  return day >= start && day < end ? -4 : -5;
}

/** The UTC instant of a New York day's open (9:30 AM). */
const openOf = (day: number) => day + OPEN_MINUTE * MINUTE - newYorkOffsetHours(day) * HOUR;
const trades = (day: number) => ![0, 6].includes(new Date(day).getUTCDay());

/** The latest New York trading day whose session has opened by `now` (as its UTC midnight). */
function latestSessionDay(now: number) {
  const guess = Math.floor((now - 5 * HOUR) / DAY) * DAY;
  let day = Math.floor((now + newYorkOffsetHours(guess) * HOUR) / DAY) * DAY;
  while (!trades(day) || openOf(day) > now) day -= DAY;
  return day;
}

function previousSessionDay(day: number) {
  let before = day - DAY;
  while (!trades(before)) before -= DAY;
  return before;
}

const iso = (time: number) => new Date(time).toISOString().replace('.000Z', 'Z');

/**
 * A symbol's prices on a day, one a minute from the open to the closing print,
 * as the server draws them: a level drifting slowly over weeks around `base`
 * (a session opens near where the one before closed), and a small walk.
 */
function dayPrices(symbol: string, day: number, base: number) {
  const own = seeded(`${symbol}:phases`);
  const [slow, fast] = [own() * 2 * Math.PI, own() * 2 * Math.PI];
  const number = day / DAY;
  const random = seeded(`${symbol}:${day}`);
  const level =
    1 +
    0.04 * Math.sin((2 * Math.PI * number) / 97 + slow) +
    0.015 * Math.sin((2 * Math.PI * number) / 23 + fast) +
    (random() * 40 - 20) / 10_000;
  let price = Math.round(base * level * 100) / 100;
  return Array.from({ length: SESSION_MINUTES + 1 }, () => {
    const now = price;
    price = Math.round(price * (1 + (random() * 120 - 60) / 100_000) * 100) / 100;
    return Math.max(0.01, now);
  });
}

/**
 * A symbol's series at `now`, as the server lays it: the latest session that
 * has opened (New York hours), one point a minute to now or to the close, and
 * the previous session's close. The fixture's prices where the world has them
 * (SPY, AAPL, TSLA) and the session is the fixture's, else a seeded walk
 * around the symbol's price.
 */
export async function seriesOf(symbol: string, now = Date.now()): Promise<MarketDataSeries> {
  const fixture = (await marketFixtures()).find((series) => series.symbol === symbol);
  const day = latestSessionDay(now);
  const open = openOf(day);
  const close = open + SESSION_MINUTES * MINUTE;
  const sameSession = fixture?.sessionOpen === iso(open);
  const base = fixture?.previousClose ?? Math.round(2_000 + seeded(symbol)() * 58_000) / 100;
  const values = sameSession && fixture ? fixture.points.map((point) => point.value) : dayPrices(symbol, day, base);
  const points = values
    .map((value, minute) => ({ time: iso(open + minute * MINUTE), value }))
    .filter((point) => Date.parse(point.time) <= now);
  const before = dayPrices(symbol, previousSessionDay(day), base);
  const previousClose = sameSession && fixture ? fixture.previousClose : (before.at(-1) ?? base);
  return { symbol, timeZone: TIME_ZONE, sessionOpen: iso(open), sessionClose: iso(close), previousClose, points };
}

const marketData = (answer: (symbol: string) => Promise<MarketDataSeries>) =>
  http.get('/api/admin/market-data/{symbol}', async ({ request, params }) => {
    const caller = guard(request);
    if (caller instanceof Response) return caller;
    const symbol = String(params.symbol).trim().toUpperCase();
    if (!(await assets()).some((asset) => asset.symbol === symbol)) {
      return problem(404, 'Not Found', `There is no symbol ${symbol}.`);
    }
    return HttpResponse.json(await answer(symbol));
  });

// The sign-ups report, as the server buckets it.

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);
const timeOf = (day: string) => Date.parse(`${day}T00:00:00Z`);

function bucketStart(interval: SignUpInterval, day: string): string {
  if (interval === 'month') return `${day.slice(0, 7)}-01`;
  if (interval === 'week') {
    const time = timeOf(day);
    return dayOf(time - ((new Date(time).getUTCDay() + 6) % 7) * DAY);
  }
  return day;
}

function nextBucket(interval: SignUpInterval, start: string): string {
  if (interval === 'month') {
    const date = new Date(timeOf(start));
    return dayOf(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1));
  }
  return dayOf(timeOf(start) + (interval === 'week' ? 7 : 1) * DAY);
}

interface CustomerRecord {
  Created: string;
  EmailConfirmed: boolean;
  OnboardingStatus: string;
}

const signUps = (customers: () => Promise<readonly CustomerRecord[]>) =>
  http.get('/api/admin/reports/sign-ups', async ({ request }) => {
    const caller = guard(request);
    if (caller instanceof Response) return caller;
    const query = new URL(request.url).searchParams;
    const intervalText = query.get('interval')?.trim() || 'day';
    if (intervalText !== 'day' && intervalText !== 'week' && intervalText !== 'month') {
      return problem(400, 'Bad Request', `interval: \`${intervalText}\` is not day, week or month`, {
        interval: [`\`${intervalText}\` is not day, week or month`],
      });
    }
    const interval: SignUpInterval = intervalText;
    const day = (field: 'from' | 'to') => {
      const text = query.get(field)?.trim() ?? '';
      if (!text) return { ok: true as const, value: '' };
      if (ISO_DAY.test(text) && !Number.isNaN(timeOf(text)) && dayOf(timeOf(text)) === text) {
        return { ok: true as const, value: text };
      }
      return { ok: false as const, text };
    };
    const fromParam = day('from');
    const toParam = day('to');
    for (const [field, parsed] of [
      ['from', fromParam],
      ['to', toParam],
    ] as const) {
      if (!parsed.ok) {
        const message = `\`${parsed.text}\` is not a day like 2026-01-31`;
        return problem(400, 'Bad Request', `${field}: ${message}`, { [field]: [message] });
      }
    }
    const to = (toParam.ok && toParam.value) || dayOf(Date.now());
    let from = fromParam.ok ? fromParam.value : '';
    if (!from) {
      if (interval === 'day') from = dayOf(timeOf(to) - 29 * DAY);
      else if (interval === 'week') from = dayOf(timeOf(bucketStart('week', to)) - 11 * 7 * DAY);
      else {
        const date = new Date(timeOf(to));
        from = dayOf(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - 11, 1));
      }
    }
    if (from > to) return problem(400, 'Bad Request', 'to: To is before From', { to: ['To is before From'] });
    const buckets: SignUpReport['buckets'] = [];
    const last = bucketStart(interval, to);
    for (let start = bucketStart(interval, from); start <= last; start = nextBucket(interval, start)) {
      if (buckets.length >= 366) {
        const message = 'The range holds more than 366 buckets; at most 366';
        return problem(400, 'Bad Request', `from: ${message}`, { from: [message] });
      }
      buckets.push({ start, signUps: 0, emailConfirmed: 0, onboarded: 0 });
    }
    const index = new Map(buckets.map((bucket, position) => [bucket.start, position]));
    for (const customer of await customers()) {
      const created = customer.Created.slice(0, 10);
      if (created < from || created > to) continue;
      const bucket = buckets[index.get(bucketStart(interval, created)) ?? -1];
      if (!bucket) continue;
      bucket.signUps += 1;
      bucket.emailConfirmed += customer.EmailConfirmed ? 1 : 0;
      bucket.onboarded += ['Onboarding Complete', 'Invested'].includes(customer.OnboardingStatus) ? 1 : 0;
    }
    return HttpResponse.json({ interval, from, to, buckets });
  });

const worldCustomers: () => Promise<readonly CustomerRecord[]> = db.customers;

const never = async () => {
  await delay('infinite');
  return HttpResponse.json({});
};

/** The Market Data page's calls (the symbol picker's search is `assetsHandlers`). */
export const marketDataHandlers = {
  default: [marketData((symbol) => seriesOf(symbol))],
  empty: [
    marketData(async (symbol) => {
      const { timeZone, sessionOpen, sessionClose } = await seriesOf(symbol);
      return { symbol, timeZone, sessionOpen, sessionClose, previousClose: 0, points: [] };
    }),
  ],
  errors: [http.untyped.get('/api/admin/market-data/:symbol', serverError)],
  /** As the server answers a caller without the claim (every demo staff account holds it). */
  forbidden: [http.untyped.get('/api/admin/market-data/:symbol', forbidden('pageAccess'))],
  loading: [http.untyped.get('/api/admin/market-data/:symbol', never)],
};

/** The Marketing Authentication page's call. */
export const signUpsHandlers = {
  default: [signUps(worldCustomers)],
  empty: [signUps(async () => [])],
  errors: [http.untyped.get('/api/admin/reports/sign-ups', serverError)],
  forbidden: [http.untyped.get('/api/admin/reports/sign-ups', forbidden('pageAccess'))],
  loading: [http.untyped.get('/api/admin/reports/sign-ups', never)],
};
