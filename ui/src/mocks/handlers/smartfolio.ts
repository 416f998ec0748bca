import {
  aggressivenessLabelValues,
  membershipTypeValues,
  smartfolioCategoryValues,
  strategyNameValues,
} from '@openapi/enums';
import type { components } from '@openapi/schema';
import { z } from 'zod';

import { fromFixtures } from '../clock';
import { fixture } from '../fixtures';
import { delay, http, HttpResponse, problem, requestBody } from '../http';
import { pageOf, readListing } from '../listing';
import { offlineCollection } from '../store';
import { forbidden, guard, serverError } from './guard';
import { contains } from './listing-factory';

type Smartfolio = components['schemas']['Smartfolio'];
type SymbolStrategy = components['schemas']['SymbolStrategy'];
type SmartfolioPosition = components['schemas']['SmartfolioPosition'];
type SmartfolioOverride = components['schemas']['SmartfolioOverride'];
type Asset = components['schemas']['Asset'];
type Errors = Record<string, string[]>;

const smartfolioPayload: z.ZodType<components['schemas']['SmartfolioPayload']> = z.object({
  active: z.boolean(),
  aggressiveness: z.number(),
  bannerImageUrl: z.string(),
  category: z.enum(smartfolioCategoryValues),
  description: z.string(),
  imageUrl: z.string(),
  isCoreStrategy: z.boolean(),
  marketingName: z.string(),
  membershipTypeId: z.number(),
  minimumInvested: z.number(),
  performDownload: z.boolean(),
  symbol: z.string(),
  title: z.string(),
});
const overridePayload: z.ZodType<components['schemas']['OverridePayload']> = z.object({
  reason: z.string(),
  smartfolioId: z.int(),
  symbol: z.string(),
  weight: z.number(),
});

const assets = fixture<Asset[]>('assets');
/** The asset list's symbols, which an edit and an override must name. */
const symbols = async () => new Set((await assets()).map((asset) => asset.symbol));
const strategies = fromFixtures(fixture<SymbolStrategy[]>('symbolStrategies'));
const positions = fromFixtures(fixture<SmartfolioPosition[]>('smartfolioPositions'));

/** The designer list: an edit is kept (across reloads offline) until "Reset offline data". */
export const smartfoliosStore = offlineCollection(
  'smartfolios',
  fromFixtures(fixture<Smartfolio[]>('smartfolios')),
  (smartfolio) => smartfolio.smartfolioId,
);
/** The overrides, as the server keeps them: created, changed and deleted here. */
export const overridesStore = offlineCollection(
  'smartfolioOverrides',
  fromFixtures(fixture<SmartfolioOverride[]>('smartfolioOverrides')),
  (row) => row.overrideId,
);

/** A 400 naming every field at fault, as the server's. */
const badRequest = (errors: Errors) =>
  problem(
    400,
    'Bad Request',
    Object.entries(errors)
      .map(([field, messages]) => `${field}: ${messages[0]}`)
      .join(' '),
    errors,
  );

/** The server's display-text rule (`text::check_text`), for one field. */
function checkText(errors: Errors, field: string, value: string, max: number) {
  if (value.trim() === '') errors[field] = ['This field is required.'];
  else if (value.length > max) errors[field] = [`At most ${max} characters.`];
}

/** The server's smartfolio images (`fixtures/smartfolioImages.json`), by address. */
const images = fixture<Record<string, string>>('smartfolioImages');
/** The server's rule (`model::images`): an image it draws, on the console's own origin. */
const IMAGE_RULE = /^\/images\/smartfolios\/[1-9][0-9]{0,18}\/(card|banner)\.svg$/;

function checkImage(errors: Errors, field: string, value: string, drawn: Record<string, string>) {
  if (!IMAGE_RULE.test(value)) {
    errors[field] = [
      'Use an image of this server, such as /images/smartfolios/1/card.svg: the console shows images from its own address only.',
    ];
  } else if (!(value in drawn)) {
    errors[field] = [`There is no image at ${value}: no smartfolio has that id.`];
  }
}

/** The label of an aggressiveness, as the server derives it. */
const labelOf = (aggressiveness: number) =>
  aggressivenessLabelValues[Math.min(Math.floor(aggressiveness / 2), aggressivenessLabelValues.length - 1)] ??
  'Conservative';

// ---- Symbol strategies (spec 7) -------------------------------------------------

const strategiesHandler = (source: () => Promise<readonly SymbolStrategy[]>) =>
  http.get('/api/v1/SymbolStrategy', async ({ request }) => {
    const caller = guard(request);
    if (caller instanceof Response) return caller;
    const query = new URL(request.url).searchParams;
    const active = query.get('IsActive')?.trim().toLowerCase();
    if (active !== undefined && active !== 'true' && active !== 'false') {
      return badRequest({ IsActive: [`\`${query.get('IsActive')}\` is not true or false`] });
    }
    const strategyText = query.get('strategyId')?.trim() ?? '';
    const strategy = strategyNameValues.find((value) => String(value) === strategyText);
    if (strategyText && strategy === undefined) {
      return badRequest({ strategyId: [`\`${strategyText}\` is not a strategy; use 1, 3, 4, 5 or 6`] });
    }
    const found = (await source())
      .filter((row) => active === undefined || String(row.isActive) === active)
      .filter((row) => strategy === undefined || row.strategyId === strategy)
      .filter((row) => contains(query, 'search', row.symbol))
      .sort((a, b) => a.strategyId - b.strategyId || a.symbol.localeCompare(b.symbol));
    return HttpResponse.json(found);
  });

export const symbolStrategiesHandlers = {
  default: [strategiesHandler(strategies)],
  empty: [strategiesHandler(async () => [])],
  errors: [http.untyped.get('/api/v1/SymbolStrategy', serverError)],
  forbidden: [http.untyped.get('/api/v1/SymbolStrategy', forbidden('pageAccess'))],
  loading: [
    http.untyped.get('/api/v1/SymbolStrategy', async () => {
      await delay('infinite');
      return HttpResponse.json([]);
    }),
  ],
};

// ---- The designer list and its edits ---------------------------------------------

const listSmartfolios = (source: () => Promise<readonly Smartfolio[]>) =>
  http.get('/api/admin/smartfolios', async ({ request }) => {
    const caller = guard(request);
    if (caller instanceof Response) return caller;
    return HttpResponse.json([...(await source())].sort((a, b) => a.smartfolioId - b.smartfolioId));
  });

const updateSmartfolio = http.put('/api/admin/smartfolios/{smartfolioId}', async ({ request, params }) => {
  const caller = guard(request);
  if (caller instanceof Response) return caller;
  const body = await requestBody(request, smartfolioPayload);
  if (body instanceof Response) return body;
  const errors: Errors = {};
  if (!Number.isInteger(body.aggressiveness) || body.aggressiveness < 0 || body.aggressiveness > 10) {
    errors.aggressiveness = ['Choose 0 to 10.'];
  }
  if (!Number.isInteger(body.membershipTypeId) || !membershipTypeValues[body.membershipTypeId]) {
    errors.membershipTypeId = ['Choose 0 to 4.'];
  }
  if (!Number.isFinite(body.minimumInvested) || body.minimumInvested <= 0) {
    errors.minimumInvested = ['Use an amount above 0.'];
  }
  const symbol = body.symbol.trim().toUpperCase();
  if (!(await symbols()).has(symbol)) errors.symbol = ['Choose a symbol of the asset list.'];
  checkText(errors, 'title', body.title, 80);
  checkText(errors, 'description', body.description, 1000);
  checkText(errors, 'marketingName', body.marketingName, 80);
  const drawn = await images();
  checkImage(errors, 'imageUrl', body.imageUrl, drawn);
  checkImage(errors, 'bannerImageUrl', body.bannerImageUrl, drawn);
  if (Object.keys(errors).length > 0) return badRequest(errors);
  const stored = await smartfoliosStore.find(params.smartfolioId);
  if (!stored) return problem(404, 'Not Found', `There is no smartfolio ${params.smartfolioId}.`);
  const membershipType = membershipTypeValues[body.membershipTypeId] ?? stored.membershipType;
  const updated: Smartfolio = {
    ...stored,
    ...body,
    title: body.title.trim(),
    description: body.description.trim(),
    marketingName: body.marketingName.trim(),
    symbol,
    aggressivenessLabel: labelOf(body.aggressiveness),
    membershipType,
  };
  smartfoliosStore.update(stored.smartfolioId, updated);
  return HttpResponse.json(updated);
});

/** A smartfolio's card or banner image, as the server draws it (no token: an `<img>` sends none). */
const smartfolioImage = http.get('/images/smartfolios/{smartfolioId}/{image}', async ({ request, params }) => {
  const svg = (await images())[new URL(request.url).pathname];
  if (svg) {
    return new HttpResponse(svg, {
      headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=3600' },
    });
  }
  return ['card.svg', 'banner.svg'].includes(params.image)
    ? problem(404, 'Not Found', `There is no smartfolio ${params.smartfolioId}.`)
    : problem(404, 'Not Found', `A smartfolio has card.svg and banner.svg, not ${params.image}.`);
});

/** The smartfolio images: the same in every scenario, as the server's are in every session. */
export const smartfolioImagesHandlers = { default: [smartfolioImage] };

export const smartfoliosHandlers = {
  default: [listSmartfolios(() => smartfoliosStore.all()), updateSmartfolio],
  empty: [listSmartfolios(async () => []), updateSmartfolio],
  errors: [
    http.untyped.get('/api/admin/smartfolios', serverError),
    http.untyped.put('/api/admin/smartfolios/:smartfolioId', serverError),
  ],
  forbidden: [http.untyped.get('/api/admin/smartfolios', forbidden('pageAccess'))],
  loading: [
    http.untyped.get('/api/admin/smartfolios', async () => {
      await delay('infinite');
      return HttpResponse.json([]);
    }),
  ],
  /** The list loads; saving an edit fails. */
  writeErrors: [
    listSmartfolios(() => smartfoliosStore.all()),
    http.untyped.put('/api/admin/smartfolios/:smartfolioId', serverError),
  ],
};

// ---- Positions, with the totals of every match -----------------------------------

const POSITION_COLUMNS = ['Updated', 'Invested', 'MarketValue', 'AccountNumber'] as const;
type PositionColumn = (typeof POSITION_COLUMNS)[number];

const sortValue = (row: SmartfolioPosition, column: PositionColumn): string | number =>
  ({
    Updated: row.updated,
    Invested: row.invested,
    MarketValue: row.marketValue,
    AccountNumber: row.accountNumber,
  })[column];

const cents = (amount: number) => Math.round(amount * 100) / 100;

const positionsHandler = (source: () => Promise<readonly SmartfolioPosition[]>) =>
  http.get('/api/admin/smartfolios/positions', async ({ request }) => {
    const caller = guard(request);
    if (caller instanceof Response) return caller;
    const query = new URL(request.url).searchParams;
    const listing = readListing(query, POSITION_COLUMNS, ['Updated', 'desc']);
    if (!listing.ok) return badRequest({ [listing.field]: [listing.message] });
    const idText = query.get('smartfolioId')?.trim() ?? '';
    if (idText && !/^\d+$/.test(idText)) return badRequest({ smartfolioId: [`\`${idText}\` is not an id`] });
    const all = await source();
    const matches = all.filter(
      (row) => (!idText || row.smartfolioId === Number(idText)) && contains(query, 'search', row.accountNumber),
    );
    return HttpResponse.json({
      data: pageOf(matches, listing.params, sortValue),
      totalMatch: matches.length,
      total: all.length,
      totalInvested: cents(matches.reduce((sum, row) => sum + row.invested, 0)),
      totalMarketValue: cents(matches.reduce((sum, row) => sum + row.marketValue, 0)),
    });
  });

export const smartfolioPositionsHandlers = {
  default: [positionsHandler(positions)],
  empty: [positionsHandler(async () => [])],
  errors: [http.untyped.get('/api/admin/smartfolios/positions', serverError)],
  forbidden: [http.untyped.get('/api/admin/smartfolios/positions', forbidden('pageAccess'))],
  loading: [
    http.untyped.get('/api/admin/smartfolios/positions', async () => {
      await delay('infinite');
      return HttpResponse.json({ data: [], totalMatch: 0, total: 0, totalInvested: 0, totalMarketValue: 0 });
    }),
  ],
};

// ---- Overrides -----------------------------------------------------------------

/** The server's checks of an override, in its order; the symbol and reason as stored, or the answer to send. */
async function checkOverride(body: components['schemas']['OverridePayload']) {
  if (!(await smartfoliosStore.find(body.smartfolioId))) {
    return badRequest({ smartfolioId: [`There is no smartfolio ${body.smartfolioId}.`] });
  }
  const symbol = body.symbol.trim().toUpperCase();
  if (!(await symbols()).has(symbol)) return badRequest({ symbol: [`\`${symbol}\` is not in the asset list.`] });
  if (!(body.weight >= 0 && body.weight <= 1)) return badRequest({ weight: ['Use a weight from 0 to 1.'] });
  const errors: Errors = {};
  checkText(errors, 'reason', body.reason, 200);
  if (Object.keys(errors).length > 0) return badRequest(errors);
  return { symbol, reason: body.reason.trim() };
}

const newest = (a: SmartfolioOverride, b: SmartfolioOverride) =>
  b.created.localeCompare(a.created) || a.overrideId - b.overrideId;

const listOverrides = (source: () => Promise<readonly SmartfolioOverride[]>) =>
  http.get('/api/admin/smartfolios/overrides', async ({ request }) => {
    const caller = guard(request);
    if (caller instanceof Response) return caller;
    return HttpResponse.json([...(await source())].sort(newest));
  });

const conflict = (symbol: string, smartfolioId: number) =>
  problem(409, 'Conflict', `${symbol} is already overridden in smartfolio ${smartfolioId}.`);

const createOverride = http.post('/api/admin/smartfolios/overrides', async ({ request }) => {
  const caller = guard(request);
  if (caller instanceof Response) return caller;
  const body = await requestBody(request, overridePayload);
  if (body instanceof Response) return body;
  const checked = await checkOverride(body);
  if (checked instanceof Response) return checked;
  const all = await overridesStore.all();
  if (all.some((row) => row.smartfolioId === body.smartfolioId && row.symbol === checked.symbol)) {
    return conflict(checked.symbol, body.smartfolioId);
  }
  const created: SmartfolioOverride = {
    overrideId: Math.max(0, ...all.map((row) => row.overrideId)) + 1,
    smartfolioId: body.smartfolioId,
    symbol: checked.symbol,
    weight: body.weight,
    reason: checked.reason,
    createdBy: caller.UserName,
    created: new Date().toISOString(),
  };
  overridesStore.create(created);
  return HttpResponse.json(created, { status: 201 });
});

const updateOverride = http.put('/api/admin/smartfolios/overrides/{overrideId}', async ({ request, params }) => {
  const caller = guard(request);
  if (caller instanceof Response) return caller;
  const body = await requestBody(request, overridePayload);
  if (body instanceof Response) return body;
  const checked = await checkOverride(body);
  if (checked instanceof Response) return checked;
  const id = Number(params.overrideId);
  if (
    (await overridesStore.all()).some(
      (row) => row.overrideId !== id && row.smartfolioId === body.smartfolioId && row.symbol === checked.symbol,
    )
  ) {
    return conflict(checked.symbol, body.smartfolioId);
  }
  const stored = await overridesStore.find(id);
  if (!stored) return problem(404, 'Not Found', `There is no override ${params.overrideId}.`);
  const updated: SmartfolioOverride = {
    ...stored,
    smartfolioId: body.smartfolioId,
    symbol: checked.symbol,
    weight: body.weight,
    reason: checked.reason,
  };
  overridesStore.update(id, updated);
  return HttpResponse.json(updated);
});

const deleteOverride = http.delete('/api/admin/smartfolios/overrides/{overrideId}', async ({ request, params }) => {
  const caller = guard(request);
  if (caller instanceof Response) return caller;
  if (!(await overridesStore.remove(Number(params.overrideId)))) {
    return problem(404, 'Not Found', `There is no override ${params.overrideId}.`);
  }
  return new HttpResponse(null, { status: 204 });
});

const overrideWrites = [createOverride, updateOverride, deleteOverride];

export const smartfolioOverridesHandlers = {
  default: [listOverrides(() => overridesStore.all()), ...overrideWrites],
  empty: [listOverrides(async () => []), ...overrideWrites],
  errors: [
    http.untyped.get('/api/admin/smartfolios/overrides', serverError),
    http.untyped.post('/api/admin/smartfolios/overrides', serverError),
    http.untyped.put('/api/admin/smartfolios/overrides/:overrideId', serverError),
    http.untyped.delete('/api/admin/smartfolios/overrides/:overrideId', serverError),
  ],
  forbidden: [http.untyped.get('/api/admin/smartfolios/overrides', forbidden('pageAccess'))],
  loading: [
    http.untyped.get('/api/admin/smartfolios/overrides', async () => {
      await delay('infinite');
      return HttpResponse.json([]);
    }),
  ],
  /** The list loads; deleting fails. */
  writeErrors: [
    listOverrides(() => overridesStore.all()),
    createOverride,
    updateOverride,
    http.untyped.delete('/api/admin/smartfolios/overrides/:overrideId', serverError),
  ],
};
