import { actionTypeValues, notificationTypeValues } from '@openapi/enums';
import type { components } from '@openapi/schema';
import { z } from 'zod';

import { fixture } from '../fixtures';
import { delay, http, HttpResponse, problem, requestBody } from '../http';
import { offlineCollection } from '../store';
import { forbidden, guard, serverError } from './guard';

type Notification = components['schemas']['Notification'];
type NotificationPayload = components['schemas']['NotificationPayload'];
type NotificationSelectables = components['schemas']['NotificationSelectables'];

const selectables = fixture<NotificationSelectables>('notificationSelectables');

const text = z.string().nullish();
const notificationPayload: z.ZodType<NotificationPayload> = z.object({
  action: z.enum(actionTypeValues).nullish(),
  actionText: text,
  color: text,
  description: text,
  endDateUtc: text,
  externalUrl: text,
  hideAllowedAfter: z.int().nullish(),
  htmlContent: text,
  icon: text,
  modalActionText: text,
  modalDismissText: text,
  modalGraphicUrl: text,
  notificationMasterId: z.int().nullish(),
  notificationType: z.enum(notificationTypeValues).nullish(),
  route: text,
  routeParams: text,
  sequence: z.int().nullish(),
  startDateUtc: text,
  targetAudience: text,
  textContent: text,
  title: text,
});

/** The notifications: the fixtures' with what was created, edited and deleted here (kept across reloads offline). */
export const notificationsStore = offlineCollection(
  'notifications',
  fixture<Notification[]>('notifications'),
  (notification) => notification.notificationMasterId,
);

const trimmed = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);
const REQUIRED = 'This field is required';

/**
 * The server's checks of a payload, in the spec 5 order (see
 * mock-server/src/api/notifications/validate.rs); the first failure names
 * the field in `detail`, every failure is in `errors`.
 */
async function validated(
  payload: NotificationPayload,
  id: number,
  created: string,
  creating: boolean,
): Promise<Notification | Response> {
  const options = await selectables();
  const errors: Record<string, string[]> = {};
  const fail = (field: string, message: string) => {
    (errors[field] ??= []).push(message);
  };
  const title = trimmed(payload.title);
  if (!title) fail('title', REQUIRED);
  const description = trimmed(payload.description);
  if (!description) fail('description', REQUIRED);
  else if (description.length <= 10 || description.length > 240)
    fail('description', 'The description must be 11 to 240 characters.');
  const today = new Date().toISOString().slice(0, 10);
  if (!payload.startDateUtc) fail('startDateUtc', REQUIRED);
  else if (creating && payload.startDateUtc.slice(0, 10) < today)
    fail('startDateUtc', 'The start date cannot be in the past.');
  const type = payload.notificationType ?? 'NotSet';
  if (type === 'NotSet') fail('notificationType', 'Choose In App, Push or both.');
  if (!payload.endDateUtc && type !== 'Push') fail('endDateUtc', REQUIRED);
  else if (payload.endDateUtc && payload.startDateUtc && payload.endDateUtc < payload.startDateUtc) {
    fail('endDateUtc', 'The end date cannot be before the start date.');
  }
  const oneOf = (field: 'color' | 'icon', options: { value: string }[], value: string | null) => {
    if (!value) fail(field, REQUIRED);
    else if (!options.some((option) => option.value === value)) fail(field, `Choose one of the ${field} types.`);
  };
  oneOf('color', options.colorTypes, trimmed(payload.color));
  oneOf('icon', options.iconTypes, trimmed(payload.icon));
  const needs = (...fields: (keyof NotificationPayload)[]) => {
    for (const field of fields) if (!trimmed(payload[field] as string | undefined)) fail(field, REQUIRED);
  };
  if (!payload.action) fail('action', REQUIRED);
  else if (payload.action === 'routeInternally') needs('route', 'routeParams');
  else if (payload.action === 'routeExternally') {
    needs('externalUrl');
    if (payload.externalUrl && !/^https?:\/\/\S+$/i.test(payload.externalUrl.trim()))
      fail('externalUrl', 'Enter an http or https address.');
  } else if (payload.action === 'halfScreenTextModal') needs('textContent', 'modalGraphicUrl');
  else needs('htmlContent');
  const first = Object.keys(errors)[0];
  if (first) return problem(400, 'Bad Request', `${first}: ${errors[first]?.[0]}`, errors);
  return {
    notificationMasterId: id,
    title: title ?? '',
    description: description ?? '',
    startDateUtc: payload.startDateUtc ?? '',
    endDateUtc: payload.endDateUtc ?? null,
    createdDate: created,
    targetAudience: trimmed(payload.targetAudience) ?? 'All',
    route: trimmed(payload.route),
    routeParams: trimmed(payload.routeParams),
    externalUrl: trimmed(payload.externalUrl),
    action: payload.action ?? null,
    hideAllowedAfter: payload.hideAllowedAfter ?? null,
    notificationType: type,
    textContent: trimmed(payload.textContent),
    htmlContent: trimmed(payload.htmlContent),
    modalGraphicUrl: trimmed(payload.modalGraphicUrl),
    color: trimmed(payload.color),
    sequence: payload.sequence ?? null,
    icon: trimmed(payload.icon),
    actionText: trimmed(payload.actionText),
    modalActionText: trimmed(payload.modalActionText),
    modalDismissText: trimmed(payload.modalDismissText),
  };
}

const newestFirst = async () =>
  (await notificationsStore.all()).sort(
    (a, b) => b.createdDate.localeCompare(a.createdDate) || b.notificationMasterId - a.notificationMasterId,
  );
const find = async (id: string) => (/^\d+$/.test(id) ? notificationsStore.find(Number(id)) : undefined);
const missing = (id: string) => problem(404, 'Not Found', `There is no notification ${id}.`);

const list = (source: () => Promise<Notification[]>) =>
  http.get('/api/v2/Notification', async ({ request }) => {
    const caller = guard(request);
    if (caller instanceof Response) return caller;
    const query = new URL(request.url).searchParams;
    const page = Number(query.get('page') ?? 1);
    const sizeText = query.get('pageSize') ?? 'All';
    const size = sizeText.toLowerCase() === 'all' ? 10_000 : Number(sizeText);
    if (!Number.isInteger(page) || page < 1 || !Number.isInteger(size) || size < 1 || size > 10_000) {
      return problem(400, 'Bad Request', 'page or pageSize: must be a number from 1 (pageSize up to 10000, or All)');
    }
    const all = await source();
    return HttpResponse.json({ data: all.slice((page - 1) * size, page * size), totalCount: all.length });
  });

const selectablesHandler = http.get('/api/v2/Notification/selectables', async ({ request }) => {
  const caller = guard(request);
  if (caller instanceof Response) return caller;
  return HttpResponse.json(await selectables());
});

const one = [
  http.get('/api/v2/Notification/{id}', async ({ request, params }) => {
    const caller = guard(request);
    if (caller instanceof Response) return caller;
    const found = await find(params.id);
    return found ? HttpResponse.json(found) : missing(params.id);
  }),
];

const writes = [
  http.post('/api/v2/Notification', async ({ request }) => {
    const caller = guard(request);
    if (caller instanceof Response) return caller;
    const payload = await requestBody(request, notificationPayload);
    if (payload instanceof Response) return payload;
    const id = Math.max(0, ...(await notificationsStore.all()).map((n) => n.notificationMasterId)) + 1;
    const created = await validated(payload, id, new Date().toISOString(), true);
    if (created instanceof Response) return created;
    notificationsStore.create(created);
    return HttpResponse.json(created, { status: 201 });
  }),
  http.put('/api/v2/Notification/{id}', async ({ request, params }) => {
    const caller = guard(request);
    if (caller instanceof Response) return caller;
    const payload = await requestBody(request, notificationPayload);
    if (payload instanceof Response) return payload;
    const current = await find(params.id);
    if (!current) return missing(params.id);
    const updated = await validated(payload, current.notificationMasterId, current.createdDate, false);
    if (updated instanceof Response) return updated;
    return HttpResponse.json(notificationsStore.update(current.notificationMasterId, updated));
  }),
  http.delete('/api/v2/Notification/{id}', async ({ request, params }) => {
    const caller = guard(request);
    if (caller instanceof Response) return caller;
    const current = await find(params.id);
    if (!current) return missing(params.id);
    await notificationsStore.remove(current.notificationMasterId);
    return new HttpResponse(null, { status: 204 });
  }),
];

const failingWrites = [
  http.untyped.post('/api/v2/Notification', serverError),
  http.untyped.put('/api/v2/Notification/:id', serverError),
  http.untyped.delete('/api/v2/Notification/:id', serverError),
];

/** The notification screen's calls, per scenario (MSW-Storybook object form). */
export const notificationsHandlers = {
  default: [list(newestFirst), selectablesHandler, ...one, ...writes],
  empty: [list(async () => []), selectablesHandler, ...one, ...writes],
  /** Every call fails: the list, the options and the writes. */
  errors: [
    http.untyped.get('/api/v2/Notification', serverError),
    http.untyped.get('/api/v2/Notification/selectables', serverError),
    http.untyped.get('/api/v2/Notification/:id', serverError),
    ...failingWrites,
  ],
  /** As the server answers a caller without the claim (every demo staff account holds it). */
  forbidden: [http.untyped.get('/api/v2/Notification', forbidden('pageAccess')), selectablesHandler, ...one, ...writes],
  /** The list and the options load; every write and the fetch of one notification fail. */
  writeErrors: [
    list(newestFirst),
    selectablesHandler,
    http.untyped.get('/api/v2/Notification/:id', serverError),
    ...failingWrites,
  ],
  loading: [
    http.untyped.get('/api/v2/Notification', async () => {
      await delay('infinite');
      return HttpResponse.json({ data: [], totalCount: 0 });
    }),
    selectablesHandler,
    ...one,
    ...writes,
  ],
};
