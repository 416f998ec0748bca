import { useTranslation } from 'react-i18next';

import { EnumerationValue } from '@/components/Enumeration';
import { ListingTabs } from '@/components/Listing';
import { DateTimeText } from '@/components/DateTimeText';
import { BackToListing, RecordPage, useRecordId } from '@/components/RecordDetails';
import { paths } from '@/config/paths';
import { useUser } from '@/entities/users';
import { useSession } from '@/lib/use-session';

import { HeaderCard, StateChip } from '../components/HeaderCard';
import { ImpersonateButton } from '../components/ImpersonateButton';
import { tabsFor, userTabs } from '../tabs';

/**
 * /app/userAccounts/details?userId= (deviation D1): the header card (name,
 * email, username, onboarding status, membership), Impersonate, and the 18
 * tabs of spec 2's first naming, the chosen one in the URL (`tab`).
 */
export function UserDetailsPage() {
  const { t } = useTranslation(['customerDetails', 'details', 'shell', 'userAccounts']);
  const claims = useSession()?.user.Claims ?? [];
  const id = useRecordId('userId');
  const user = useUser(id);

  return (
    <RecordPage
      title={t('shell:screens.userDetails')}
      id={id}
      query={user}
      notFound={(userId) => t('details:notFound.user', { id: userId })}
      back={{ to: paths.listings.users, label: t('states.toUsers') }}
      tabs
    >
      {(details) => {
        const { user: customer } = details;
        const fullName = `${customer.FirstName} ${customer.LastName}`;
        return (
          <>
            <HeaderCard
              title={fullName}
              chips={
                <StateChip label={customer.Active ? t('header.active') : t('header.inactive')} good={customer.Active} />
              }
              facts={[
                { label: t('header.email'), value: customer.Email },
                { label: t('header.userName'), value: customer.UserName },
                {
                  label: t('header.onboardingStatus'),
                  value: <EnumerationValue enumeration="OnboardingStatus" value={customer.OnboardingStatus} chip />,
                },
                {
                  label: t('header.membership'),
                  value: <EnumerationValue enumeration="MembershipLevel" value={customer.MembershipLevel} />,
                },
                { label: t('header.created'), value: <DateTimeText value={customer.Created} /> },
              ]}
              actions={
                <>
                  <BackToListing listing={paths.listings.users} />
                  <ImpersonateButton userName={customer.UserName} fullName={fullName} />
                </>
              }
            />
            <ListingTabs
              label="customerDetails:userTabs"
              keep={['userId']}
              tabs={tabsFor(userTabs, {
                userId: customer.UserId,
                user: { data: details, error: null, refetch: () => user.refetch() },
                claims,
              })}
            />
          </>
        );
      }}
    </RecordPage>
  );
}
