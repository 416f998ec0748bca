import { membershipLevelValues, onboardingStatusValues } from '@openapi/enums';
import { defineListing, filtersOf, YES_NO } from '@/components/Listing';
import { paths } from '@/config/paths';

import { getUsers } from './api/get-users';

const f = filtersOf('listUsers');

/** The platform's users, newest sign-ups first (spec 9: Created desc). */
export const usersListing = defineListing('listUsers', {
  ns: 'userAccounts',
  exportName: 'users',
  fetch: getUsers,
  rowKey: (row) => row.UserId,
  rowLink: (row) => paths.details.user(row.UserId),
  // Spec 8: the users table has its own empty text.
  empty: 'users',
  sort: {
    columns: ['Created', 'UserName', 'FirstName', 'LastName', 'Email', 'MembershipLevel', 'OnboardingStatus'],
    default: ['Created', 'desc'],
  },
  filters: [
    f.search('search'),
    f.select('onboardingStatus', onboardingStatusValues, { labels: 'enums:OnboardingStatus' }),
    f.select('membershipLevel', membershipLevelValues, { labels: 'enums:MembershipLevel' }),
    f.select('active', YES_NO),
    f.dateRange('startDate', 'endDate'),
  ],
  columns: [
    { id: 'UserName', value: (row) => row.UserName, sortable: true },
    { id: 'FirstName', value: (row) => row.FirstName, sortable: true },
    { id: 'LastName', value: (row) => row.LastName, sortable: true },
    { id: 'Email', value: (row) => row.Email, sortable: true },
    { id: 'Phone', value: (row) => row.Phone, kind: 'phone' },
    { id: 'Country', value: (row) => row.Country },
    { id: 'MembershipLevel', value: (row) => row.MembershipLevel, enumeration: 'MembershipLevel', sortable: true },
    {
      id: 'OnboardingStatus',
      value: (row) => row.OnboardingStatus,
      sortable: true,
      enumeration: 'OnboardingStatus',
      chip: true,
    },
    { id: 'Active', value: (row) => row.Active, kind: 'boolean' },
    { id: 'Created', value: (row) => row.Created, kind: 'dateTime', sortable: true },
  ],
});
