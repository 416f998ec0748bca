import { defineListing } from '@/components/Listing';

import { getNotifications } from './api/get-notifications';

/**
 * /app/notification: newest first, 10 a page (spec 4, 9). The server keeps
 * that order, so no column sorts; `sort` only makes the listing paged.
 */
export const notificationsListing = defineListing('listNotifications', {
  ns: 'notifications',
  exportName: 'notifications',
  fetch: getNotifications,
  rowKey: (row) => row.notificationMasterId,
  sort: { columns: ['createdDate'], default: ['createdDate', 'desc'] },
  pageSize: 10,
  failure: 'notifications:messages.listFailed',
  columns: [
    { id: 'title', value: (row) => row.title, kind: 'prose' },
    { id: 'description', value: (row) => row.description, kind: 'prose' },
    { id: 'startDateUtc', header: 'notifications:columns.start', value: (row) => row.startDateUtc, kind: 'dateTime' },
    // Spec 8: an absent end date reads 'Not Available'.
    {
      id: 'endDateUtc',
      header: 'notifications:columns.end',
      value: (row) => row.endDateUtc,
      kind: 'dateTime',
      absent: 'notifications:notAvailable',
    },
    {
      id: 'notificationType',
      header: 'notifications:columns.type',
      value: (row) => row.notificationType,
      enumeration: 'NotificationType',
    },
    { id: 'createdDate', header: 'notifications:columns.created', value: (row) => row.createdDate, kind: 'dateTime' },
  ],
});
