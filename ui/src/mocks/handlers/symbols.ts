import assetFixtures from '@fixtures/assets.json';

import type { components } from '@openapi/schema';

import { delay, http, HttpResponse, problem } from '../http';
import { forbidden, guard, serverError } from './guard';

type Asset = components['schemas']['Asset'];

/** The assets of this browser session; an edit changes them, `reset` starts over. */
let assets = structuredClone(assetFixtures as Asset[]);
export const resetAssets = () => {
  assets = structuredClone(assetFixtures as Asset[]);
};

/** As the server: symbol or name contains the term; exact symbol first, then by symbol. */
const search = (source: () => Asset[]) =>
  http.get('/api/v1/Asset/search', ({ request }) => {
    const caller = guard(request);
    if (caller instanceof Response) return caller;
    const term = (new URL(request.url).searchParams.get('searchTerm') ?? '').trim().toLowerCase();
    const found = source()
      .filter((asset) => !term || asset.symbol.toLowerCase().includes(term) || asset.name.toLowerCase().includes(term))
      .sort(
        (a, b) =>
          Number(a.symbol.toLowerCase() !== term) - Number(b.symbol.toLowerCase() !== term) ||
          a.symbol.localeCompare(b.symbol),
      );
    return HttpResponse.json(found);
  });

const getOne = http.get('/api/v1/Asset/{id}', ({ request, params }) => {
  const caller = guard(request);
  if (caller instanceof Response) return caller;
  const found = assets.find((asset) => asset.id === Number(params.id));
  return found ? HttpResponse.json(found) : problem(404, 'Not Found', `There is no asset ${params.id}.`);
});

const update = http.put('/api/v1/Asset', async ({ request }) => {
  const caller = guard(request);
  if (caller instanceof Response) return caller;
  const body = await request.json();
  if (body.isBlacklist && body.isWhitelist) {
    return problem(400, 'Bad Request', 'isWhitelist: An asset cannot be on the blacklist and the whitelist at once.');
  }
  const stored = assets.find((asset) => asset.id === body.id);
  if (!stored) return problem(404, 'Not Found', `There is no asset ${body.id}.`);
  if (stored.symbol !== body.symbol || stored.cusiP_NUMBER !== body.cusiP_NUMBER) {
    return problem(
      400,
      'Bad Request',
      `symbol: Asset ${stored.id} is ${stored.symbol}; its symbol and CUSIP cannot change.`,
    );
  }
  Object.assign(stored, { ...body, name: body.name.trim() });
  return HttpResponse.json(stored);
});

/** The Symbols screen's calls, per scenario (MSW-Storybook object form). */
export const assetsHandlers = {
  default: [search(() => assets), getOne, update],
  empty: [search(() => []), getOne, update],
  errors: [
    http.untyped.get('/api/v1/Asset/search', serverError),
    http.untyped.get('/api/v1/Asset/:id', serverError),
    http.untyped.put('/api/v1/Asset', serverError),
  ],
  /** As the server answers a caller without the claim (every demo staff account holds it). */
  forbidden: [http.untyped.get('/api/v1/Asset/search', forbidden('pageAccess')), getOne, update],
  /** The search works; saving an edit fails. */
  writeErrors: [search(() => assets), getOne, http.untyped.put('/api/v1/Asset', serverError)],
  loading: [
    http.untyped.get('/api/v1/Asset/search', async () => {
      await delay('infinite');
      return HttpResponse.json([]);
    }),
    getOne,
    update,
  ],
};
