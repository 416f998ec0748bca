import { restoreStatusValues } from '@openapi/enums';
import { defineListing, filtersOf, YES_NO } from '@/components/Listing';

import { getCrmRequests } from './api/get-crm-requests';
import { getRestoreRequests } from './api/get-restore-requests';

const crm = filtersOf('listCrmRequests');

/** /app/operations/infusionsoftapirequest: the CRM provider request log (spec 9: Created desc). */
export const crmRequestsListing = defineListing('listCrmRequests', {
  ns: 'operations',
  label: 'operations:titles.crm',
  exportName: 'crm-requests',
  fetch: getCrmRequests,
  rowKey: (row) => row.CrmRequestId,
  sort: { columns: ['Created', 'StatusCode', 'DurationMs'], default: ['Created', 'desc'] },
  filters: [
    crm.search('search'),
    crm.select('success', YES_NO, { label: 'operations:columns.Success' }),
    crm.select('method', ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], { label: 'operations:columns.Method' }),
    crm.dateRange('startDate', 'endDate'),
  ],
  columns: [
    { id: 'Created', value: (row) => row.Created, kind: 'dateTime', sortable: true },
    { id: 'Method', value: (row) => row.Method },
    { id: 'Endpoint', value: (row) => row.Endpoint },
    { id: 'StatusCode', value: (row) => row.StatusCode, kind: 'number', sortable: true },
    { id: 'Success', value: (row) => row.Success, kind: 'boolean' },
    { id: 'DurationMs', value: (row) => row.DurationMs, kind: 'number', sortable: true },
    { id: 'UserId', value: (row) => row.UserId },
  ],
});

const restore = filtersOf('listRestoreRequests');

/** The point-in-time restore requests made so far, newest first. */
export const restoreRequestsListing = defineListing('listRestoreRequests', {
  ns: 'operations',
  label: 'operations:titles.restoreList',
  exportName: 'restore-requests',
  fetch: getRestoreRequests,
  rowKey: (row) => row.RestoreRequestId,
  sort: { columns: ['Created', 'PointInTime'], default: ['Created', 'desc'] },
  filters: [
    restore.select('status', restoreStatusValues, {
      label: 'operations:columns.Status',
      labels: 'enums:RestoreStatus',
    }),
  ],
  columns: [
    { id: 'Created', value: (row) => row.Created, kind: 'dateTime', sortable: true },
    { id: 'UserId', value: (row) => row.UserId },
    { id: 'PointInTime', value: (row) => row.PointInTime, kind: 'dateTime', sortable: true },
    { id: 'Reason', value: (row) => row.Reason },
    { id: 'Status', value: (row) => row.Status, enumeration: 'RestoreStatus', chip: true },
    { id: 'RequestedBy', value: (row) => row.RequestedBy },
  ],
});
