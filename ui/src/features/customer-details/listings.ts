import {
  ActivityCode,
  activityCodeValues,
  brokerDocumentCategoryValues,
  positionStateValues,
  transactionKindValues,
} from '@openapi/enums';
import { defineListing, filtersOf, YES_NO } from '@/components/Listing';
import { roleTextOf } from '@/components/role-text';
import { paths } from '@/config/paths';
import { formatList } from '@/lib/format';

import { getAccountHistory } from './api/get-account-history';
import { getAccountPositions } from './api/get-account-positions';
import { getAuditTrail } from './api/get-audit-trail';
import { getBrokerDocuments } from './api/get-broker-documents';
import { getIdentityAuditTrail } from './api/get-identity-audit-trail';
import { getIdentityDocuments } from './api/get-identity-documents';
import { getOnboardingDocuments } from './api/get-onboarding-documents';
import { getUserAffiliations } from './api/get-user-affiliations';
import { getUserRoles } from './api/get-user-roles';
import { getUserRestrictions } from './api/user-restrictions';

// The tables of the detail screens' tabs (spec 2), each on the shared listing
// shape and scoped to a user or an account with `withScope`; a customer's
// trades, transfers and bank accounts are the shared entities' own listings
// (`@/entities/*`), scoped the same way. Sub-tables sort
// newest first (spec 9: created desc; StartDate desc for identity documents,
// date desc for broker documents).

const codes = activityCodeValues;
const auditColumns = {
  columns: ['Created', 'ActivityCode'],
  default: ['Created', 'desc'],
} as const;

const audit = filtersOf('listUserAuditTrail');

/** Everything that happened on a user's account. */
export const auditTrailListing = defineListing('listUserAuditTrail', {
  ns: 'customerDetails',
  label: 'customerDetails:tables.auditTrail',
  exportName: 'audit-trail',
  fetch: getAuditTrail,
  rowKey: (row) => row.auditId,
  sort: auditColumns,
  filters: [
    audit.select('activityCode', codes, { labels: 'enums:ActivityCode' }),
    audit.dateRange('startDate', 'endDate'),
  ],
  columns: [
    {
      id: 'Created',
      header: 'customerDetails:columns.created',
      value: (row) => row.created,
      kind: 'dateTime',
      sortable: true,
    },
    {
      id: 'ActivityCode',
      header: 'customerDetails:columns.activityCode',
      value: (row) => row.activityCode,
      enumeration: 'ActivityCode',
      sortable: true,
    },
    // The server sends the event and its values; the sentence is written here, in the reader's language.
    {
      id: 'description',
      value: (row) => row.event,
      enumeration: 'AuditEvent',
      values: ({ amount, symbol, quantity }) => ({ amount, symbol, quantity }),
    },
    // The server's own entries name it `system`: a word of the reader's language; people by their user names.
    {
      id: 'actor',
      value: (row) => row.actor,
      shown: (row, { text }) => (row.actor === 'system' ? text('customerDetails:systemActor', row.actor) : row.actor),
    },
  ],
});

const identityAudit = filtersOf('listUserIdentityAuditTrail');

/** The identity checks of a user: category 9 and page size 10 by default (spec 9). */
export const identityAuditTrailListing = defineListing('listUserIdentityAuditTrail', {
  ...auditTrailListing,
  label: 'customerDetails:tables.identityAuditTrail',
  exportName: 'identity-audit-trail',
  fetch: getIdentityAuditTrail,
  pageSize: 10,
  filters: [
    identityAudit.select('activityCode', codes, {
      labels: 'enums:ActivityCode',
      initial: String(ActivityCode.AdminPage),
    }),
    identityAudit.dateRange('startDate', 'endDate'),
  ],
});

/** A user's identity documents, newest first by StartDate (spec 9); types by name (spec 3). */
export const identityDocumentsListing = defineListing('listUserIdentityDocuments', {
  ns: 'customerDetails',
  label: 'customerDetails:tables.identityDocuments',
  exportName: 'identity-documents',
  fetch: getIdentityDocuments,
  rowKey: (row) => row.IdentityDocumentId,
  sort: { columns: ['StartDate'], default: ['StartDate', 'desc'] },
  columns: [
    { id: 'DocumentType', value: (row) => row.DocumentType, enumeration: 'IdentityDocumentType' },
    { id: 'DocumentNumber', value: (row) => row.DocumentNumber, kind: 'code' },
    { id: 'IssuingCountry', value: (row) => row.IssuingCountry },
    { id: 'StartDate', value: (row) => row.StartDate, kind: 'date', sortable: true },
    { id: 'ExpiryDate', value: (row) => row.ExpiryDate, kind: 'date' },
    { id: 'Verified', value: (row) => row.Verified, kind: 'boolean' },
  ],
});

const onboarding = filtersOf('listUserOnboardingDocuments');
const documentColumns = { columns: ['date'], default: ['date', 'desc'] } as const;

/** The documents a user uploaded at onboarding, newest first. */
export const onboardingDocumentsListing = defineListing('listUserOnboardingDocuments', {
  ns: 'customerDetails',
  label: 'customerDetails:tables.onboardingDocuments',
  exportName: 'onboarding-documents',
  fetch: getOnboardingDocuments,
  rowKey: (row) => row.documentId,
  sort: documentColumns,
  filters: [
    onboarding.select('visible', YES_NO, { labels: 'customerDetails:visibility' }),
    onboarding.select('available', YES_NO, { labels: 'customerDetails:availability' }),
  ],
  columns: [
    { id: 'title', value: (row) => row.title },
    { id: 'fileName', value: (row) => row.fileName, kind: 'code' },
    { id: 'visible', value: (row) => row.visible, kind: 'boolean' },
    { id: 'available', value: (row) => row.available, kind: 'boolean' },
    {
      id: 'date',
      header: 'customerDetails:columns.created',
      value: (row) => row.created,
      kind: 'dateTime',
      sortable: true,
    },
  ],
});

const broker = filtersOf('listUserBrokerDocuments');

/** Statements and confirmations from the broker, newest first (spec 9: date desc). */
export const brokerDocumentsListing = defineListing('listUserBrokerDocuments', {
  ns: 'customerDetails',
  label: 'customerDetails:tables.brokerDocuments',
  exportName: 'broker-documents',
  fetch: getBrokerDocuments,
  rowKey: (row) => row.documentId,
  sort: documentColumns,
  filters: [
    broker.select('visible', YES_NO, { labels: 'customerDetails:visibility' }),
    broker.select('available', YES_NO, { labels: 'customerDetails:availability' }),
    broker.select('category', brokerDocumentCategoryValues, { labels: 'enums:BrokerDocumentCategory' }),
    broker.dateRange('startDate', 'endDate'),
  ],
  columns: [
    { id: 'date', value: (row) => row.date, kind: 'date', sortable: true },
    { id: 'category', value: (row) => row.category, enumeration: 'BrokerDocumentCategory' },
    { id: 'broker', value: (row) => row.broker },
    {
      id: 'TradingAccountId',
      value: (row) => row.tradingAccountId,
      link: (row) => paths.tradingAccounts.account(row.tradingAccountId),
    },
    { id: 'available', value: (row) => row.available, kind: 'boolean' },
  ],
});

/** A user's affiliations (spec 9: page size 10 on the compliance screen; a customer has a few, shown at once). */
export const userAffiliationsListing = defineListing('listUserAffiliations', {
  ns: 'customerDetails',
  label: 'customerDetails:tables.affiliations',
  exportName: 'affiliations',
  fetch: getUserAffiliations,
  rowKey: (row) => row.AffiliationId,
  columns: [
    { id: 'CompanyName', value: (row) => row.CompanyName },
    { id: 'Ticker', value: (row) => row.Ticker, kind: 'code' },
    { id: 'StockType', value: (row) => row.StockType, enumeration: 'StockType' },
    { id: 'Position', value: (row) => row.Position },
    { id: 'Approved', value: (row) => row.Approved, kind: 'boolean' },
    { id: 'Created', value: (row) => row.Created, kind: 'dateTime' },
  ],
});

/** The roles assigned to a user (issue 14: roles apply to customers too). */
export const userRolesListing = defineListing('listUserRoles', {
  ns: 'customerDetails',
  label: 'customerDetails:tables.roles',
  exportName: 'roles',
  fetch: getUserRoles,
  rowKey: (row) => row.id,
  columns: [
    { id: 'name', value: (row) => row.name, shown: (row, { text }) => roleTextOf(text).name(row.name) },
    {
      id: 'roleDescription',
      value: (row) => row.description,
      shown: (row, { text }) => roleTextOf(text).description(row),
    },
    {
      id: 'permissions',
      value: (row) => row.permissions.map((permission) => permission.name),
      kind: 'list',
      shown: (row, { text, language }) => formatList(row.permissions.map(roleTextOf(text).permission), language),
    },
  ],
});

/** A user's selective restrictions, newest first (spec 9); permissions by name (spec 3). */
export const userRestrictionsListing = defineListing('listUserRestrictions', {
  ns: 'customerDetails',
  label: 'customerDetails:tables.restrictions',
  exportName: 'selective-restrictions',
  fetch: getUserRestrictions,
  rowKey: (row) => row.restrictionId,
  columns: [
    { id: 'permission', value: (row) => row.permission, enumeration: 'AccountPermission' },
    { id: 'reason', value: (row) => row.reason },
    { id: 'createdBy', value: (row) => row.createdBy },
    { id: 'created', value: (row) => row.created, kind: 'dateTime' },
  ],
});

const history = filtersOf('listTradingAccountHistory');

/** A trading account's history, newest first; transaction kinds by their names (spec 3). */
export const accountHistoryListing = defineListing('listTradingAccountHistory', {
  ns: 'customerDetails',
  label: 'customerDetails:tables.history',
  exportName: 'account-history',
  fetch: getAccountHistory,
  rowKey: (row) => row.TransactionId,
  sort: { columns: ['Created'], default: ['Created', 'desc'] },
  filters: [
    history.select('kind', transactionKindValues, { labels: 'enums:TransactionKind' }),
    history.dateRange('startDate', 'endDate'),
  ],
  columns: [
    { id: 'Created', value: (row) => row.Created, kind: 'dateTime', sortable: true },
    { id: 'Kind', value: (row) => row.Kind, enumeration: 'TransactionKind' },
    { id: 'Amount', value: (row) => row.Amount, kind: 'money' },
    {
      id: 'Description',
      value: (row) => row.Event,
      enumeration: 'HistoryEvent',
      values: (row) => ({ symbol: row.Symbol, quantity: row.Quantity }),
    },
    {
      id: 'TransactionId',
      value: (row) => row.TradeId ?? row.TransferId ?? row.TransactionId,
      kind: 'code',
      link: (row) =>
        row.TradeId != null
          ? paths.details.trade(row.TradeId)
          : row.TransferId != null
            ? paths.details.transfer(row.TransferId)
            : null,
    },
  ],
});

const positions = filtersOf('listTradingAccountPositions');

/** A trading account's positions: Open, Close or All (spec 3). */
export const accountPositionsListing = defineListing('listTradingAccountPositions', {
  ns: 'customerDetails',
  label: 'customerDetails:tables.positions',
  exportName: 'positions',
  fetch: getAccountPositions,
  rowKey: (row) => row.PositionId,
  sort: { columns: ['Opened', 'Symbol', 'MarketValue'], default: ['Opened', 'desc'] },
  filters: [
    positions.search('symbol', { label: 'customerDetails:columns.Symbol' }),
    positions.preset('state', positionStateValues, {
      label: 'customerDetails:filters.state',
      labels: 'enums:PositionState',
    }),
  ],
  columns: [
    { id: 'Symbol', value: (row) => row.Symbol, sortable: true },
    { id: 'State', value: (row) => row.State, enumeration: 'PositionState', chip: true },
    { id: 'Quantity', value: (row) => row.Quantity, kind: 'number' },
    { id: 'AverageCost', value: (row) => row.AverageCost, kind: 'money' },
    { id: 'LastPrice', value: (row) => row.LastPrice, kind: 'money' },
    { id: 'MarketValue', value: (row) => row.MarketValue, kind: 'money', sortable: true },
    { id: 'RealizedProfit', value: (row) => row.RealizedProfit, kind: 'money' },
    { id: 'Opened', value: (row) => row.Opened, kind: 'dateTime', sortable: true },
    { id: 'Updated', value: (row) => row.Updated, kind: 'dateTime' },
  ],
});
