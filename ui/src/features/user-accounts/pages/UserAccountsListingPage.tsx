import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import {
  DataTable,
  type DataTableColumn,
  FilterSelect,
  type ListingDefaults,
  listingQuery,
  SearchField,
  useListingState,
} from '@/components/DataTable';
import { DateRangePicker } from '@/components/DateRangePicker';
import { DateTimeText } from '@/components/DateTimeText';
import { PageHeading } from '@/components/PageHeading';

import { type Customer, type CustomersQuery, getUsers, usersQueryOptions } from '../api/get-users';

type SortColumn = 'Created' | 'UserName' | 'FirstName' | 'LastName' | 'Email' | 'MembershipLevel' | 'OnboardingStatus';

// Module level: the listing hook memoises on this object.
const defaults: ListingDefaults<SortColumn> = {
  sortable: ['Created', 'UserName', 'FirstName', 'LastName', 'Email', 'MembershipLevel', 'OnboardingStatus'],
  // Spec 9: Created desc.
  sort: 'Created',
  dir: 'desc',
  filters: { search: '', onboardingStatus: '', membershipLevel: '', active: '', startDate: '', endDate: '' },
};

// Spec 3's onboarding statuses, as spelt.
const onboardingStatuses = [
  'Unknown',
  'Waiting Broker Verify',
  'Broker Verify Failed',
  'Broker Account Required',
  'Bank Account Failed',
  'Bank Account Pending',
  'Funding Required',
  'Funding Pending',
  'Onboarding Complete',
  'Invested',
];
const levels = ['1', '2', '3', '4'] as const;

/** /app/userAccounts/listing (spec 2), newest sign-ups first. */
export function UserAccountsListingPage() {
  const { t } = useTranslation(['userAccounts', 'listing', 'shell']);
  const listing = useListingState(defaults);
  const query = listingQuery(listing) as CustomersQuery;
  const users = useQuery(usersQueryOptions(query));
  const { filters, setFilters } = listing;
  const text = (id: keyof Customer, value: (row: Customer) => string, sortable = true): DataTableColumn<Customer> => ({
    id,
    header: t(`columns.${id}` as 'columns.UserName'),
    sortable,
    render: value,
    csv: value,
  });

  const columns: DataTableColumn<Customer>[] = [
    text('UserName', (row) => row.UserName),
    text('FirstName', (row) => row.FirstName),
    text('LastName', (row) => row.LastName),
    text('Email', (row) => row.Email),
    text('Phone', (row) => row.Phone, false),
    text('Country', (row) => row.Country, false),
    {
      id: 'MembershipLevel',
      header: t('columns.MembershipLevel'),
      sortable: true,
      render: (row) => t(`levels.${row.MembershipLevel}`),
      csv: (row) => t(`levels.${row.MembershipLevel}`),
    },
    text('OnboardingStatus', (row) => row.OnboardingStatus),
    {
      id: 'Active',
      header: t('columns.Active'),
      render: (row) => (row.Active ? t('listing:yes') : t('listing:no')),
      csv: (row) => row.Active,
    },
    {
      id: 'Created',
      header: t('columns.Created'),
      sortable: true,
      render: (row) => <DateTimeText value={row.Created} />,
      csv: (row) => row.Created,
    },
  ];

  return (
    <>
      <PageHeading title={t('shell:screens.users')} />
      <DataTable
        label={t('tableLabel')}
        columns={columns}
        rows={users.data?.data}
        rowKey={(row) => row.UserId}
        count={users.data?.totalMatch ?? 0}
        query={users}
        listing={listing}
        // Spec 8: the users table has its own empty text.
        emptyText={t('listing:empty.user')}
        exportName="users"
        exportAll={async () => (await getUsers({ ...query, page: 1, pageSize: 'All' })).data}
        toolbar={
          <>
            <SearchField value={filters.search ?? ''} onChange={(search) => setFilters({ search })} />
            <FilterSelect
              label={t('filters.onboardingStatus')}
              value={filters.onboardingStatus ?? ''}
              options={onboardingStatuses.map((value) => ({ value, label: value }))}
              onChange={(onboardingStatus) => setFilters({ onboardingStatus })}
            />
            <FilterSelect
              label={t('filters.membershipLevel')}
              value={filters.membershipLevel ?? ''}
              options={levels.map((value) => ({ value, label: t(`levels.${value}`) }))}
              onChange={(membershipLevel) => setFilters({ membershipLevel })}
            />
            <FilterSelect
              label={t('filters.active')}
              value={filters.active ?? ''}
              options={[
                { value: 'true', label: t('listing:yes') },
                { value: 'false', label: t('listing:no') },
              ]}
              onChange={(active) => setFilters({ active })}
            />
            <DateRangePicker
              value={{ start: filters.startDate ?? '', end: filters.endDate ?? '' }}
              onChange={({ start, end }) => setFilters({ startDate: start, endDate: end })}
            />
          </>
        }
      />
    </>
  );
}
