/**
 * The listing convention of the mock server (`page`, `pageSize`, `sort`,
 * `dir`), for MSW handlers: the same defaults and the same 400s.
 */
export const MAX_PAGE_SIZE = 10_000;

export interface ListingParams<C extends string> {
  page: number;
  pageSize: number | 'All';
  sort: C;
  dir: 'asc' | 'desc';
}

export type ListingResult<C extends string> =
  { ok: true; params: ListingParams<C> } | { ok: false; field: string; message: string };

export function readListing<C extends string>(
  query: URLSearchParams,
  columns: readonly C[],
  defaultSort: [C, 'asc' | 'desc'],
): ListingResult<C> {
  const pageText = query.get('page');
  const page = pageText === null || pageText === '' ? 1 : Number(pageText);
  if (!Number.isInteger(page) || page < 1) {
    return { ok: false, field: 'page', message: `\`${pageText}\` is not a page number; pages start at 1` };
  }
  const sizeText = query.get('pageSize');
  let pageSize: number | 'All' = 25;
  if (sizeText?.toLowerCase() === 'all') pageSize = 'All';
  else if (sizeText) {
    pageSize = Number(sizeText);
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
      return {
        ok: false,
        field: 'pageSize',
        message: `\`${sizeText}\` is not a page size; use a number from 1 to ${MAX_PAGE_SIZE}, or All`,
      };
    }
  }
  const sortText = query.get('sort');
  const sort = sortText ? columns.find((column) => column.toLowerCase() === sortText.toLowerCase()) : defaultSort[0];
  if (!sort) {
    return {
      ok: false,
      field: 'sort',
      message: `\`${sortText}\` is not a sortable column; use one of ${columns.join(', ')}`,
    };
  }
  const dirText = query.get('dir')?.toLowerCase();
  if (dirText && dirText !== 'asc' && dirText !== 'desc') {
    return { ok: false, field: 'dir', message: `\`${dirText}\` is not a direction; use asc or desc` };
  }
  const dir = (dirText as 'asc' | 'desc' | undefined) ?? (sortText ? 'asc' : defaultSort[1]);
  return { ok: true, params: { page, pageSize, sort, dir } };
}

/** Sorts a copy by a column, then pages it. */
export function pageOf<T, C extends string>(
  records: readonly T[],
  params: ListingParams<C>,
  value: (record: T, column: C) => string | number,
): T[] {
  const factor = params.dir === 'asc' ? 1 : -1;
  const sorted = [...records].sort((a, b) => {
    const x = value(a, params.sort);
    const y = value(b, params.sort);
    return (x < y ? -1 : x > y ? 1 : 0) * factor;
  });
  if (params.pageSize === 'All') return sorted;
  const start = (params.page - 1) * params.pageSize;
  return sorted.slice(start, start + params.pageSize);
}
