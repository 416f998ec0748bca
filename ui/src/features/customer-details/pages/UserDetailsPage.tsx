import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { EnumerationValue } from '@/components/Enumeration';
import { ListingTabs } from '@/components/Listing';
import { PageHeading } from '@/components/PageHeading';
import { DateTimeText } from '@/components/DateTimeText';
import { useSession } from '@/lib/use-session';
import { paths } from '@/config/paths';

import { getUser } from '../api/get-user';
import {
  DetailFailed,
  DetailNotFound,
  DetailSkeleton,
  isMissing,
  parseId,
  useNotFoundText,
} from '../components/DetailStates';
import { BackButton, HeaderCard, StateChip } from '../components/HeaderCard';
import { ImpersonateButton } from '../components/ImpersonateButton';
import { tabsFor, userTabs } from '../tabs';

const usersListing = paths.listings.users;

/**
 * /app/userAccounts/details?userId= (deviation D1): the header card (name,
 * email, username, onboarding status, membership), Impersonate, and the 18
 * tabs of spec 2's first naming, the chosen one in the URL (`tab`).
 */
export function UserDetailsPage() {
  const { t } = useTranslation(['customerDetails', 'shell', 'userAccounts']);
  const [params] = useSearchParams();
  const claims = useSession()?.user.Claims ?? [];
  const parsed = parseId(params.get('userId'));
  const notFoundText = useNotFoundText();
  const user = useQuery({
    queryKey: ['getUser', parsed.ok ? parsed.id : null],
    queryFn: ({ signal }) => getUser(parsed.ok ? parsed.id : 0, signal),
    enabled: parsed.ok,
    retry: (count, error) => !isMissing(error) && count < 2,
  });
  const back = { to: usersListing, label: t('states.toUsers') };

  let body;
  if (!parsed.ok || isMissing(user.error)) {
    body = <DetailNotFound message={notFoundText(parsed, 'user')} back={back} />;
  } else if (user.isError) {
    body = <DetailFailed error={user.error} retry={() => void user.refetch()} />;
  } else if (!user.data) {
    body = <DetailSkeleton />;
  } else {
    const details = user.data;
    const { user: customer } = details;
    const fullName = `${customer.FirstName} ${customer.LastName}`;
    body = (
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
              <BackButton fallback={usersListing} />
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
  }

  return (
    <>
      <PageHeading title={t('shell:screens.userDetails')} />
      {body}
    </>
  );
}
