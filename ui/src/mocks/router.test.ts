/**
 * The routed handlers answer every request exactly as MSW answers it from
 * the whole list: the same handler wins (the first whose method and path
 * match), a handler that falls through passes to the next, and paths match
 * as MSW matches them (parameters, wildcards, any case, a trailing slash).
 */
import { getResponse, http, HttpHandler, HttpResponse, type RequestHandler } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { allHandlers } from './handlers';
import { routed, routedGroups } from './router';
import { resetOfflineData } from './store';

const admin = { Authorization: 'Bearer msw-access.admin', 'access-token': 'msw-access.admin' };

const request = (method: string, path: string, body?: unknown) =>
  new Request(path.startsWith('http') ? path : `${location.origin}${path}`, {
    method,
    headers: { ...admin, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** Status and body of the answer, null when no handler answered, or what the handler threw. */
async function answer(handlers: RequestHandler[], make: () => Request) {
  try {
    const response = await getResponse(handlers, make());
    return response ? { status: response.status, body: await response.text() } : null;
  } catch (error) {
    return { threw: String(error) };
  }
}

const tag = (name: string) => () => HttpResponse.text(name);

describe('routed handlers', () => {
  const handlers = [
    http.get('/api/items/:id/history', tag('history')),
    http.get('/api/items/:id', tag('item')),
    http.get('/api/items/', tag('items with slash')),
    http.get('/api/items', tag('items')),
    http.post('/api/items', tag('create')),
    // Falls through: the next handler of the same path answers.
    http.get('/api/fallthrough', () => undefined),
    http.get('/api/fallthrough', tag('after fallthrough')),
    http.get('/files/*', tag('wildcard')),
    http.all('/api/any-method', tag('any method')),
    http.get(/\/regexp\/\d+$/, tag('regexp')),
    http.get('https://elsewhere.example/api/items', tag('absolute')),
    new HttpHandler('PATCH', '/api/Mixed/Case', tag('mixed case')),
  ];
  const cases: [string, string][] = [
    ['GET', '/api/items/7/history'],
    ['GET', '/api/items/7'],
    ['GET', '/api/items'],
    ['GET', '/api/items/'],
    ['GET', '/API/Items/7'],
    ['POST', '/api/items'],
    ['DELETE', '/api/items/7'],
    ['GET', '/api/itemsx'],
    ['GET', '/api/fallthrough'],
    ['GET', '/files/a/b.txt'],
    ['DELETE', '/api/any-method'],
    ['GET', '/regexp/42'],
    ['GET', 'https://elsewhere.example/api/items'],
    ['GET', 'https://elsewhere.example/api/items/7'],
    ['patch', '/api/mixed/case'],
    ['GET', '/assets/index.js'],
  ];

  it.each(cases)('%s %s answers as the whole list does', async (method, path) => {
    const expected = await answer(handlers, () => request(method, path));
    expect(await answer([routed(handlers)], () => request(method, path))).toEqual(expected);
  });

  it('tries the handlers in their order: the first that matches wins', async () => {
    const first = [http.get('/api/items/:id', tag('param')), http.get('/api/items/7', tag('literal'))];
    expect(await answer([routed(first)], () => request('GET', '/api/items/7'))).toEqual({
      status: 200,
      body: 'param',
    });
    expect(await answer([routed(first.toReversed())], () => request('GET', '/api/items/7'))).toEqual({
      status: 200,
      body: 'literal',
    });
  });

  it('leaves a request no handler answers to the handlers after it', async () => {
    const after = http.get('/api-docs/openapi.json', tag('document'));
    expect(await answer([routed(handlers), after], () => request('GET', '/api-docs/openapi.json'))).toEqual({
      status: 200,
      body: 'document',
    });
  });
});

describe('routed groups (Storybook)', () => {
  const groups = {
    items: [http.get('/api/items', tag('items')), http.get('/api/items/:id', tag('item'))],
    feeds: [http.get('/api/feeds', tag('feeds'))],
  };
  /** As MSW-Storybook flattens a story's groups: the preview's, each overridden by the story's of that name. */
  const flatten = (merged: Record<string, readonly RequestHandler[]>) => Object.values(merged).flat();

  it('keeps the group names, each one handler answering as its group does', async () => {
    const routedOnes = routedGroups(groups);
    expect(Object.keys(routedOnes)).toEqual(['items', 'feeds']);
    expect(routedOnes.items).toHaveLength(1);
    for (const path of ['/api/items', '/api/items/7', '/api/feeds', '/api/other']) {
      expect(await answer(flatten(routedOnes), () => request('GET', path))).toEqual(
        await answer(flatten(groups), () => request('GET', path)),
      );
    }
  });

  it('lets a story override one group by its name and inherit the others', async () => {
    const merged = { ...routedGroups(groups), feeds: [http.get('/api/feeds', tag('no feeds'))] };
    expect(await answer(flatten(merged), () => request('GET', '/api/feeds'))).toEqual({
      status: 200,
      body: 'no feeds',
    });
    expect(await answer(flatten(merged), () => request('GET', '/api/items/7'))).toEqual({ status: 200, body: 'item' });
  });
});

describe('the offline handlers, routed', () => {
  // The same instant for both answers: some carry the time they were made.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-06-01T12:00:00Z') });
    resetOfflineData();
  });
  afterEach(() => vi.useRealTimers());

  /** Every handler's own path, its parameters filled in, with the method it answers. */
  const own = allHandlers.flatMap((handler) => {
    if (!(handler instanceof HttpHandler) || typeof handler.info.path !== 'string') return [];
    const method = handler.info.method instanceof RegExp ? 'GET' : handler.info.method;
    return [[method, handler.info.path.replace(/:[A-Za-z]+/g, '1')] as [string, string]];
  });

  it('covers the handlers', () => {
    expect(own.length).toBeGreaterThan(80);
  });

  it('answers every handler path as the whole list does', async () => {
    for (const [method, path] of own) {
      const body = method === 'GET' || method === 'DELETE' ? undefined : {};
      resetOfflineData();
      const expected = await answer(allHandlers, () => request(method, path, body));
      resetOfflineData();
      const actual = await answer([routed(allHandlers)], () => request(method, path, body));
      expect(actual, `${method} ${path}`).toEqual(expected);
    }
  });
});
