import type { components, paths } from '@openapi/schema';

import { delay, http, HttpResponse, problem } from '../http';
import { pageOf, readListing } from '../listing';
import { expiredToken, isExpired, userOf } from './auth';

/** The listing paths answered with the generic `{data, totalMatch, total}` envelope. */
type ListingPath = {
  [P in keyof paths]: paths[P] extends {
    get: { responses: { 200: { content: { 'application/json': { data: unknown[]; totalMatch: number } } } } };
  }
    ? P
    : never;
}[keyof paths];

type RowOf<P extends ListingPath> = paths[P]['get']['responses'][200]['content']['application/json']['data'][number];

export interface ListingSpec<P extends ListingPath, C extends string> {
  path: P;
  /** The claim the server checks (named in the operation's description). */
  claim: components['schemas']['SignedInUser']['Claims'][number];
  /** The sortable columns, as the server names them. */
  columns: readonly C[];
  defaultSort: [C, 'asc' | 'desc'];
  sortValue: (row: RowOf<P>, column: C) => string | number;
  /** Whether a row passes the request's filters. */
  matches?: (row: RowOf<P>, query: URLSearchParams) => boolean;
  /** The day a row falls on, for `startDate`/`endDate`. */
  date?: (row: RowOf<P>) => string | null | undefined;
}

/** A comma-separated filter (`status=Pending,Error`): passes when empty, `All`, or naming the value. */
export function oneOf(query: URLSearchParams, key: string, value: string | number | null | undefined) {
  const text = query.get(key);
  if (!text || text === 'All') return true;
  return text.split(',').includes(String(value));
}

/** Text search: empty means no search (deviation row 8); otherwise a literal, case-insensitive match. */
export function contains(query: URLSearchParams, key: string, ...texts: (string | null | undefined)[]) {
  const term = query.get(key)?.trim().toLowerCase();
  if (!term) return true;
  return texts.some((text) => text?.toLowerCase().includes(term));
}

/**
 * One listing's handlers per scenario (default, empty, errors, loading), with
 * the server's claim check, paging, sorting and 400s for bad parameters.
 */
export function listingHandlers<P extends ListingPath, C extends string>(
  spec: ListingSpec<P, C>,
  records: () => Promise<readonly RowOf<P>[]>,
) {
  const handler = (source: () => Promise<readonly RowOf<P>[]>) =>
    http.untyped.get(spec.path, async ({ request }) => {
      if (isExpired(request)) return expiredToken();
      const user = userOf(request);
      if (!user) return problem(401, 'Unauthorized', 'Sign in to use this operation: no bearer token was sent.');
      if (!user.Claims.includes(spec.claim)) {
        return problem(403, 'Forbidden', `This operation requires the claim ${spec.claim}.`);
      }
      const query = new URL(request.url).searchParams;
      const listing = readListing(query, spec.columns, spec.defaultSort);
      if (!listing.ok) {
        return problem(400, 'Bad Request', `${listing.field}: ${listing.message}`, {
          [listing.field]: [listing.message],
        });
      }
      const start = query.get('startDate');
      const end = query.get('endDate');
      if (start && end && start > end) {
        return problem(400, 'Bad Request', 'endDate: the end date is before the start date', {
          endDate: ['the end date is before the start date'],
        });
      }
      const all = await source();
      const matches = all.filter((row) => {
        const day = spec.date?.(row)?.slice(0, 10);
        if (start && (!day || day < start)) return false;
        if (end && (!day || day > end)) return false;
        return spec.matches?.(row, query) ?? true;
      });
      if (listing.params.pageSize === 'All' && matches.length > 10_000) {
        return problem(400, 'Bad Request', 'pageSize: All would return more than the limit of 10000');
      }
      const data = pageOf(matches, listing.params, spec.sortValue);
      // The envelope is typed by the path's schema (RowOf), as the typed `http` would check it.
      const body: { data: RowOf<P>[]; totalMatch: number; total: number } = {
        data,
        totalMatch: matches.length,
        total: all.length,
      };
      return HttpResponse.json(body);
    });
  return {
    default: [handler(records)],
    empty: [handler(async () => [])],
    errors: [
      http.untyped.get(spec.path, () =>
        problem(500, 'Internal Server Error', 'The server could not complete the request.'),
      ),
    ],
    loading: [
      http.untyped.get(spec.path, async () => {
        await delay('infinite');
        return HttpResponse.json({ data: [], totalMatch: 0, total: 0 });
      }),
    ],
    /** As the server answers a staff member without the claim (no demo account lacks some claims). */
    forbidden: [
      http.untyped.get(spec.path, () => problem(403, 'Forbidden', `This operation requires the claim ${spec.claim}.`)),
    ],
  };
}
