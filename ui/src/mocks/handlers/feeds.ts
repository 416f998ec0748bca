import { http as plainHttp } from 'msw';

import type { components } from '@openapi/schema';

import { delay, http, HttpResponse, problem } from '../http';
import { expiredToken, isExpired, userOf } from './auth';

type FeedItem = components['schemas']['FeedItem'];
type Feed = components['schemas']['Feed'];

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

const notifications: FeedItem[] = [
  {
    id: 'n-3',
    title: 'ACH withdrawal watch',
    text: '4 pending withdrawals match the watchlist.',
    createdDate: hoursAgo(1),
    read: false,
  },
  {
    id: 'n-2',
    title: 'Reconciliation ready',
    text: 'The position report for yesterday is ready.',
    createdDate: hoursAgo(5),
    read: false,
  },
  {
    id: 'n-1',
    title: 'Role updated',
    text: 'The compliance officer role changed.',
    createdDate: hoursAgo(30),
    read: true,
  },
];

const messages: FeedItem[] = [
  {
    id: 'm-2',
    title: 'Grace Hopper',
    text: 'Can you look at account 100042 before noon?',
    createdDate: hoursAgo(2),
    read: false,
  },
  {
    id: 'm-1',
    title: 'Katherine Johnson',
    text: 'The watchlist review is done.',
    createdDate: hoursAgo(26),
    read: true,
  },
];

type FeedPath = '/api/admin/feeds/notifications' | '/api/admin/feeds/messages';

function feed(path: FeedPath, items: () => FeedItem[]) {
  return http.get(path, ({ request }) => {
    if (isExpired(request)) return expiredToken();
    const user = userOf(request);
    if (!user) return problem(401, 'Unauthorized', 'Sign in to use this operation: no bearer token was sent.');
    if (!user.Claims.includes('pageAccess'))
      return problem(403, 'Forbidden', 'This operation requires the claim pageAccess.');
    const data = items();
    return HttpResponse.json<Feed>({ data, totalCount: data.length });
  });
}

const NOTIFICATIONS = '/api/admin/feeds/notifications' as const;
const MESSAGES = '/api/admin/feeds/messages' as const;

/** GET /api/admin/feeds/{notifications,messages}, with scenario variants for stories. */
export const feedsHandlers = {
  default: [feed(NOTIFICATIONS, () => notifications), feed(MESSAGES, () => messages)],
  empty: [feed(NOTIFICATIONS, () => []), feed(MESSAGES, () => [])],
  loading: [
    http.get(NOTIFICATIONS, async () => {
      await delay('infinite');
      return HttpResponse.json<Feed>({ data: [], totalCount: 0 });
    }),
    http.get(MESSAGES, async () => {
      await delay('infinite');
      return HttpResponse.json<Feed>({ data: [], totalCount: 0 });
    }),
  ],
  // An older server without the feeds answers 404 (outside the contract, so untyped): the panels' error state.
  missing: [
    plainHttp.get(NOTIFICATIONS, () => problem(404, 'Not Found', 'No route for GET /api/admin/feeds/notifications.')),
    plainHttp.get(MESSAGES, () => problem(404, 'Not Found', 'No route for GET /api/admin/feeds/messages.')),
  ],
};
