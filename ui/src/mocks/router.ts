import { getResponse, HttpHandler, RequestHandler, type ResponseResolver } from 'msw';

/**
 * A handler every request reaches, as `http.all('*', resolver)`, that reads
 * no cookies: MSW's HTTP handlers parse the page's cookies (and its cookie
 * store) again for every request they see, its scripts, fonts and images
 * included, and the offline console's two catch-all handlers did that twice
 * per request (docs/benchmarks.md, "offline project"). The resolver gets the
 * request; `undefined` passes it on, as from any handler.
 */
class EveryRequest extends RequestHandler<{ header: string }, Record<string, never>, { request: Request }> {
  constructor(header: string, resolver: ResponseResolver<{ request: Request }>) {
    super({ info: { header }, resolver });
  }

  predicate() {
    return true;
  }

  log() {
    // Quiet, as the worker starts (`quiet: true`): nothing to log.
  }
}

export function everyRequest(header: string, resolver: ResponseResolver<{ request: Request }>): RequestHandler {
  return new EveryRequest(header, resolver);
}

/**
 * The literal start of a handler's path, before its first parameter,
 * wildcard or group, lower-cased (MSW matches paths case-insensitively);
 * `''` for a handler that may answer any path (a RegExp or a predicate, an
 * absolute URL, or a handler that is not an HTTP handler).
 */
function literalStart(handler: RequestHandler): string {
  if (!(handler instanceof HttpHandler)) return '';
  const path: unknown = handler.info.path;
  if (typeof path !== 'string' || !path.startsWith('/')) return '';
  const special = path.search(/[:*(){}?+\\]/);
  const literal = special < 0 ? path : path.slice(0, special);
  // Without a trailing slash: `/api/x/` must still try a request for `/api/x`.
  return literal.replace(/\/+$/, '').toLowerCase();
}

/** Whether a handler answers this method (MSW's own test: a RegExp, or the name in any case). */
function answersMethod(handler: RequestHandler, method: string): boolean {
  if (!(handler instanceof HttpHandler)) return true;
  const own = handler.info.method;
  return own instanceof RegExp ? own.test(method) : own.toUpperCase() === method.toUpperCase();
}

/**
 * `handlers` as one handler that tries, for each request, only those whose
 * method and literal path start fit it, in their order: the answer is the
 * one MSW would give with the whole list. MSW tries every handler in turn
 * for every request the page makes (its scripts and fonts too), and each
 * try reads the page's cookies and compiles the handler's path again: with
 * the offline console's few hundred handlers that was most of the CPU a
 * page spent in MSW (docs/benchmarks.md, "offline project").
 */
export function routed(handlers: readonly RequestHandler[]): RequestHandler {
  const table = handlers.map((handler) => ({ handler, start: literalStart(handler) }));
  return everyRequest('routed', async ({ request }) => {
    const path = new URL(request.url).pathname.toLowerCase();
    const candidates = table
      .filter(({ handler, start }) => path.startsWith(start) && answersMethod(handler, request.method))
      .map(({ handler }) => handler);
    if (candidates.length === 0) return undefined;
    return getResponse(candidates, request);
  });
}

/**
 * MSW-Storybook's handler groups, each routed: a story still overrides a
 * group by its name (`feeds: feedsHandlers.empty`) and inherits the rest,
 * and each request tries a few dozen groups instead of every handler.
 */
export function routedGroups<Groups extends Record<string, readonly RequestHandler[]>>(
  groups: Groups,
): Record<keyof Groups, RequestHandler[]> {
  return Object.fromEntries(Object.entries(groups).map(([name, group]) => [name, [routed(group)]])) as Record<
    keyof Groups,
    RequestHandler[]
  >;
}
