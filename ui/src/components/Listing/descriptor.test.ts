// @vitest-environment node
import { activityCodeValues } from '@openapi/enums';
import { describe, expect, it, vi } from 'vitest';

import type { ListingPage, ParamsOf, RowOf } from '@/lib/api-types';

import { type BoundListing, defineListing, type ListingRequest, withScope } from './descriptor';
import { filtersOf } from './filter-specs';
import type { ListingProps } from './Listing';

// A listing under a record, as issue 13's user-detail tabs will describe them: the audit
// trail of one user, `GET /api/admin/users/{userId}/audit-trail`.
type Row = RowOf<'listUserAuditTrail'>;
const calls: ParamsOf<'listUserAuditTrail'>[] = [];
/** Stands in for the request file: the path parameter and the query, typed by the operation. */
async function getAuditTrail(params: ParamsOf<'listUserAuditTrail'>): Promise<ListingPage<Row>> {
  calls.push(params);
  return { data: [], totalMatch: 0 };
}

const f = filtersOf('listUserAuditTrail');
const auditTrail = defineListing('listUserAuditTrail', {
  ns: 'listing',
  label: 'listing:search',
  exportName: 'audit-trail',
  fetch: getAuditTrail,
  rowKey: (row) => JSON.stringify(row),
  sort: { columns: ['Created'], default: ['Created', 'desc'] },
  pageSize: 10,
  // Issue 13: the identity audit trail starts at category 9.
  filters: [f.select('activityCode', activityCodeValues, { initial: '9' })],
  columns: [],
});

describe('a listing scoped to a record (withScope)', () => {
  it("fills the operation's path parameters in every call", async () => {
    const bound = withScope(auditTrail, { userId: 10185 });
    await bound.fetch({ page: 2, pageSize: '10', sort: 'Created', dir: 'desc', activityCode: [9] });
    expect(calls.at(-1)).toEqual({
      userId: 10185,
      page: 2,
      pageSize: '10',
      sort: 'Created',
      dir: 'desc',
      activityCode: [9],
    });
    expect(bound.scope).toEqual({ userId: 10185 });
  });

  it('fixes filters of an unscoped operation too (a user’s transfers)', async () => {
    const fetch = vi.fn(async (_request: ListingRequest<'listTransfers'>) => ({ data: [], totalMatch: 0 }));
    const transfers = defineListing('listTransfers', {
      ns: 'cashMovement',
      label: 'cashMovement:tableLabel',
      exportName: 'transfers',
      fetch,
      rowKey: (row) => row.TransferId,
      columns: [],
    });
    await withScope(transfers, { userId: 7 }).fetch({ status: ['Pending'] });
    expect(fetch).toHaveBeenCalledWith({ status: ['Pending'], userId: 7 }, undefined);
  });

  it('cannot be rendered without its scope (a compile-time check)', () => {
    const bound: BoundListing<'listUserAuditTrail'> = withScope(auditTrail, { userId: 1 });
    const props: ListingProps<'listUserAuditTrail'> = { listing: bound, urlNamespace: 'audit' };
    // @ts-expect-error the audit trail needs a userId: bind it with withScope first
    const unbound: ListingProps<'listUserAuditTrail'> = { listing: auditTrail };
    expect([props.urlNamespace, unbound.listing.pageSize]).toEqual(['audit', 10]);
  });
});
