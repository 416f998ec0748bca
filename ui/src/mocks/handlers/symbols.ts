import type { components } from '@openapi/schema';
import { z } from 'zod';

import { fixture } from '../fixtures';
import { delay, http, HttpResponse, problem, requestBody } from '../http';
import { offlineCollection } from '../store';
import { forbidden, guard, serverError } from './guard';

type Asset = components['schemas']['Asset'];

const assetPayload: z.ZodType<Asset> = z.object({
  IsSmartfolioDisabled: z.boolean(),
  cusiP_NUMBER: z.string(),
  id: z.int(),
  isBlacklist: z.boolean(),
  isEnabled: z.boolean(),
  isFractionable: z.boolean(),
  isWhitelist: z.boolean(),
  name: z.string(),
  symbol: z.string(),
  type: z.string(),
});

/** The assets: the fixtures' with the edits made here (kept across reloads offline). */
export const assetsStore = offlineCollection('assets', fixture<Asset[]>('assets'), (asset) => asset.id);

/** As the server: symbol or name contains the term; exact symbol first, then by symbol. */
const search = (source: () => Promise<Asset[]>) =>
  http.get('/api/v1/Asset/search', async ({ request }) => {
    const caller = guard(request);
    if (caller instanceof Response) return caller;
    const term = (new URL(request.url).searchParams.get('searchTerm') ?? '').trim().toLowerCase();
    const found = (await source())
      .filter((asset) => !term || asset.symbol.toLowerCase().includes(term) || asset.name.toLowerCase().includes(term))
      .sort(
        (a, b) =>
          Number(a.symbol.toLowerCase() !== term) - Number(b.symbol.toLowerCase() !== term) ||
          a.symbol.localeCompare(b.symbol),
      );
    return HttpResponse.json(found);
  });

const getOne = http.get('/api/v1/Asset/{id}', async ({ request, params }) => {
  const caller = guard(request);
  if (caller instanceof Response) return caller;
  const found = /^\d+$/.test(params.id) ? await assetsStore.find(Number(params.id)) : undefined;
  return found ? HttpResponse.json(found) : problem(404, 'Not Found', `There is no asset ${params.id}.`);
});

const update = http.put('/api/v1/Asset', async ({ request }) => {
  const caller = guard(request);
  if (caller instanceof Response) return caller;
  const body = await requestBody(request, assetPayload);
  if (body instanceof Response) return body;
  if (body.isBlacklist && body.isWhitelist) {
    const message = 'An asset cannot be on the blacklist and the whitelist at once.';
    return problem(400, 'Bad Request', `isWhitelist: ${message}`, { isWhitelist: [message] });
  }
  const stored = await assetsStore.find(body.id);
  if (!stored) return problem(404, 'Not Found', `There is no asset ${body.id}.`);
  if (!body.name.trim()) {
    return problem(400, 'Bad Request', 'name: The name is required.', { name: ['The name is required.'] });
  }
  if (stored.symbol !== body.symbol || stored.cusiP_NUMBER !== body.cusiP_NUMBER) {
    const message = `Asset ${stored.id} is ${stored.symbol}; its symbol and CUSIP cannot change.`;
    return problem(400, 'Bad Request', `symbol: ${message}`, { symbol: [message] });
  }
  return HttpResponse.json(assetsStore.update(stored.id, { ...stored, ...body, name: body.name.trim() }));
});

/** The Symbols screen's calls, per scenario (MSW-Storybook object form). */
export const assetsHandlers = {
  default: [search(() => assetsStore.all()), getOne, update],
  empty: [search(async () => []), getOne, update],
  errors: [
    http.untyped.get('/api/v1/Asset/search', serverError),
    http.untyped.get('/api/v1/Asset/:id', serverError),
    http.untyped.put('/api/v1/Asset', serverError),
  ],
  /** As the server answers a caller without the claim (every demo staff account holds it). */
  forbidden: [http.untyped.get('/api/v1/Asset/search', forbidden('pageAccess')), getOne, update],
  /** The search works; the edit dialog's read of the asset never ends. */
  editLoading: [
    search(() => assetsStore.all()),
    http.untyped.get('/api/v1/Asset/:id', async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
    update,
  ],
  /** The search works; the edit dialog's read of the asset fails. */
  editReadErrors: [search(() => assetsStore.all()), http.untyped.get('/api/v1/Asset/:id', serverError), update],
  /** The search works; saving an edit fails. */
  writeErrors: [search(() => assetsStore.all()), getOne, http.untyped.put('/api/v1/Asset', serverError)],
  loading: [
    http.untyped.get('/api/v1/Asset/search', async () => {
      await delay('infinite');
      return HttpResponse.json([]);
    }),
    getOne,
    update,
  ],
};
