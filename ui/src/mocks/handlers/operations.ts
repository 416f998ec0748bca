import type { components } from '@openapi/schema';
import { z } from 'zod';

import { http, HttpResponse, problem, requestBody } from '../http';
import { userOf } from './auth';
import { contains, listingHandlers, oneOf } from './listing-factory';
import { fromFixtures } from '../clock';
import { fixture } from '../fixtures';
import { offlineCollection } from '../store';

type Rows<N extends keyof components['schemas']> = components['schemas'][N] extends { data: (infer R)[] } ? R : never;
type RestoreRequest = Rows<'Listing_RestoreRequest'>;

const restorePayload: z.ZodType<components['schemas']['RestoreRequestPayload']> = z.object({
  PointInTime: z.string(),
  Reason: z.string(),
  UserId: z.int(),
});

export const crmRequestsHandlers = listingHandlers(
  {
    path: '/api/admin/operations/crm-requests',
    claim: 'operation.viewList',
    columns: ['Created', 'StatusCode', 'DurationMs'],
    defaultSort: ['Created', 'desc'],
    sortValue: (row, column) => row[column],
    date: (row) => row.Created,
    matches: (row, query) =>
      oneOf(query, 'method', row.Method) &&
      (query.get('success') === null || String(row.Success) === query.get('success')) &&
      contains(query, 'search', row.Endpoint, row.RequestBody, row.ResponseBody),
  },
  fromFixtures(fixture<Rows<'Listing_CrmRequest'>[]>('crmRequests')),
);

/** The fixtures' requests and those made here (kept across reloads offline). */
const requests = offlineCollection(
  'restoreRequests',
  fromFixtures(fixture<RestoreRequest[]>('restoreRequests')),
  (request) => request.RestoreRequestId,
);

const list = listingHandlers(
  {
    path: '/api/admin/operations/restore-requests',
    claim: 'operation.viewList',
    columns: ['Created', 'PointInTime'],
    defaultSort: ['Created', 'desc'],
    sortValue: (row, column) => row[column],
    matches: (row, query) => oneOf(query, 'status', row.Status),
  },
  () => requests.all(),
);

/** POST as the server does it: the instant in the past, a reason, Pending, named after the caller. */
const createHandler = http.post('/api/admin/operations/restore-requests', async ({ request }) => {
  const user = userOf(request);
  if (!user) return problem(401, 'Unauthorized', 'Sign in to use this operation: no bearer token was sent.');
  if (!user.Claims.includes('operation.viewList'))
    return problem(403, 'Forbidden', 'This operation requires the claim operation.viewList.');
  const body = await requestBody(request, restorePayload);
  if (body instanceof Response) return body;
  if (!body.Reason.trim() || body.Reason.length > 500) {
    return problem(400, 'Bad Request', 'Reason: give a reason of 1 to 500 characters', {
      Reason: ['give a reason of 1 to 500 characters'],
    });
  }
  if (!(Date.parse(body.PointInTime) < Date.now())) {
    return problem(400, 'Bad Request', 'PointInTime: the instant must be in the past', {
      PointInTime: ['the instant must be in the past'],
    });
  }
  const record: RestoreRequest = {
    RestoreRequestId: 900_000 + requests.createdCount,
    UserId: body.UserId,
    PointInTime: body.PointInTime,
    Reason: body.Reason,
    Status: 'Pending',
    RequestedBy: user.UserName,
    Created: new Date().toISOString(),
  };
  requests.create(record);
  return HttpResponse.json(record, { status: 201 });
});

export const restoreRequestsHandlers = { ...list, default: [...list.default, createHandler] };
