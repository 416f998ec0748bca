import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { AppLink } from '@/components/AppLink';
import { DateTimeText } from '@/components/DateTimeText';
import { EnumerationValue } from '@/components/Enumeration';
import { Day, Ltr, Money } from '@/components/Ltr';
import { DetailsCard, RecordTable } from '@/components/RecordDetails';
import { paths } from '@/config/paths';
import type { UserDetails } from '@/entities/users';

import type { TradingAccountDetails } from '../api/get-trading-account';

function useTexts() {
  const { t } = useTranslation(['customerDetails', 'tradingAccounts', 'userAccounts']);
  const yesNo = (value: boolean) => (value ? t('fields.yes') : t('fields.no'));
  const orNone = (value: string | null | undefined): ReactNode =>
    value ? (
      value
    ) : (
      <Typography component="span" sx={{ color: 'text.secondary' }}>
        {t('states.notProvided')}
      </Typography>
    );
  const money = (amount: number) => <Money amount={amount} />;
  return { t, yesNo, orNone, money };
}

/** Employee / Employment: status by its spec 3 name, employer and position. */
export function EmploymentTab({ details }: { details: UserDetails }) {
  const { t, yesNo, orNone } = useTexts();
  const { employment } = details.profile;
  return (
    <DetailsCard
      title={t('tabs.employment')}
      fields={[
        {
          label: t('fields.status'),
          value: <EnumerationValue enumeration="EmploymentStatus" value={employment.status} />,
        },
        { label: t('fields.employer'), value: orNone(employment.employer) },
        { label: t('fields.position'), value: orNone(employment.position) },
        { label: t('fields.worksForMemberFirm'), value: yesNo(employment.worksForMemberFirm) },
      ]}
    />
  );
}

/** Trusted Contact: the person the broker may call, or a note that none was named. */
export function TrustedContactTab({ details }: { details: UserDetails }) {
  const { t } = useTexts();
  const contact = details.profile.trustedContact;
  if (!contact) return <Typography sx={{ py: 3 }}>{t('states.noTrustedContact')}</Typography>;
  return (
    <DetailsCard
      title={t('tabs.trustedContact')}
      fields={[
        { label: t('fields.firstName'), value: contact.firstName },
        { label: t('fields.lastName'), value: contact.lastName },
        {
          label: t('fields.relationship'),
          value: <EnumerationValue enumeration="Relationship" value={contact.relationship} />,
        },
        { label: t('fields.phone'), value: <Ltr>{contact.phone}</Ltr> },
        { label: t('header.email'), value: contact.email },
      ]}
    />
  );
}

/** Financial Details: the spec 3 bands, objective and experience by name. */
export function FinancialTab({ details }: { details: UserDetails }) {
  const { t } = useTexts();
  const { financial } = details.profile;
  return (
    <DetailsCard
      title={t('tabs.financialDetails')}
      fields={[
        {
          label: t('fields.annualIncome'),
          value: <EnumerationValue enumeration="AnnualIncome" value={financial.annualIncome} />,
        },
        { label: t('fields.netWorth'), value: <EnumerationValue enumeration="NetWorth" value={financial.netWorth} /> },
        {
          label: t('fields.liquidNetWorth'),
          value: <EnumerationValue enumeration="LiquidNetWorth" value={financial.liquidNetWorth} />,
        },
        {
          label: t('fields.investmentObjective'),
          value: <EnumerationValue enumeration="InvestmentObjective" value={financial.investmentObjective} />,
        },
        {
          label: t('fields.investmentExperience'),
          value: <EnumerationValue enumeration="InvestmentExperience" value={financial.investmentExperience} />,
        },
      ]}
    />
  );
}

/** Identity (Account Details): who the customer is and where they live. */
export function IdentityTab({ details }: { details: UserDetails }) {
  const { t } = useTexts();
  const { user, profile } = details;
  const { address } = profile;
  return (
    <DetailsCard
      title={t('tabs.identity')}
      fields={[
        { label: t('fields.firstName'), value: user.FirstName },
        { label: t('fields.lastName'), value: user.LastName },
        { label: t('header.userName'), value: user.UserName },
        { label: t('header.email'), value: user.Email },
        { label: t('fields.phone'), value: <Ltr>{user.Phone}</Ltr> },
        { label: t('fields.dateOfBirth'), value: <Day value={profile.dateOfBirth} /> },
        {
          label: t('fields.address'),
          value: `${address.street}, ${address.city}, ${address.region} ${address.postalCode}, ${address.country}`,
        },
      ]}
    />
  );
}

/** Membership Info: level, onboarding, the account's state and the user's trading accounts. */
export function MembershipTab({ details }: { details: UserDetails }) {
  const { t, yesNo, money } = useTexts();
  const { user, tradingAccounts } = details;
  return (
    <Stack spacing={2}>
      <DetailsCard
        title={t('tabs.membershipInfo')}
        fields={[
          {
            label: t('fields.membershipLevel'),
            value: <EnumerationValue enumeration="MembershipLevel" value={user.MembershipLevel} />,
          },
          {
            label: t('header.onboardingStatus'),
            value: <EnumerationValue enumeration="OnboardingStatus" value={user.OnboardingStatus} chip />,
          },
          { label: t('header.active'), value: yesNo(user.Active) },
          { label: t('header.emailConfirmed'), value: yesNo(user.EmailConfirmed) },
          { label: t('header.created'), value: <DateTimeText value={user.Created} /> },
        ]}
      />
      <RecordTable
        title={t('tables.tradingAccounts')}
        rows={tradingAccounts}
        rowKey={(account) => account.TradingAccountId}
        empty={t('states.noAccounts')}
        columns={[
          {
            header: t('columns.AccountNumber'),
            render: (account) => (
              <AppLink to={paths.tradingAccounts.account(account.TradingAccountId)}>{account.AccountNumber}</AppLink>
            ),
          },
          {
            header: t('columns.AccountType'),
            render: (account) => <EnumerationValue enumeration="AccountType" value={account.AccountType} />,
          },
          { header: t('columns.CashBalance'), numeric: true, render: (account) => money(account.CashBalance) },
          { header: t('columns.Created'), render: (account) => <DateTimeText value={account.Created} /> },
        ]}
      />
    </Stack>
  );
}

/** Smartfolio Info: the user's smartfolio holdings across their accounts. */
export function SmartfolioTab({ details }: { details: UserDetails }) {
  const { t, money } = useTexts();
  return (
    <RecordTable
      title={t('tables.smartfolios')}
      rows={details.smartfolioPositions}
      rowKey={(position) => position.smartfolioPositionId}
      empty={t('states.noSmartfolios')}
      columns={[
        { header: t('columns.smartfolioId'), render: (position) => position.smartfolioId },
        {
          header: t('columns.accountNumber'),
          render: (position) => (
            <AppLink to={paths.tradingAccounts.account(position.tradingAccountId)}>{position.accountNumber}</AppLink>
          ),
        },
        { header: t('columns.invested'), numeric: true, render: (position) => money(position.invested) },
        { header: t('columns.marketValue'), numeric: true, render: (position) => money(position.marketValue) },
        { header: t('columns.updated'), render: (position) => <DateTimeText value={position.updated} /> },
      ]}
    />
  );
}

/** Account (Account Details): type by its spec name, owner, balances as currency. */
export function AccountTab({ account }: { account: TradingAccountDetails }) {
  const { t, yesNo, money } = useTexts();
  const { balance } = account;
  return (
    <Stack spacing={2}>
      <DetailsCard
        title={t('tabs.account')}
        fields={[
          { label: t('header.accountNumber'), value: account.account.AccountNumber },
          {
            label: t('header.accountType'),
            value: <EnumerationValue enumeration="AccountType" value={account.account.AccountType} />,
          },
          {
            label: t('header.owner'),
            value: <AppLink to={paths.details.user(account.account.UserId)}>{account.account.FullName}</AppLink>,
          },
          { label: t('header.email'), value: account.account.Email },
          { label: t('header.openedOn'), value: <DateTimeText value={account.account.Created} /> },
        ]}
      />
      {balance ? (
        <DetailsCard
          title={t('fields.cashBalance')}
          fields={[
            { label: t('fields.cashBalance'), value: money(balance.CashBalance) },
            { label: t('fields.settledCash'), value: money(balance.SettledCash) },
            { label: t('fields.marketValue'), value: money(balance.MarketValue) },
            { label: t('fields.totalNetLiquidity'), value: money(balance.TotalNetLiquidity) },
            { label: t('fields.reconciliationBreak'), value: yesNo(balance.ReconciliationBreak) },
            { label: t('fields.asOf'), value: <DateTimeText value={balance.AsOf} /> },
          ]}
        />
      ) : (
        <Chip label={t('fields.noBalance')} variant="outlined" sx={{ alignSelf: 'flex-start' }} />
      )}
    </Stack>
  );
}
