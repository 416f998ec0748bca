import type { ReactNode } from 'react';

import type { ListingTab } from '@/components/Listing';
import { DetailsSkeleton, RecordFailed } from '@/components/RecordDetails';
import { bankAccountsListing } from '@/entities/bank-accounts';
import { tradesListing } from '@/entities/trades';
import { transfersListing } from '@/entities/transfers';
import type { UserDetails } from '@/entities/users';
import type { ClaimName } from '@/lib/session';

import type { TradingAccountDetails } from './api/get-trading-account';
import {
  AccountTab,
  EmploymentTab,
  FinancialTab,
  IdentityTab,
  MembershipTab,
  SmartfolioTab,
  TrustedContactTab,
} from './components/ProfileTabs';
import { RestrictionsTab } from './components/RestrictionsTab';
import { AccountScopedListing, ScopedListing } from './components/ScopedListing';
import {
  accountHistoryListing,
  accountPositionsListing,
  auditTrailListing,
  brokerDocumentsListing,
  identityAuditTrailListing,
  identityDocumentsListing,
  onboardingDocumentsListing,
  userAffiliationsListing,
  userRolesListing,
} from './listings';

/**
 * What the tabs of both detail screens draw on. Each tab body is built once
 * and used by both screens (spec 2 names them twice); only the scope differs:
 * User Details lists everything of the user, Account Details what belongs
 * to the account (trades, transfers, bank accounts, history, positions) and
 * the rest of its owner.
 */
export interface TabSource {
  userId: number;
  /** The user with the profile tabs; undefined while it loads or without users.view. */
  user: { data?: UserDetails; error: unknown; refetch: () => unknown };
  /** Account Details: the account the screen is about. */
  account?: TradingAccountDetails;
  claims: readonly string[];
}

type TabBody = (tab: string, source: TabSource) => ReactNode;

interface TabSpec {
  /** What the tab needs to be shown (spec 6): a tab whose claim is missing is left out. */
  claims: readonly ClaimName[];
  body: TabBody;
}

/** A tab drawn from the user details: a skeleton while they load, their error if they failed. */
const fromUser =
  (draw: (details: UserDetails, source: TabSource) => ReactNode): TabBody =>
  (_tab, source) => {
    if (source.user.data) return draw(source.user.data, source);
    if (source.user.error) return <RecordFailed error={source.user.error} retry={source.user.refetch} />;
    return <DetailsSkeleton />;
  };

/** A user's or an account's own rows of a cross-cutting listing (trades, transfers, bank accounts). */
const scope = (source: TabSource) =>
  source.account ? { tradingAccountId: source.account.account.TradingAccountId } : { userId: source.userId };

const USERS: ClaimName = 'users.view';
const DETAILS: ClaimName = 'tradingAccount.viewDetails';

/** Every tab body, once. */
const bodies = {
  history: {
    claims: [DETAILS],
    body: (tab, source) =>
      source.account ? (
        <ScopedListing
          listing={accountHistoryListing}
          scope={{ tradingAccountId: source.account.account.TradingAccountId }}
          tab={tab}
        />
      ) : (
        fromUser((details) => (
          <AccountScopedListing accounts={details.tradingAccounts} tab={tab}>
            {(tradingAccountId) => (
              <ScopedListing listing={accountHistoryListing} scope={{ tradingAccountId }} tab={tab} />
            )}
          </AccountScopedListing>
        ))(tab, source)
      ),
  },
  positions: {
    claims: [DETAILS],
    body: (tab, source) =>
      source.account ? (
        <ScopedListing
          listing={accountPositionsListing}
          scope={{ tradingAccountId: source.account.account.TradingAccountId }}
          tab={tab}
        />
      ) : (
        fromUser((details) => (
          <AccountScopedListing accounts={details.tradingAccounts} tab={tab}>
            {(tradingAccountId) => (
              <ScopedListing listing={accountPositionsListing} scope={{ tradingAccountId }} tab={tab} />
            )}
          </AccountScopedListing>
        ))(tab, source)
      ),
  },
  auditTrail: {
    claims: [USERS],
    body: (tab, source) => <ScopedListing listing={auditTrailListing} scope={{ userId: source.userId }} tab={tab} />,
  },
  identityAuditTrail: {
    claims: [USERS],
    body: (tab, source) => (
      <ScopedListing listing={identityAuditTrailListing} scope={{ userId: source.userId }} tab={tab} />
    ),
  },
  identityDocuments: {
    claims: [USERS],
    body: (tab, source) => (
      <ScopedListing listing={identityDocumentsListing} scope={{ userId: source.userId }} tab={tab} />
    ),
  },
  trades: {
    claims: ['Trade.viewList'],
    body: (tab, source) => <ScopedListing listing={tradesListing} scope={scope(source)} tab={tab} />,
  },
  bankAccounts: {
    claims: ['bankAccount.viewList'],
    body: (tab, source) => <ScopedListing listing={bankAccountsListing} scope={scope(source)} tab={tab} />,
  },
  bankTransfers: {
    claims: ['transfer.viewList'],
    body: (tab, source) => <ScopedListing listing={transfersListing} scope={scope(source)} tab={tab} />,
  },
  brokerDocuments: {
    claims: [USERS],
    body: (tab, source) => (
      <ScopedListing listing={brokerDocumentsListing} scope={{ userId: source.userId }} tab={tab} />
    ),
  },
  employment: { claims: [USERS], body: fromUser((details) => <EmploymentTab details={details} />) },
  trustedContact: { claims: [USERS], body: fromUser((details) => <TrustedContactTab details={details} />) },
  financial: { claims: [USERS], body: fromUser((details) => <FinancialTab details={details} />) },
  onboardingDocuments: {
    claims: [USERS],
    body: (tab, source) => (
      <ScopedListing listing={onboardingDocumentsListing} scope={{ userId: source.userId }} tab={tab} />
    ),
  },
  affiliations: {
    claims: [USERS],
    body: (tab, source) => (
      <ScopedListing listing={userAffiliationsListing} scope={{ userId: source.userId }} tab={tab} />
    ),
  },
  roles: {
    claims: [USERS],
    body: (tab, source) => <ScopedListing listing={userRolesListing} scope={{ userId: source.userId }} tab={tab} />,
  },
  membership: { claims: [USERS], body: fromUser((details) => <MembershipTab details={details} />) },
  smartfolio: { claims: [USERS], body: fromUser((details) => <SmartfolioTab details={details} />) },
  restrictions: {
    claims: [USERS],
    body: (_tab, source) => (
      <RestrictionsTab userId={source.userId} canManage={source.claims.includes('users.manage')} />
    ),
  },
  identity: { claims: [USERS], body: fromUser((details) => <IdentityTab details={details} />) },
  account: {
    claims: [DETAILS],
    body: (_tab, source) => (source.account ? <AccountTab account={source.account} /> : null),
  },
} satisfies Record<string, TabSpec>;

type Body = keyof typeof bodies;

/** User Details: spec 2's first naming, in its order; the URL holds the tab id. */
export const userTabs: readonly (readonly [id: string, body: Body])[] = [
  ['accountHistory', 'history'],
  ['auditTrail', 'auditTrail'],
  ['identityAuditTrail', 'identityAuditTrail'],
  ['identityDocuments', 'identityDocuments'],
  ['positions', 'positions'],
  ['trades', 'trades'],
  ['bankAccounts', 'bankAccounts'],
  ['bankTransfers', 'bankTransfers'],
  ['brokerDocuments', 'brokerDocuments'],
  ['employee', 'employment'],
  ['trustedContact', 'trustedContact'],
  ['financialDetails', 'financial'],
  ['onboardingDocuments', 'onboardingDocuments'],
  ['affiliation', 'affiliations'],
  ['assignedRoles', 'roles'],
  ['membershipInfo', 'membership'],
  ['smartfolioInfo', 'smartfolio'],
  ['selectiveRestrictions', 'restrictions'],
];

/** Account Details: spec 2's second naming, in its order (deviation D2 reads Identity, Documents and Documents (user upload)). */
export const accountTabs: readonly (readonly [id: string, body: Body])[] = [
  ['account', 'account'],
  ['history', 'history'],
  ['trades', 'trades'],
  ['positions', 'positions'],
  ['auditTrail', 'auditTrail'],
  ['auditTrailIdentity', 'identityAuditTrail'],
  ['bankAccount', 'bankAccounts'],
  ['cashMovement', 'bankTransfers'],
  ['roles', 'roles'],
  ['identity', 'identity'],
  ['documents', 'identityDocuments'],
  ['brokerDocuments', 'brokerDocuments'],
  ['employment', 'employment'],
  ['financial', 'financial'],
  ['trustedContact', 'trustedContact'],
  ['userAffiliations', 'affiliations'],
  ['userDocuments', 'onboardingDocuments'],
  ['restrictions', 'restrictions'],
];

/** The tabs a staff member may see, ready for `ListingTabs`. */
export function tabsFor(names: typeof userTabs, source: TabSource): ListingTab[] {
  return names
    .filter(([, body]) => bodies[body].claims.every((claim) => source.claims.includes(claim)))
    .map(([id, body]) => ({
      id,
      label: `customerDetails:tabs.${id}` as ListingTab['label'],
      render: () => (bodies[body].body as TabBody)(id, source),
    }));
}
