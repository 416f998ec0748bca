import assetFixtures from '@fixtures/assets.json';
import marketFixtures from '@fixtures/marketData.json';

import type { components } from '@openapi/schema';

import { db } from '../db';
import { delay, http, HttpResponse, problem } from '../http';
import { forbidden, guard, serverError } from './guard';

type MarketDataSeries = components['schemas']['MarketDataSeries'];
type SignUpReport = components['schemas']['SignUpReport'];
type SignUpInterval = SignUpReport['interval'];

const MINUTE = 60_000;
const DAY = 86_400_000;
/** Spec 9: one point a minute over 395 minutes; the previous close is the first of the last 150. */
const WINDOW = 395;
const PREVIOUS_CLOSE_POINTS = 150;

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

/**
 * A symbol's series ending at this minute: the fixture's prices where the
 * world has them (SPY, AAPL, TSLA), else a seeded random walk as the server
 * makes; the times are re-laid one a minute up to now, as the server's.
 */
function seriesOf(symbol: string, now = Date.now()): MarketDataSeries {
  const fixture = (marketFixtures as MarketDataSeries[]).find((series) => series.symbol === symbol);
  let values: number[];
  if (fixture) {
    values = fixture.points.map((point) => point.value);
  } else {
    const random = seeded(symbol);
    let price = Math.round(2_000 + random() * 58_000) / 100;
    values = Array.from({ length: WINDOW }, () => {
      price = Math.round(price * (1 + (random() * 400 - 200) / 100_000) * 100) / 100;
      return price;
    });
  }
  const last = Math.floor(now / MINUTE) * MINUTE;
  const points = values.map((value, index) => ({
    time: new Date(last - (values.length - 1 - index) * MINUTE).toISOString().replace('.000Z', 'Z'),
    value,
  }));
  const previousClose = points[Math.max(0, points.length - PREVIOUS_CLOSE_POINTS)]?.value ?? 0;
  return { symbol, previousClose, points };
}

const marketData = (answer: (symbol: string) => MarketDataSeries) =>
  http.get('/api/admin/market-data/{symbol}', ({ request, params }) => {
    const caller = guard(request);
    if (caller instanceof Response) return caller;
    const symbol = String(params.symbol).trim().toUpperCase();
    if (!(assetFixtures as { symbol: string }[]).some((asset) => asset.symbol === symbol)) {
      return problem(404, 'Not Found', `There is no symbol ${symbol}.`);
    }
    return HttpResponse.json(answer(symbol));
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

const signUps = (customers: () => readonly CustomerRecord[]) =>
  http.get('/api/admin/reports/sign-ups', ({ request }) => {
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
    for (const customer of customers()) {
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

const worldCustomers = () => db.customers as unknown as CustomerRecord[];

const never = async () => {
  await delay('infinite');
  return HttpResponse.json({});
};

/** The Market Data page's calls (the symbol picker's search is `assetsHandlers`). */
export const marketDataHandlers = {
  default: [marketData((symbol) => seriesOf(symbol))],
  empty: [marketData((symbol) => ({ symbol, previousClose: 0, points: [] }))],
  errors: [http.untyped.get('/api/admin/market-data/:symbol', serverError)],
  /** As the server answers a caller without the claim (every demo staff account holds it). */
  forbidden: [http.untyped.get('/api/admin/market-data/:symbol', forbidden('pageAccess'))],
  loading: [http.untyped.get('/api/admin/market-data/:symbol', never)],
};

/** The Marketing Authentication page's call. */
export const signUpsHandlers = {
  default: [signUps(worldCustomers)],
  empty: [signUps(() => [])],
  errors: [http.untyped.get('/api/admin/reports/sign-ups', serverError)],
  forbidden: [http.untyped.get('/api/admin/reports/sign-ups', forbidden('pageAccess'))],
  loading: [http.untyped.get('/api/admin/reports/sign-ups', never)],
};
