/**
 * GENERATED from openapi/openapi.json (openapi-typescript, by openapi/generate.ts): do not edit.
 * Regenerate with `make gen`; openapi/schema.test.ts fails while this file is stale.
 */

export interface paths {
    "/__mock/clock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The session's clock: dates in the data and token expiry follow it.
         * @description **Required claim:** none; no token needed.
         */
        get: operations["getMockClock"];
        /**
         * Sets the session's clock to an instant, or moves it by a number of seconds.
         * @description Moving it past an access token's expiry makes the token fail with
         *     `invalid_token`, which is how tests exercise the refresh path.
         *
         *     **Required claim:** none; no token needed.
         */
        put: operations["setMockClock"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__mock/journal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The session's requests and mutations, oldest first, each with the acting
         *     staff member; token requests and impersonations are marked as such.
         * @description **Required claim:** none; no token needed.
         */
        get: operations["getMockJournal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__mock/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Puts the caller's session back to the seed world, the start clock, no
         *     rules and an empty journal.
         * @description **Required claim:** none; no token needed.
         */
        post: operations["resetMockSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__mock/rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The session's latency and fault rules.
         * @description **Required claim:** none; no token needed.
         */
        get: operations["getMockRules"];
        /**
         * Replaces the session's latency and fault rules (an empty list clears them).
         * @description Each request tries the rules in order and the first match applies: a fixed
         *     or ranged delay, then either an error status (answered as a problem
         *     document), a dropped connection, or the real answer. `times` limits a rule
         *     to that many requests. The headers `X-Mock-Delay` and `X-Mock-Status` do
         *     the same for one request.
         *
         *     **Required claim:** none; no token needed.
         */
        put: operations["setMockRules"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__mock/scenario": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Resets the session into a named scenario, the same names Storybook's
         *     Scenario toolbar and the offline console use: the general `default`,
         *     `empty` (staff and roles only), `errors` (every API call but the signed-in
         *     user answers 500), `slow` (1.5 to 3 s), `loading` (60 s) and `offline`
         *     (dropped connections), and one per text of spec section 8 that a failing or
         *     empty call puts on screen, each failing one call precisely
         *     (`GET /__mock/scenarios` lists them all with where they show).
         * @description **Required claim:** none; no token needed.
         */
        put: operations["setMockScenario"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__mock/scenarios": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every scenario, with the console route where it shows, the exact text it
         *     puts on screen (spec 8's words, misspellings kept) and the steps that show
         *     it (none when the text shows on opening the route).
         * @description **Required claim:** none; no token needed.
         */
        get: operations["getMockScenarios"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__mock/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's session: its scenario, rules and clock, and how many sessions are live.
         * @description Send `X-Mock-Session: <id>` to choose an isolated session (opened on first
         *     use); without it the shared default session answers.
         *
         *     **Required claim:** none; no token needed.
         */
        get: operations["getMockSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__mock/world": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The session's world as one document: the seed world it grew from (seed,
         *     scale and the time it was generated at), its clock, fault rules and
         *     scenario, and every record that differs from that seed world.
         * @description Load it again with `PUT /__mock/world`, or start a server from it with
         *     `mock-server serve --world FILE`. The answer is offered as a download
         *     (`world-<session>.json`).
         *
         *     **Required claim:** none; no token needed.
         */
        get: operations["getMockWorld"];
        /**
         * Makes the calling session exactly the state of a world document: its
         *     records, clock, fault rules and scenario; the journal starts again with
         *     the import. The calls that follow answer as in the session it was taken from.
         * @description A document of another seed, scale or generation time rebuilds that seed
         *     world for the session (up to the medium scale; a larger one is refused,
         *     and `mock-server serve --world FILE` loads it instead).
         *
         *     **Required claim:** none; no token needed.
         */
        put: operations["setMockWorld"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Account/permission-groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the permission groups.
         * @description Every permission appears in exactly one group.
         *
         *     **Required claim:** `claims.view`.
         */
        get: operations["listPermissionGroups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Account/permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the permissions.
         * @description One per claim of spec 6, in the spec's order, each with a readable name
         *     for the role dialog's transfer lists.
         *
         *     **Required claim:** `claims.view`.
         */
        get: operations["listPermissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Account/roles/{pageIndex}/{pageSize}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the roles.
         * @description The console sends `-1/-1`, meaning every role; a 1-based page and a size
         *     of 1 to 1000 also work. Roles come newest first (spec 9), each with its
         *     permissions as the table's chips.
         *
         *     **Required claim:** `claims.view`.
         */
        get: operations["listRoles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a role.
         * @description The name must be free (compared case-insensitively) and both name and
         *     description non-empty; unknown permission values are refused. Success is
         *     `Message: Success` with the new role in `Data`.
         *
         *     **Required claim:** `claims.manage`.
         */
        post: operations["createRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/role/{roleName}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update a role, addressed by its name.
         * @description The console locks the name in its dialog, so `Name` normally repeats the
         *     path; a different, free `Name` renames the role (and its members keep it),
         *     except for the built-in `administrator` and `customer` roles.
         *     Success is `Message: Success` with the updated role in `Data`.
         *
         *     **Required claim:** `claims.manage`.
         */
        post: operations["updateRole"];
        /**
         * Delete a role, addressed by its id or its name.
         * @description Spec 7 addresses the role by id; spec 4 says the console deletes by name.
         *     Both work (see docs/spec-deviations.md), and OpenAPI allows one parameter
         *     name per path, so it is documented as `roleName`. Members (staff and
         *     customers) lose the role.
         *     The built-in roles cannot be deleted: without `administrator` everyone
         *     would be locked out of role administration, and every customer holds
         *     `customer`.
         *
         *     **Required claim:** `claims.manage`.
         */
        delete: operations["deleteRole"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/role/{role}/user/{pageIndex}/{pageSize}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the users who hold a role.
         * @description Staff members by user name, then the customers who hold it in the order
         *     they signed up: every customer holds `customer` until staff change their
         *     roles, so that role has as many members as there are customers, and a
         *     client should page it (`-1/-1` means every member).
         *
         *     **Required claim:** `claims.assign`.
         */
        get: operations["listUsersInRole"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/user/role/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set the roles a user holds: a staff member, or a customer.
         * @description The body lists the roles the user has after the call (each must exist);
         *     the answer is `Message: Success` with the user in `Data`. A customer's
         *     roles show on their Assigned Roles tab; they grant no sign-in to the
         *     console, which is for staff. The caller cannot take the `administrator`
         *     role from themselves, so an administrator is never locked out by a slip.
         *
         *     **Required claim:** `claims.assign`.
         */
        post: operations["assignUserRoles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/users/me/{account}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in staff member.
         * @description With their roles and claims. The console refuses sign-in when `Claims`
         *     lacks `pageAccess` (spec 4). With an impersonation token, the
         *     impersonated customer, with no claims (the token acts as the customer and
         *     carries none of the staff member's) and an `Impersonator` naming the staff
         *     member.
         *
         *     **Required claim:** none; any valid access token.
         *
         *     **Impersonation:** an impersonation token reads the customer it acts as.
         */
        get: operations["getSignedInUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/users/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search users (staff members and customers) by user name.
         * @description At most 10, from offset 0, sorted by user name. An empty term matches
         *     everyone (so the dialog can show its first ten).
         *
         *     **Required claim:** `claims.assign`.
         */
        get: operations["searchUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/bank-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List bank accounts.
         * @description Newest first by default. The review filter's meaning is in
         *     docs/spec-deviations.md (M2).
         *
         *     **Required claim:** `bankAccount.viewList`.
         */
        get: operations["listBankAccounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/bank-accounts/{bankAccountId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a bank account's details.
         * @description **Required claim:** `bankAccount.viewDetails`.
         */
        get: operations["getBankAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/bank-accounts/{bankAccountId}/manual-override": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set or clear a bank account's manual override.
         * @description An override wins over the checks in the review filter (docs/spec-deviations.md, M2).
         *
         *     **Required claim:** `bankAccount.viewDetails`.
         */
        post: operations["overrideBankAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/bank-accounts/{bankAccountId}/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a bank account's review state.
         * @description **Required claim:** `bankAccount.viewDetails`.
         */
        post: operations["reviewBankAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/compliance/ach-watchlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The ACH watchlist: transfers on any watchlist.
         * @description Every transfer whose account is on the AccountsWithin90Days, MultipleBanks
         *     or NoTrades watchlist, newest first, with the transfer filters (the watch
         *     preset `achWithdrawalWatch` narrows it to pending bank withdrawals).
         *
         *     **Required claim:** `compliance.viewList`.
         */
        get: operations["listAchWatchlist"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/compliance/affiliations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List affiliations.
         * @description Newest first by default; the screen pages by 10 (spec 9).
         *
         *     **Required claim:** `compliance.viewList`.
         */
        get: operations["listAffiliations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/compliance/negative-settled-cash": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The negative settled cash report.
         * @description One row per account and day its settled cash was below zero; newest day
         *     first by default (`Date`; spec 9's `Data` is accepted as its alias).
         *
         *     **Required claim:** `compliance.viewList`.
         */
        get: operations["listNegativeSettledCash"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/compliance/restricted-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List restricted accounts (the Compliance group's list).
         * @description **Required claim:** `compliance.viewList`.
         */
        get: operations["listComplianceRestrictedAccounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/compliance/restricted-permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the per-account permission settings of restricted accounts.
         * @description The eight permissions of spec 3 for each restricted account, by account
         *     number by default (spec 9).
         *
         *     **Required claim:** `compliance.viewRestrictedPermissions`.
         */
        get: operations["listRestrictedPermissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The dashboard's headline figures, as of the session's clock.
         * @description **Required claim:** `pageAccess`.
         */
        get: operations["getDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/feeds/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The staff member's messages.
         * @description Messages from colleagues, newest first, at most 20. Some staff have none,
         *     which shows the dropdown's empty text.
         *
         *     **Required claim:** `pageAccess`.
         */
        get: operations["getMessageFeed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/feeds/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The staff member's notifications.
         * @description Operational alerts of the last seven days: restore requests that are
         *     waiting or failed, affiliations awaiting approval, CRM calls that failed.
         *     Newest first, at most 20; `totalCount` counts them all.
         *
         *     **Required claim:** `pageAccess`.
         */
        get: operations["getNotificationFeed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/market-data/{symbol}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A symbol's intraday series in its exchange's hours: the latest session
         *     that has opened (9:30 AM to 4:00 PM New York time, weekdays), one point a
         *     minute to now or to its close, with the previous session's close
         *     (docs/spec-deviations.md, K5).
         * @description **Required claim:** `pageAccess`.
         */
        get: operations["getMarketData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/operations/crm-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List CRM provider requests.
         * @description **Required claim:** `operation.viewList`.
         */
        get: operations["listCrmRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/operations/restore-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List restore requests.
         * @description **Required claim:** `operation.viewList`.
         */
        get: operations["listRestoreRequests"];
        put?: never;
        /**
         * Request a point-in-time restore of a customer's data.
         * @description The instant must be in the past and within the 35 days backups are kept;
         *     the request starts Pending and names the caller.
         *
         *     **Required claim:** `operation.viewList`.
         */
        post: operations["createRestoreRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * All Orders.
         * @description Newest first by default (`CreatedDate desc`); the presets of spec 4:
         *     `submitted` (Complete, Rejected, Cancelled, SubmittedOther) and
         *     `unsubmitted` (OnOpen, UnsubmittedOther).
         *
         *     **Required claim:** `Orders.viewList`.
         */
        get: operations["listOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/aggregate/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Aggregate Accounts: per trading account, most orders first.
         * @description At most 10000 accounts (the busiest); narrow the dates for the rest.
         *
         *     **Required claim:** `Orders.viewList`.
         */
        get: operations["aggregateOrdersByAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/aggregate/actions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Aggregate Actions: per action (Buy, Sell, Invest, Withdraw), most orders first.
         * @description **Required claim:** `Orders.viewList`.
         */
        get: operations["aggregateOrdersByAction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/aggregate/symbols": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Aggregate Symbols: per symbol, most orders first.
         * @description **Required claim:** `Orders.viewList`.
         */
        get: operations["aggregateOrdersBySymbol"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/executions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Execution Reports: fills and partial fills, newest first.
         * @description **Required claim:** `Orders.viewList`.
         */
        get: operations["listExecutionReports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/fix": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fix Orders: the FIX messages sent for orders, newest first.
         * @description **Required claim:** `Orders.viewList`.
         */
        get: operations["listFixOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/transfers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * All Transfers: the orders that move money into or out of smartfolios
         *     (actions Invest and Withdraw), with the same filters.
         * @description **Required claim:** `Orders.viewList`.
         */
        get: operations["listOrderTransfers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reconciliation/account-balances": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account balance reconciliation report.
         * @description **Required claim:** `reconciliation.report.viewList`.
         */
        get: operations["listAccountBalanceReconciliation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reconciliation/onboarding-statuses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The onboarding status reconciliation report.
         * @description **Required claim:** `reconciliation.report.viewList`.
         */
        get: operations["listOnboardingStatusReconciliation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reconciliation/positions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The position reconciliation report: each position as each side reports it.
         * @description **Required claim:** `reconciliation.report.viewList`.
         */
        get: operations["listPositionReconciliation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reconciliation/trades": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The trade reconciliation report.
         * @description **Required claim:** `reconciliation.report.viewList`.
         */
        get: operations["listTradeReconciliation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reports/sign-ups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sign-ups over time.
         * @description Customers who signed up between `from` and `to` (both days included),
         *     counted per day, per ISO week or per calendar month, with how many of them confirmed their
         *     email and how many finished onboarding (Onboarding Complete or
         *     Invested). Every bucket of the range is present, empty ones with zeros;
         *     a week bucket is labelled by its Monday, a month by its first day, and
         *     each counts only the days in the range.
         *
         *     **Required claim:** `pageAccess`.
         */
        get: operations["getSignUpReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/restrictions/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List restricted accounts (the Restrictions screen).
         * @description **Required claim:** `compliance.viewRestrictedPermissions`.
         */
        get: operations["listRestrictions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/smartfolios": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The designer list.
         * @description Every smartfolio, by id.
         *
         *     **Required claim:** `pageAccess`.
         */
        get: operations["listSmartfolios"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/smartfolios/overrides": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List overrides, newest first.
         * @description **Required claim:** `pageAccess`.
         */
        get: operations["listSmartfolioOverrides"];
        put?: never;
        /**
         * Override a symbol's weight in a smartfolio.
         * @description One override per smartfolio and symbol: a second is a conflict (update the first).
         *
         *     **Required claim:** `pageAccess`.
         */
        post: operations["createSmartfolioOverride"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/smartfolios/overrides/{overrideId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change an override.
         * @description **Required claim:** `pageAccess`.
         */
        put: operations["updateSmartfolioOverride"];
        post?: never;
        /**
         * Remove an override.
         * @description **Required claim:** `pageAccess`.
         */
        delete: operations["deleteSmartfolioOverride"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/smartfolios/positions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List smartfolio holdings.
         * @description Newest valuation first by default; the answer adds the totals invested and
         *     held of every matching holding.
         *
         *     **Required claim:** `pageAccess`.
         */
        get: operations["listSmartfolioPositions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/smartfolios/{smartfolioId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit a smartfolio in the designer.
         * @description The aggressiveness label and membership type follow from their numbers.
         *     The images must be this server's own (`/images/smartfolios/{id}/card.svg`
         *     or `banner.svg`): the console shows images from its own origin only.
         *
         *     **Required claim:** `pageAccess`.
         */
        put: operations["updateSmartfolio"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/trades": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List trades.
         * @description Newest first by default (`CreatedDate desc`, spec 9).
         *
         *     **Required claim:** `Trade.viewList`.
         */
        get: operations["listTrades"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/trades/{tradeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a trade.
         * @description **Required claim:** `Trade.viewDetails`.
         */
        get: operations["getTrade"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/trading-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List trading accounts.
         * @description Newest first by default. Sortable by `Created`, `AccountNumber`,
         *     `FullName`, `AccountType` and `CashBalance`.
         *
         *     **Required claim:** `tradingAccount.viewList`.
         */
        get: operations["listTradingAccounts"];
        put?: never;
        /**
         * Open a trading account.
         * @description The account belongs to an existing customer, starts with no cash (an
         *     empty history and a zero balance), and
         *     shows at once in the trading accounts listing (newest first) and in the
         *     customer's details. Spec 6 names no claim for opening accounts; like
         *     creating users, it needs `users.manage` (docs/spec-deviations.md, C1).
         *
         *     **Required claim:** `users.manage`.
         */
        post: operations["openTradingAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/trading-accounts/{tradingAccountId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a trading account's details.
         * @description **Required claim:** `tradingAccount.viewDetails`.
         *
         *     **Impersonation:** an impersonation token may read this for its own customer (`tradingAccountId` must be the customer's); any other is 403.
         */
        get: operations["getTradingAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/trading-accounts/{tradingAccountId}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A trading account's history (the History tab), newest first.
         * @description **Required claim:** `tradingAccount.viewDetails`.
         *
         *     **Impersonation:** an impersonation token may read this for its own customer (`tradingAccountId` must be the customer's); any other is 403.
         */
        get: operations["listTradingAccountHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/trading-accounts/{tradingAccountId}/positions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A trading account's positions (the Positions tab).
         * @description **Required claim:** `tradingAccount.viewDetails`.
         *
         *     **Impersonation:** an impersonation token may read this for its own customer (`tradingAccountId` must be the customer's); any other is 403.
         */
        get: operations["listTradingAccountPositions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/transfers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List transfers (cash movements).
         * @description Newest first by default (spec 9). The presets of spec 4: `processed`
         *     (Complete, Rejected, Cancelled), `unprocessed` (OnHold, Skipped) and
         *     `achWithdrawalWatch` (Pending BankWithdraw on the AccountsWithin90Days,
         *     MultipleBanks or NoTrades watchlists).
         *
         *     **Required claim:** `transfer.viewList`.
         */
        get: operations["listTransfers"];
        put?: never;
        /**
         * Record a manual transfer.
         * @description The transfer starts Pending, so balances do not move until it settles;
         *     it shows at once in the Cash Movement listing and the account's Cash
         *     Movement tab, and carries the account's current ACH watchlist reasons.
         *     Spec 6 names no claim for writing transfers; it needs `users.manage`
         *     (docs/spec-deviations.md, C1).
         *
         *     **Required claim:** `users.manage`.
         */
        post: operations["createTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/transfers/{transferId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a transfer's details.
         * @description **Required claim:** `transfer.viewDetails`.
         */
        get: operations["getTransfer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/user-asset-report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The user and asset report, as semicolon-separated text.
         * @description A header line, then one line per customer who started within the range
         *     (`startDate` and `endDate`, both optional), oldest first: row number,
         *     first and last name, email, start date (`YYYY-MM-DD`) and total net
         *     liquidity (cash plus smartfolio holdings, two decimals). The console turns
         *     it into the UserAssetReport spreadsheet.
         *
         *     **Required claim:** `pageAccess`.
         */
        get: operations["getUserAssetReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List user accounts.
         * @description Newest first by default (spec 9). Sortable by `Created`, `UserName`,
         *     `FirstName`, `LastName`, `Email`, `MembershipLevel`, `OnboardingStatus`;
         *     `startDate`/`endDate` filter on the sign-up date.
         *
         *     **Required claim:** `users.view`.
         */
        get: operations["listUsers"];
        put?: never;
        /**
         * Create a user.
         * @description The user starts with an unconfirmed email (so a confirmation can be
         *     resent), onboarding status Unknown and no trading accounts. Email and user
         *     name must be free among customers and staff.
         *
         *     **Required claim:** `users.manage`.
         */
        post: operations["createUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/resend-confirmation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resend the confirmation email.
         * @description Only to a user who has not confirmed yet. The mock sends nothing; the
         *     journal records the request.
         *
         *     **Required claim:** `users.manage`.
         */
        post: operations["resendConfirmation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a user's details.
         * @description The account, the profile tabs (employment, financial, trusted contact,
         *     documents, audit trails) and the user's trading accounts and smartfolio
         *     holdings. The longer tabs also have paged calls of their own.
         *
         *     **Required claim:** `users.view`.
         *
         *     **Impersonation:** an impersonation token may read this for its own customer (`userId` must be the customer's); any other is 403.
         */
        get: operations["getUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{userId}/affiliations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A user's declared affiliations (the User Affiliations tab).
         * @description **Required claim:** `users.view`.
         *
         *     **Impersonation:** an impersonation token may read this for its own customer (`userId` must be the customer's); any other is 403.
         */
        get: operations["listUserAffiliations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{userId}/audit-trail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A user's audit trail.
         * @description **Required claim:** `users.view`.
         *
         *     **Impersonation:** an impersonation token may read this for its own customer (`userId` must be the customer's); any other is 403.
         */
        get: operations["listUserAuditTrail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{userId}/broker-documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A user's broker documents (statements and confirmations), newest first.
         * @description **Required claim:** `users.view`.
         *
         *     **Impersonation:** an impersonation token may read this for its own customer (`userId` must be the customer's); any other is 403.
         */
        get: operations["listUserBrokerDocuments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{userId}/identity-audit-trail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A user's identity audit trail (the screen filters on category 9 by default, spec 9).
         * @description **Required claim:** `users.view`.
         *
         *     **Impersonation:** an impersonation token may read this for its own customer (`userId` must be the customer's); any other is 403.
         */
        get: operations["listUserIdentityAuditTrail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{userId}/identity-documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A user's identity documents, newest first.
         * @description **Required claim:** `users.view`.
         *
         *     **Impersonation:** an impersonation token may read this for its own customer (`userId` must be the customer's); any other is 403.
         */
        get: operations["listUserIdentityDocuments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{userId}/onboarding-documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A user's onboarding documents, newest first.
         * @description **Required claim:** `users.view`.
         *
         *     **Impersonation:** an impersonation token may read this for its own customer (`userId` must be the customer's); any other is 403.
         */
        get: operations["listUserOnboardingDocuments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{userId}/restrictions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a user's selective restrictions, newest first.
         * @description **Required claim:** `users.view`.
         *
         *     **Impersonation:** an impersonation token may read this for its own customer (`userId` must be the customer's); any other is 403.
         */
        get: operations["listUserRestrictions"];
        put?: never;
        /**
         * Restrict one thing a user may do.
         * @description One restriction per permission: restricting it again is a conflict.
         *
         *     **Required claim:** `users.manage`.
         */
        post: operations["addUserRestriction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{userId}/restrictions/{restrictionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Lift a selective restriction.
         * @description **Required claim:** `users.manage`.
         */
        delete: operations["removeUserRestriction"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{userId}/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A user's assigned roles (the Roles tab).
         * @description Every customer holds the `customer` role, which grants no console claims,
         *     until staff change their roles in the Manage Users dialog; the answer
         *     uses the roles screen's envelope.
         *
         *     **Required claim:** `users.view`.
         *
         *     **Impersonation:** an impersonation token may read this for its own customer (`userId` must be the customer's); any other is 403.
         */
        get: operations["listUserRoles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/Asset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Update an asset.
         * @description The body is the whole asset, addressed by its `id`. Its symbol and CUSIP
         *     identify it and cannot change; an asset cannot be both blacklisted and
         *     whitelisted. The answer is the asset as stored.
         *
         *     **Required claim:** `pageAccess`.
         */
        put: operations["updateAsset"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/Asset/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search assets.
         * @description Matches symbol or name; exact symbol matches first, then by symbol. The
         *     screen pages the answer itself (spec 9), so every match is returned.
         *
         *     **Required claim:** `pageAccess`.
         */
        get: operations["searchAssets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/Asset/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an asset.
         * @description **Required claim:** `pageAccess`.
         */
        get: operations["getAsset"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/SymbolStrategy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List symbol strategies.
         * @description Sorted by strategy, then symbol. `strategyId` and `search` narrow the
         *     list as the console's price symbol strategy listing filters it.
         *
         *     **Required claim:** `pageAccess`.
         */
        get: operations["listSymbolStrategies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/SymbolStrategy/{strategyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set a strategy's symbols and weights.
         * @description The body lists every symbol the strategy trades, each with its weight and
         *     whether it is active; a symbol it has today and the list leaves out is
         *     removed. The active symbols' weights must add up to 100 % (1, to the
         *     millionth) and an inactive symbol weighs 0: an edit that breaks either is
         *     refused with a 400 naming the field, and nothing changes (the weights are
         *     never rescaled behind the editor's back). The answer is the strategy's
         *     symbols as stored, by symbol.
         *
         *     **Required claim:** `pageAccess`.
         */
        put: operations["updateSymbolStrategy"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/Notification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List notifications, newest first.
         * @description The original console reversed the server's order itself and ignored
         *     paging (spec 4); here the server sorts newest first and pages when asked.
         *
         *     **Required claim:** `pageAccess`.
         */
        get: operations["listNotifications"];
        put?: never;
        /**
         * Create a notification.
         * @description The fields are checked in the order of spec 5; a failure names every
         *     offending field in `errors`, and `detail` names the first.
         *
         *     **Required claim:** `pageAccess`.
         */
        post: operations["createNotification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/Notification/selectables": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The notification form's options.
         * @description Action types, target audience types, route types, colour types and icon
         *     types; the create and update calls accept only these values.
         *
         *     **Required claim:** `pageAccess`.
         */
        get: operations["getNotificationSelectables"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/Notification/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a notification.
         * @description **Required claim:** `pageAccess`.
         */
        get: operations["getNotification"];
        /**
         * Update a notification.
         * @description The body is the create payload plus `notificationMasterId`, which must
         *     match the path. The same rules as creation apply, except that the start
         *     date may be in the past (the notification may already be showing).
         *
         *     **Required claim:** `pageAccess`.
         */
        put: operations["updateNotification"];
        post?: never;
        /**
         * Delete a notification.
         * @description **Required claim:** `pageAccess`.
         */
        delete: operations["deleteNotification"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connect/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue tokens: sign in, refresh, or impersonate.
         * @description Grants:
         *     - `password`: `username`, `password`, `client_id` (the console's fixed
         *       mobile client id, `brokerage.mobile`) and `scope`. Every demo account's
         *       password is `password`.
         *     - `refresh_token`: `refresh_token`, `client_id` and `scope`. Refresh tokens
         *       rotate: each is good once; presenting a used one revokes its whole chain.
         *     - `urn:ietf:params:oauth:grant-type:token-exchange` (impersonation, RFC
         *       8693): `client_id` `brokerage.proxy` with `client_secret`
         *       `brokerage-proxy-secret`, `scope` `brokerage.api`, `subject_token` (the
         *       staff member's access token), `subject_token_type`
         *       `urn:ietf:params:oauth:token-type:access_token`, `exchange_style`
         *       `impersonation` and `UserName` (the customer). Only staff with
         *       `pageAccess` may impersonate, and only customers can be impersonated.
         *       The issued token names the customer in `sub` and the staff member in
         *       `act`, and acts as the customer: it carries none of the staff member's
         *       claims, reads the signed-in user (the customer) and the customer's own
         *       records (`GET` operations on their `{userId}` or `{tradingAccountId}`,
         *       marked `x-impersonation` in this document), and gets 403 everywhere
         *       else. Its refresh chain belongs to the console's client, so the
         *       console's ordinary refresh keeps the impersonation going.
         *
         *     The client may also authenticate with HTTP Basic (RFC 6749 section
         *     2.3.1: `Authorization: Basic base64(client_id:client_secret)`, an empty
         *     secret for the console's public client), which is what Swagger UI's
         *     Authorize button sends by default; the body's `client_id` then may be
         *     left out, and must agree if given.
         *
         *     Errors follow RFC 6749 section 5.2, and every answer carries
         *     `Cache-Control: no-store`.
         *
         *     **Required claim:** none; no token needed.
         */
        post: operations["issueToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/images/smartfolios/{smartfolioId}/{image}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A smartfolio's card or banner image.
         * @description An SVG drawn from the seed and the smartfolio's id, served from the
         *     console's own origin so that its policy (`img-src 'self'`) shows it. An
         *     `<img>` cannot send a bearer token, so it needs none; it holds no personal
         *     data. The smartfolios' `imageUrl` and `bannerImageUrl` name these addresses.
         *
         *     **Required claim:** none; no token needed.
         */
        get: operations["getSmartfolioImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/meta.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The deployed version.
         * @description The console polls it to advise a refresh when a newer version is
         *     deployed (spec 4). It is never cached.
         *
         *     **Required claim:** none; no token needed.
         */
        get: operations["getMeta"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description An account's cash compared with the broker's. */
        AccountBalanceReconciliation: {
            /** @description Its account number. */
            AccountNumber: string;
            /**
             * Format: double
             * @description Cash on the broker's books, USD.
             */
            BrokerBalance: number;
            /**
             * Format: double
             * @description Platform minus broker.
             */
            Difference: number;
            /** @description Whether the two sides differ. */
            IsBreak: boolean;
            /** @description The owner's full name; the report sorts by it (spec 9: `Name asc`). */
            Name: string;
            /**
             * Format: double
             * @description Cash on the platform's books, USD.
             */
            PlatformBalance: number;
            /**
             * Format: int64
             * @description Stable identifier of the row.
             */
            RowId: number;
            /**
             * Format: int64
             * @description The trading account.
             */
            TradingAccountId: number;
        };
        /** @description One entry of a trading account's history: a signed cash movement. */
        AccountHistoryEntry: {
            /**
             * Format: double
             * @description The signed amount in USD: positive adds cash, negative takes it.
             */
            Amount: number;
            /**
             * Format: date-time
             * @description When the movement was booked; the tab's default sort is newest first.
             */
            Created: string;
            /**
             * @description What the entry books; with `Amount`, `Symbol` and `Quantity` it is the
             *     statement line, which the console writes in the reader's language.
             */
            Event: components["schemas"]["HistoryEvent"];
            /** @description What kind of movement it was. */
            Kind: components["schemas"]["TransactionKind"];
            /**
             * Format: double
             * @description The shares traded, for a trade's entry; otherwise null.
             * @example 2.5
             */
            Quantity?: number | null;
            /**
             * @description The ticker, for a trade's entry (`SharesBought`, `SharesSold`); otherwise null.
             * @example SPY
             */
            Symbol?: string | null;
            /**
             * Format: int64
             * @description The booked trade this entry books, if it books one.
             */
            TradeId?: number | null;
            /**
             * Format: int64
             * @description The trading account whose cash moved.
             */
            TradingAccountId: number;
            /**
             * Format: int64
             * @description Stable identifier: the trading account's id times 64 plus the entry's place.
             */
            TransactionId: number;
            /**
             * Format: int64
             * @description The settled transfer this entry books, if it books one.
             */
            TransferId?: number | null;
            /**
             * Format: int64
             * @description The customer who owns the account.
             */
            UserId: number;
        };
        /**
         * four digits
         * @description The last four digits of a bank account number: the console never shows more.
         */
        AccountNumberLast4: string;
        /**
         * @description The eight per-account permissions of spec 3, numbered by their
         *     `PermissionId` (Cash Deposit 2 to Smartfolio Sell 9); `AccountPermissionId`
         *     is the other numbering, one lower.
         *
         *     2 Cash Deposit, 3 Cash Withdrawal, 4 Stock Buy, 5 Stock Sell, 6 Smartfolio Invest, 7 Smartfolio Withdraw, 8 Smartfolio Buy, 9 Smartfolio Sell.
         * @enum {integer}
         */
        AccountPermission: 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
        /**
         * @description The eight per-account permissions of spec 3 in their other numbering, the `AccountPermissionId`: one lower than the `PermissionId` of `AccountPermission`.
         *
         *     1 Cash Deposit, 2 Cash Withdrawal, 3 Stock Buy, 4 Stock Sell, 5 Smartfolio Invest, 6 Smartfolio Withdraw, 7 Smartfolio Buy, 8 Smartfolio Sell.
         * @enum {integer}
         */
        AccountPermissionId: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;
        /**
         * @description The account types of spec section 3, numbered as the spec numbers them.
         *
         *     0 Unknown, 1 Individual Cash, 2 Individual Margin, 3 Joint Cash, 4 Joint Margin, 5 Traditional IRA, 6 Roth IRA, 7 Self Employed (SEP) IRA, 8 Inherited IRA, 9 Self Directed, 10 Trust, 11 Corporate, 12 Simple IRA, 13 401K, 14 CESA, 15 HSA, 16 Beneficiary IRA.
         * @enum {integer}
         */
        AccountType: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 16;
        /**
         * @description The reasons an ACH withdrawal is watched (spec 3 account list presets,
         *     spec 4 ACH withdrawal watch preset).
         * @enum {string}
         */
        AchWatchlistType: "AccountsWithin90Days" | "MultipleBanks" | "NoTrades";
        /**
         * @description The action types of spec 3, spelt as the spec spells them.
         * @enum {string}
         */
        ActionType: "routeInternally" | "routeExternally" | "halfScreenTextModal" | "fullScreenHtmlModal";
        /**
         * @description The activity codes of audit entries (spec 3 numbering).
         *
         *     0 unknown, 1 bank account transfer, 2 completed bank account transfer, 3 trade, 4 completed trade, 5 smartfolio transfer, 6 completed smartfolio transfer, 7 cash change, 8 pending smartfolio transfer, 9 admin page, 10 identity verification, 11 broker cash movement.
         * @enum {integer}
         */
        ActivityCode: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11;
        /** @description A postal address. */
        Address: {
            /** @description City. */
            city: string;
            /** @description ISO 3166-1 alpha-2 country code. */
            country: string;
            /** @description Postal code. */
            postalCode: string;
            /** @description State, province or region. */
            region: string;
            /** @description Street and number. */
            street: string;
        };
        /** @description A customer's declared affiliation, reviewed by compliance. */
        Affiliation: {
            /**
             * Format: int64
             * @description Stable identifier.
             */
            AffiliationId: number;
            /** @description Whether compliance has approved the declaration. */
            Approved: boolean;
            /** @description The company or firm. */
            CompanyName: string;
            /**
             * Format: date-time
             * @description When it was declared.
             */
            Created: string;
            /** @description Their full name. */
            FullName: string;
            /** @description The customer's role there. */
            Position: string;
            /** @description Publicly traded company or member firm. */
            StockType: components["schemas"]["StockType"];
            /** @description The company's ticker, for publicly traded companies. */
            Ticker?: string | null;
            /**
             * Format: int64
             * @description The affiliated customer.
             */
            UserId: number;
        };
        /** @description The aggregate order views' envelope (spec 3: `Data`). */
        AggregateListing_OrderAggregateByAccount: {
            /** @description Every group, largest first. */
            Data: {
                /**
                 * Format: int64
                 * @description How many of them buy (Buy, Invest).
                 */
                BuyCount: number;
                /**
                 * Format: int64
                 * @description How many orders it placed.
                 */
                OrderCount: number;
                /**
                 * Format: int64
                 * @description How many of them sell (Sell, Withdraw).
                 */
                SellCount: number;
                /**
                 * Format: double
                 * @description The summed order amounts in USD.
                 */
                TotalAmount: number;
                /**
                 * Format: int64
                 * @description The trading account.
                 */
                TradingAccountId: number;
            }[];
        };
        /** @description The aggregate order views' envelope (spec 3: `Data`). */
        AggregateListing_OrderAggregateByAction: {
            /** @description Every group, largest first. */
            Data: {
                /** @description The action. */
                Action: components["schemas"]["OrderAction"];
                /**
                 * Format: int64
                 * @description How many orders carry it.
                 */
                OrderCount: number;
                /**
                 * Format: double
                 * @description The summed order amounts in USD.
                 */
                TotalAmount: number;
                /**
                 * Format: double
                 * @description The summed quantities.
                 */
                TotalQuantity: number;
            }[];
        };
        /** @description The aggregate order views' envelope (spec 3: `Data`). */
        AggregateListing_OrderAggregateBySymbol: {
            /** @description Every group, largest first. */
            Data: {
                /**
                 * Format: double
                 * @description Shares bought (Buy, Invest) minus shares sold (Sell, Withdraw).
                 */
                NetQuantity: number;
                /**
                 * Format: int64
                 * @description How many orders name it.
                 */
                OrderCount: number;
                /** @description The ticker. */
                Symbol: components["schemas"]["Ticker"];
                /**
                 * Format: double
                 * @description The summed order amounts in USD.
                 */
                TotalAmount: number;
            }[];
        };
        /**
         * @description The aggressiveness labels of spec 3.
         * @enum {string}
         */
        AggressivenessLabel: "Conservative" | "Conservative+" | "Moderate" | "Moderate+" | "Aggressive" | "Aggressive+";
        /**
         * @description Annual income bands (spec 3: six, below 25000 to above 125000 USD).
         * @enum {string}
         */
        AnnualIncome: "Below25000" | "25000To50000" | "50000To75000" | "75000To100000" | "100000To125000" | "Above125000";
        /**
         * @description A tradable asset. Field names are spelt as spec 3 spells them, odd
         *     capitals included (`cusiP_NUMBER`, `IsSmartfolioDisabled`).
         */
        Asset: {
            /** @description Excluded from smartfolios. */
            IsSmartfolioDisabled: boolean;
            /** @description The nine-character CUSIP. */
            cusiP_NUMBER: string;
            /**
             * Format: int64
             * @description Stable identifier; `GET /api/v1/Asset/{id}` addresses it.
             */
            id: number;
            /** @description Blacklisted: never offered. */
            isBlacklist: boolean;
            /** @description Whether it can be traded at all. */
            isEnabled: boolean;
            /** @description Whether fractional shares may be bought. */
            isFractionable: boolean;
            /** @description Whitelisted: always offered. */
            isWhitelist: boolean;
            /** @description The company or fund name (not blank). */
            name: string;
            /** @description The ticker. */
            symbol: string;
            /** @description Stock, ETF or ADR. */
            type: string;
        };
        /** @description One entry of an audit trail or identity audit trail. */
        AuditEntry: {
            /** @description What kind of activity (the identity trail filters on it; default 9). */
            activityCode: components["schemas"]["ActivityCode"];
            /** @description Who did it: the customer's user name, a staff user name, or `system`. */
            actor: string;
            /**
             * Format: double
             * @description The amount in USD the event names (transfers, cash changes); otherwise null.
             * @example 1979.35
             */
            amount?: number | null;
            /**
             * Format: int64
             * @description Stable identifier.
             */
            auditId: number;
            /**
             * Format: date-time
             * @description When; the tables sort newest first.
             */
            created: string;
            /**
             * @description What happened; with `amount`, `symbol` and `quantity` it is the
             *     sentence, which the console writes in the reader's language.
             */
            event: components["schemas"]["AuditEvent"];
            /**
             * Format: double
             * @description The shares the event names (trades); otherwise null.
             * @example 10
             */
            quantity?: number | null;
            /**
             * @description The ticker the event names (trades); otherwise null.
             * @example SPY
             */
            symbol?: string | null;
            /**
             * Format: int64
             * @description The customer the entry is about.
             */
            userId: number;
        };
        /**
         * @description What an audit entry records. The API sends the kind and its values
         *     (`amount`, `symbol`, `quantity`), never a sentence: the console writes it
         *     in the reader's language, with the numbers in the reader's format.
         * @enum {string}
         */
        AuditEvent: "ActivityRecorded" | "BankTransferRequested" | "BankTransferCompleted" | "TradeOrderPlaced" | "TradeExecuted" | "SmartfolioTransferRequested" | "SmartfolioTransferCompleted" | "SmartfolioTransferPending" | "CashBalanceChanged" | "ProfileViewed" | "IdentityVerificationSubmitted" | "IdentityVerified" | "IdentityDocumentRejected" | "BrokerCashMovement";
        /** @description The balances of a trading account, as the broker reports them. */
        Balance: {
            /**
             * Format: date-time
             * @description When the broker reported these figures.
             */
            AsOf: string;
            /**
             * Format: double
             * @description The cash the broker reports, in USD: the sum of the account's history,
             *     except for a recorded break (see `ReconciliationBreak`).
             */
            CashBalance: number;
            /**
             * Format: double
             * @description The value of the open positions at their last prices, in USD.
             */
            MarketValue: number;
            /**
             * @description Whether the reported cash differs from the history: a deliberate break
             *     for the account balance reconciliation report to find.
             */
            ReconciliationBreak: boolean;
            /**
             * Format: double
             * @description The part of the history older than two days (T+2), in USD.
             */
            SettledCash: number;
            /**
             * Format: double
             * @description Cash plus market value, in USD (the user and asset report's Total Net Liquidity).
             */
            TotalNetLiquidity: number;
            /**
             * Format: int64
             * @description The trading account.
             */
            TradingAccountId: number;
            /**
             * Format: int64
             * @description The customer who owns it.
             */
            UserId: number;
        };
        /**
         * @description A deliberate difference between a reported balance and the movements
         *     behind it, listed so the reconciliation report and tests know them.
         */
        BalanceBreak: {
            /**
             * Format: double
             * @description Reported minus expected, in USD.
             */
            Difference: number;
            /**
             * Format: double
             * @description The cash the history adds up to, in USD.
             */
            ExpectedCash: number;
            /**
             * Format: double
             * @description The cash the broker reports, in USD.
             */
            ReportedCash: number;
            /**
             * Format: int64
             * @description The trading account whose balance is off.
             */
            TradingAccountId: number;
        };
        /** @description A customer's bank account, linked to one trading account for ACH transfers. */
        BankAccount: {
            /** @description Checking or savings. */
            AccountKind: components["schemas"]["BankAccountKind"];
            /** @description The last four digits of the account number: the console never shows more. */
            AccountNumberLast4: components["schemas"]["AccountNumberLast4"];
            /**
             * Format: int64
             * @description Stable identifier (spec 3), used by the detail route and by transfers.
             */
            BankAccountId: number;
            /** @description The bank's name, shown in the listing. */
            BankName: components["schemas"]["BankName"];
            /**
             * Format: date-time
             * @description When the customer linked the account; the listing's default sort is newest first.
             */
            Created: string;
            /** @description Whether the account may still be used; closed links stay for history. */
            IsActive: boolean;
            ManualOverride?: components["schemas"]["ManualOverrideCode"] | null;
            /** @description The owner-match outcome. */
            MatchStatus: components["schemas"]["BankMatchStatus"];
            /** @description The automatic review state; empty until the review starts. */
            ReviewState: components["schemas"]["BankReviewState"];
            /** @description The bank's ABA routing number (nine digits). */
            RoutingNumber: components["schemas"]["RoutingNumber"];
            /** @description Where the bank statement stands. */
            StatementStatus: components["schemas"]["StatementStatus"];
            /**
             * Format: int64
             * @description The trading account the bank account funds.
             */
            TradingAccountId: number;
            /**
             * Format: int64
             * @description The customer who owns both accounts.
             */
            UserId: number;
        };
        /** @description A bank account with its trading account and its latest transfers. */
        BankAccountDetails: {
            /** @description The bank account. */
            bankAccount: components["schemas"]["BankAccount"];
            /** @description Its 20 latest transfers, newest first. */
            recentTransfers: components["schemas"]["Transfer"][];
            /** @description The trading account it funds. */
            tradingAccount: components["schemas"]["TradingAccount"];
        };
        /**
         * @description Whether the bank account is a checking or a savings account.
         * @enum {string}
         */
        BankAccountKind: "Checking" | "Savings";
        /**
         * @description The outcome of matching the bank account's owner to the customer (spec 3,
         *     spelt in lower case as the spec spells it).
         * @enum {string}
         */
        BankMatchStatus: "approved" | "pending" | "failed" | "error" | "rejected" | "verified";
        /**
         * @description A bank's name, one of the banks the mock knows.
         * @enum {string}
         */
        BankName: "Ally Bank" | "Bank of America" | "Capital One" | "Charles Schwab Bank" | "Chase" | "Citibank" | "Navy Federal Credit Union" | "PNC Bank" | "TD Bank" | "Truist" | "U.S. Bank" | "Wells Fargo";
        /**
         * @description The review filter of the bank accounts listing (spec 3: All, NeedsReview,
         *     PendingUser, Rejected, Passed); each value below says which accounts it
         *     selects.
         * @enum {string}
         */
        BankReviewFilter: "All" | "NeedsReview" | "PendingUser" | "Rejected" | "Passed";
        /**
         * @description The body of a review.
         * @example {
         *       "reviewState": "Passed"
         *     }
         */
        BankReviewPayload: {
            /** @enum {string} */
            reviewState: "Failed" | "Passed" | "Reviewing";
        };
        /**
         * @description The automatic review state of a bank account (spec 3: Failed, Passed, Reviewing, and the empty string for an account not reviewed yet).
         * @enum {string}
         */
        BankReviewState: "" | "Failed" | "Passed" | "Reviewing";
        /** @description A statement or confirmation from the broker. */
        BrokerDocument: {
            /** @description Whether the file is stored (the available/missing filter). */
            available: boolean;
            /** @description The broker that issued it. */
            broker: string;
            /** @description Statement or confirmation. */
            category: components["schemas"]["BrokerDocumentCategory"];
            /**
             * Format: date-time
             * @description The document's date; the tab's default sort is newest first.
             */
            date: string;
            /**
             * Format: int64
             * @description Stable identifier.
             */
            documentId: number;
            /**
             * Format: int64
             * @description The trading account it is about.
             */
            tradingAccountId: number;
            /**
             * Format: int64
             * @description The customer it belongs to.
             */
            userId: number;
        };
        /**
         * @description Broker document categories (spec 3's filter: All, Statements, Confirmations).
         * @enum {string}
         */
        BrokerDocumentCategory: "Statements" | "Confirmations";
        /**
         * @description The direction of a cash movement (spec 3: INVEST, WITHDRAW; `All` is a filter value).
         * @enum {string}
         */
        CashMovementKind: "INVEST" | "WITHDRAW";
        /**
         * `O` and the order's id in eleven digits or more
         * @description A FIX client order id (tag 11): `O` and the order's id, zero-padded to eleven digits.
         */
        ClOrdId: string;
        /**
         * @description A permission claim carried by a signed-in staff member (spec section 6).
         *
         *     The spelling, including the inconsistent capitals of `Trade.*` and
         *     `Orders.*`, is the product's own and must not be normalised: the console
         *     compares these strings.
         * @enum {string}
         */
        Claim: "pageAccess" | "claims.view" | "claims.manage" | "claims.assign" | "users.view" | "users.manage" | "tradingAccount.viewList" | "tradingAccount.viewDetails" | "bankAccount.viewList" | "bankAccount.viewDetails" | "transfer.viewList" | "transfer.viewDetails" | "Trade.viewList" | "Trade.viewDetails" | "Orders.viewList" | "compliance.viewRestrictedPermissions" | "compliance.viewList" | "operation.viewList" | "reconciliation.report.viewList";
        /**
         * @description The body of `PUT /__mock/clock`: either an absolute time or a step.
         * @example {
         *       "advanceSeconds": 3600
         *     }
         */
        ClockChange: {
            /**
             * Format: int64
             * @description Move the session's clock forward (or back, if negative) by this many
             *     seconds, at most 100 years (of 366 days) either way.
             */
            advanceSeconds?: number | null;
            /**
             * Format: date-time
             * @description Set the session's clock to this instant (it then runs on from there).
             */
            now?: string | null;
        };
        /** @description The session's clock, as `GET /__mock/clock` answers it. */
        ClockReading: {
            /**
             * Format: date-time
             * @description The session's current time: dates in the data and token expiry follow it.
             */
            now: string;
            /**
             * Format: int64
             * @description How far the session's clock is ahead of the real time, in seconds.
             */
            offsetSeconds: number;
        };
        /**
         * @description The body of `POST /api/admin/transfers` (the cash movement create page):
         *     a manual transfer, recorded as Pending.
         * @example {
         *       "Amount": 250.5,
         *       "Date": "2026-01-15",
         *       "Kind": "INVEST",
         *       "TradingAccountId": 100000,
         *       "Type": "FromBroker"
         *     }
         */
        CreateTransferPayload: {
            /**
             * Format: double
             * @description The amount in USD: more than 0, at most 1000000, whole cents.
             */
            Amount: number;
            /**
             * Format: date
             * @description The day the customer asked for the movement: not after today (one day
             *     of slack for time zones ahead of UTC), not before the account was
             *     opened. Today (or that slack day) records the current time; an
             *     earlier day records noon UTC of it, or the opening, if the account
             *     opened that afternoon.
             */
            Date: string;
            /** @description INVEST or WITHDRAW; it must be the type's direction (money in is INVEST). */
            Kind: components["schemas"]["CashMovementKind"];
            /**
             * Format: int64
             * @description The trading account whose cash moves.
             */
            TradingAccountId: number;
            /** @description What moves where. Bank movements go through the account's first linked bank account. */
            Type: components["schemas"]["TransferType"];
        };
        /**
         * @description The body of `POST /api/admin/users` (the Create New User screen).
         * @example {
         *       "Email": "grace.kelly@mail.example",
         *       "FirstName": "Grace",
         *       "LastName": "Kelly",
         *       "MembershipLevel": 2,
         *       "Phone": "+1 212 555 0101",
         *       "UserName": "gracekelly"
         *     }
         */
        CreateUserPayload: {
            /** @description Email address (at most 254 characters); unique among customers. */
            Email: string;
            /** @description Given name (1 to 50 characters of display text). */
            FirstName: string;
            /** @description Family name (1 to 50 characters of display text). */
            LastName: string;
            MembershipLevel?: components["schemas"]["MembershipLevel"] | null;
            /** @description Phone number (at most 20 digits, spaces, `+`, `-`, parentheses), optional. */
            Phone?: string | null;
            /** @description Sign-in name (3 to 32 letters, digits, `.`, `_` or `-`); unique. Absent or empty: derived from the email, made unique with a number. */
            UserName?: string | null;
        };
        /** @description One call the platform made to its CRM provider (the Infusionsoft API request log). */
        CrmRequest: {
            /**
             * Format: date-time
             * @description When the call was made; the log sorts newest first (spec 9).
             */
            Created: string;
            /**
             * Format: int64
             * @description Stable identifier.
             */
            CrmRequestId: number;
            /**
             * Format: int64
             * @description How long the call took, in milliseconds.
             */
            DurationMs: number;
            /** @description The provider endpoint called. */
            Endpoint: string;
            /** @description The HTTP method used. */
            Method: string;
            /** @description The request body sent (JSON text). */
            RequestBody: string;
            /** @description The response body received (JSON text), or the error. */
            ResponseBody: string;
            /**
             * Format: int32
             * @description The provider's HTTP status, 100 to 599.
             */
            StatusCode: number;
            /** @description Whether the call succeeded. */
            Success: boolean;
            /**
             * Format: int64
             * @description The customer the call was about.
             */
            UserId: number;
        };
        /** @description A customer of the investing platform, as the User Accounts listing shows them. */
        Customer: {
            /** @description Whether the customer may sign in to the app; staff can deactivate accounts. */
            Active: boolean;
            /** @description Country of residence (ISO 3166-1 alpha-2), for compliance review. */
            Country: string;
            /**
             * Format: date-time
             * @description When the customer signed up; the listing's default sort is newest first.
             */
            Created: string;
            /** @description Contact address; the resend-confirmation screen sends to it. */
            Email: string;
            /** @description Whether the customer has confirmed their email; unconfirmed ones can be sent a new confirmation. */
            EmailConfirmed: boolean;
            /** @description Given name. */
            FirstName: string;
            /** @description Family name. */
            LastName: string;
            /** @description The subscription level, which limits smartfolio strategies. */
            MembershipLevel: components["schemas"]["MembershipLevel"];
            /** @description How far through onboarding the customer is. */
            OnboardingStatus: components["schemas"]["OnboardingStatus"];
            /** @description Contact phone number, in international format. */
            Phone: string;
            /**
             * Format: int64
             * @description Stable identifier; trading accounts, documents and audit entries point at it.
             */
            UserId: number;
            /** @description The customer's sign-in name. */
            UserName: string;
        };
        /** @description Document visibility and availability filters apply to these (spec 3). */
        CustomerDocument: {
            /** @description Whether the file is stored (the available/missing filter). */
            available: boolean;
            /**
             * Format: date-time
             * @description When it was uploaded.
             */
            created: string;
            /**
             * Format: int64
             * @description Stable identifier.
             */
            documentId: number;
            /** @description The file name as uploaded. */
            fileName: string;
            /** @description What it is (proof of address, W-9, ...). */
            title: string;
            /**
             * Format: int64
             * @description The customer who uploaded it.
             */
            userId: number;
            /** @description Whether the customer can see it in the app (the visible/invisible filter). */
            visible: boolean;
        };
        /**
         * @description Everything the user details screen shows about one customer besides
         *     money: profile, employment, finances, trusted contact, documents and trails.
         */
        CustomerProfile: {
            /** @description Postal address. */
            address: components["schemas"]["Address"];
            /** @description Audit trail tab: everything that happened on the account. */
            auditTrail: components["schemas"]["AuditEntry"][];
            /** @description Statements and confirmations from the broker; default sort date desc (spec 9). */
            brokerDocuments: components["schemas"]["BrokerDocument"][];
            /**
             * Format: date
             * @description Date of birth, for identity checks.
             */
            dateOfBirth: string;
            /** @description Employment tab. */
            employment: components["schemas"]["Employment"];
            /** @description Financial tab: the bands the customer chose at onboarding. */
            financial: components["schemas"]["FinancialProfile"];
            /** @description Identity audit trail tab; its default filter is category 9 (spec 9). */
            identityAuditTrail: components["schemas"]["AuditEntry"][];
            /** @description Identity documents tab; default sort StartDate desc (spec 9). */
            identityDocuments: components["schemas"]["IdentityDocument"][];
            /** @description Onboarding documents the customer uploaded. */
            onboardingDocuments: components["schemas"]["CustomerDocument"][];
            trustedContact?: components["schemas"]["TrustedContact"] | null;
            /**
             * Format: int64
             * @description The customer these details belong to.
             */
            userId: number;
        };
        /** @description The dashboard's headline figures. */
        DashboardFigures: {
            /**
             * Format: int64
             * @description Transfers on the ACH withdrawal watch (spec 4's preset): the Cash
             *     Movement listing with `preset=achWithdrawalWatch` counts the same.
             */
            achWithdrawalWatch: number;
            /**
             * Format: date-time
             * @description When the figures were computed.
             */
            asOf: string;
            /**
             * Format: int64
             * @description Customers in all.
             */
            customers: number;
            /**
             * Format: int64
             * @description Rows of the negative settled cash report.
             */
            negativeSettledCash: number;
            /**
             * Format: int64
             * @description Customers who signed up in the last 30 days.
             */
            newCustomers30Days: number;
            /**
             * Format: int64
             * @description Customers who finished onboarding.
             */
            onboardedCustomers: number;
            /** @description Customers per onboarding status, every status in spec order (zero included). */
            onboarding: components["schemas"]["OnboardingCount"][];
            /**
             * Format: int64
             * @description Transfers waiting to be processed (status `Pending`): the Cash Movement
             *     listing with `status=Pending` counts the same.
             */
            pendingTransfers: number;
            /**
             * Format: double
             * @description Settled cash over every account, USD.
             */
            totalCash: number;
            /**
             * Format: int64
             * @description Trading accounts in all.
             */
            tradingAccounts: number;
        };
        /** @description The employment tab. */
        Employment: {
            /** @description The employer, for the employed (`None` otherwise). */
            employer?: string | null;
            /** @description The job title, for the employed and self-employed. */
            position?: string | null;
            /** @description Employment status. */
            status: components["schemas"]["EmploymentStatus"];
            /** @description Whether the customer works for a broker-dealer or exchange (an affiliation to review). */
            worksForMemberFirm: boolean;
        };
        /**
         * @description The employment statuses of spec 3.
         * @enum {string}
         */
        EmploymentStatus: "Employed" | "Retired" | "SelfEmployed" | "Unemployed" | "Student" | "Other";
        /**
         * @description Whether an execution completed its order.
         * @enum {string}
         */
        ExecType: "PartialFill" | "Fill";
        /** @description An execution report: part or all of an order executed at one price. */
        ExecutionReport: {
            /** @description The order's action. */
            Action: components["schemas"]["OrderAction"];
            /** @description Fill or PartialFill. */
            ExecType: components["schemas"]["ExecType"];
            /**
             * Format: date-time
             * @description When it executed.
             */
            ExecutedAt: string;
            /**
             * Format: int64
             * @description Stable identifier: the order's id times 4 plus the execution's place.
             */
            ExecutionId: number;
            /**
             * Format: double
             * @description The execution price in USD.
             */
            LastPrice: number;
            /**
             * Format: double
             * @description Shares executed in this report.
             */
            LastQty: number;
            /**
             * Format: int64
             * @description The order executed.
             */
            OrderId: number;
            /** @description The ticker executed. */
            Symbol: components["schemas"]["Ticker"];
            /**
             * Format: int64
             * @description The trading account of the order.
             */
            TradingAccountId: number;
            /** @description The market centre that executed. */
            Venue: components["schemas"]["Venue"];
        };
        /**
         * @description A latency or fault rule of one session. A request matching `pathPattern`
         *     (and `method`, when given) is delayed, answered with `status`, or has its
         *     connection dropped, before any handler runs.
         */
        FaultRule: {
            /** @description Any JSON value, answered instead of running the operation (with `status`, or 200): an answer the console does not expect, such as `{}` where a record belongs, to see how a screen copes with a broken backend. */
            body?: Record<string, never> | unknown[] | string | number | boolean | null;
            /**
             * Format: int64
             * @description With `delayMs`, the top of a ranged delay drawn uniformly per request
             *     (at most 60000, not below `delayMs`).
             */
            delayMaxMs?: number | null;
            /**
             * Format: int64
             * @description A delay before answering, in milliseconds (at most 60000).
             */
            delayMs?: number | null;
            /** @description Drop the connection without an answer, as a network failure would. */
            drop?: boolean;
            /** @description The HTTP method it applies to (a method name such as `GET`); absent means every method. */
            method?: string | null;
            /**
             * @description The request paths it applies to: exact, or with `*` matching any run of
             *     characters (`/api/*` is every API call).
             */
            pathPattern: string;
            /**
             * Format: int32
             * @description An error status (400 to 599) answered instead of running the operation,
             *     as a problem document; with `body`, the status of that answer (200 to
             *     599, 200 when absent).
             */
            status?: number | null;
            /**
             * Format: int32
             * @description How many matching requests it still applies to (at least 1); absent means always.
             */
            times?: number | null;
        } & (Record<string, never> | {
            status?: number | null;
        });
        /**
         * @description The body of `PUT /__mock/rules`: the session's whole rule list, replaced.
         * @example {
         *       "rules": [
         *         {
         *           "method": "GET",
         *           "pathPattern": "/api/admin/*",
         *           "status": 503,
         *           "times": 1
         *         },
         *         {
         *           "delayMaxMs": 600,
         *           "delayMs": 200,
         *           "pathPattern": "/api/*"
         *         }
         *       ]
         *     }
         */
        FaultRules: {
            /** @description The rules, tried in order; the first that matches applies. */
            rules: components["schemas"]["FaultRule"][];
        };
        /** @description The header dropdowns' envelope. */
        Feed: {
            /** @description The newest entries first, at most 20. */
            data: components["schemas"]["FeedItem"][];
            /**
             * Format: int64
             * @description How many entries there are in all.
             */
            totalCount: number;
        };
        /** @description One entry of the header's notification or message dropdown. */
        FeedItem: {
            /**
             * Format: date-time
             * @description When it happened.
             */
            createdDate: string;
            /** @description Stable identifier. */
            id: string;
            /** @description Whether the staff member has seen it. */
            read: boolean;
            /** @description One line of text. */
            text: string;
            /** @description The headline. */
            title: string;
        };
        /** @description The financial tab. */
        FinancialProfile: {
            /** @description Annual income band. */
            annualIncome: components["schemas"]["AnnualIncome"];
            /** @description How long the customer has invested. */
            investmentExperience: components["schemas"]["InvestmentExperience"];
            /** @description What the customer invests for. */
            investmentObjective: components["schemas"]["InvestmentObjective"];
            /** @description Liquid net worth band. */
            liquidNetWorth: components["schemas"]["LiquidNetWorth"];
            /** @description Net worth band. */
            netWorth: components["schemas"]["NetWorth"];
        };
        /**
         * @description The FIX OrdStatus (tag 39) of the broker's latest answer.
         * @enum {string}
         */
        FixOrdStatus: "0" | "1" | "2" | "4" | "5" | "6" | "8" | "A";
        /** @description The FIX New Order Single sent to the broker for an order that reached it. */
        FixOrder: {
            /** @description The client order id (FIX tag 11) quoted to the broker. */
            ClOrdId: components["schemas"]["ClOrdId"];
            /**
             * Format: int64
             * @description Stable identifier: equal to the order's id (one message per order).
             */
            FixOrderId: number;
            /** @description The broker's latest status (FIX tag 39). */
            OrdStatus: components["schemas"]["FixOrdStatus"];
            /** @description The order type (FIX tag 40, as the console names it). */
            OrdType: components["schemas"]["OrderType"];
            /**
             * Format: int64
             * @description The order sent.
             */
            OrderId: number;
            /**
             * Format: double
             * @description The quantity (FIX tag 38).
             */
            OrderQty: number;
            /**
             * Format: double
             * @description The limit price (FIX tag 44), if any.
             */
            Price?: number | null;
            /** @description The side (FIX tag 54). */
            Side: components["schemas"]["FixSide"];
            /** @description The ticker (FIX tag 55). */
            Symbol: components["schemas"]["Ticker"];
            /**
             * Format: int64
             * @description The trading account of the order.
             */
            TradingAccountId: number;
            /**
             * Format: date-time
             * @description When the message was sent (FIX tag 60).
             */
            TransactTime: string;
        };
        /**
         * @description The FIX side codes of a New Order Single.
         * @enum {string}
         */
        FixSide: "1" | "2";
        /**
         * @description What a history entry books, as the account statement names it. The API
         *     sends the kind and its values (the entry's amount, a trade's symbol and
         *     quantity), never a sentence: the console writes the line in the reader's
         *     language, with the numbers in the reader's format.
         * @enum {string}
         */
        HistoryEvent: "AchDeposit" | "AchWithdrawal" | "SmartfolioInvestment" | "SmartfolioWithdrawal" | "CashFromBroker" | "SharesBought" | "SharesSold" | "InterestOnCash" | "Dividend" | "CreditAdjustment" | "DebitAdjustment" | "CreditReversal" | "DepositReturned" | "ReturnedDepositFee" | "CashJournal";
        /**
         * @description The hold state of an order (spec 4: none, On Open, On Hold, Cancelled).
         * @enum {string}
         */
        HoldState: "none" | "On Open" | "On Hold" | "Cancelled";
        /** @description An identity document on file. */
        IdentityDocument: {
            /** @description The document's number, masked but for the last four characters. */
            DocumentNumber: string;
            /** @description The kind of document. */
            DocumentType: components["schemas"]["IdentityDocumentType"];
            /**
             * Format: date-time
             * @description When it expires; `None` for documents that do not.
             */
            ExpiryDate?: string | null;
            /**
             * Format: int64
             * @description Stable identifier.
             */
            IdentityDocumentId: number;
            /** @description The issuing country (ISO 3166-1 alpha-2). */
            IssuingCountry: string;
            /**
             * Format: date-time
             * @description When the document became valid; the tab's default sort is newest first.
             */
            StartDate: string;
            /**
             * Format: int64
             * @description The customer it identifies.
             */
            UserId: number;
            /** @description Whether the broker accepted it. */
            Verified: boolean;
        };
        /**
         * @description Identity document types (spec 3 numbering).
         *
         *     0 Not Required, 1 Required/Not Provided, 2 Driver's License, 3 Passport.
         * @enum {integer}
         */
        IdentityDocumentType: 0 | 1 | 2 | 3;
        /**
         * @description The staff member behind an impersonation token.
         * @example {
         *       "FullName": "Ada Lovelace",
         *       "UserName": "admin"
         *     }
         */
        Impersonator: {
            /** @description Their given and family name, for the impersonation banner. */
            FullName: string;
            /** @description The staff member's sign-in name. */
            UserName: string;
        };
        /**
         * @description Investment experience (spec 3).
         * @enum {string}
         */
        InvestmentExperience: "UnderOne" | "OneToFive" | "SixToTen" | "OverTen";
        /**
         * @description Investment objectives (spec 3).
         * @enum {string}
         */
        InvestmentObjective: "Aggressive Higher Risk" | "Capital Appreciation" | "Capital Preservation";
        /** @description The answer of `GET /__mock/journal`. */
        Journal: {
            /** @description The entries after `since`, oldest first (at most the last 10000 are kept). */
            entries: components["schemas"]["JournalEntry"][];
            /** @description The session the entries belong to. */
            session: string;
        };
        /**
         * @description One request to the session, as the journal records it.
         * @example {
         *       "actor": "admin",
         *       "at": "2026-01-15T15:30:04Z",
         *       "detail": null,
         *       "durationMs": 2,
         *       "kind": "mutation",
         *       "method": "POST",
         *       "path": "/api/account/role",
         *       "sequence": 12,
         *       "status": 200
         *     }
         */
        JournalEntry: {
            /**
             * @description The staff member acting, when the request was authenticated: the
             *     token's `sub`, or for an impersonation token its `act`.
             */
            actor?: string | null;
            /**
             * Format: date-time
             * @description When it was answered, on the session's clock.
             */
            at: string;
            /** @description More about it: the grant of a token request, the customer impersonated. */
            detail?: string | null;
            /**
             * Format: int64
             * @description How long the server took, fault delays included.
             */
            durationMs: number;
            /** @description Whether it read, changed, or signed in. */
            kind: components["schemas"]["JournalKind"];
            /** @description The HTTP method. */
            method: string;
            /** @description The path and query. */
            path: string;
            /**
             * Format: int64
             * @description Its position in the session's journal, from 1; `since` pages by it.
             */
            sequence: number;
            /**
             * Format: int32
             * @description The answered status.
             */
            status: number;
            /**
             * @description For a call made with an impersonation token, the customer it acts as
             *     (the token's `sub`); `actor` is then the staff member behind it.
             */
            subject?: string | null;
        };
        /**
         * @description What one journal entry records.
         * @enum {string}
         */
        JournalKind: "request" | "mutation" | "token" | "impersonation";
        /**
         * @description Liquid net worth bands (spec 3: seven, up to above 1,000,000 USD).
         * @enum {string}
         */
        LiquidNetWorth: "Below25000" | "25000To50000" | "50000To100000" | "100000To250000" | "250000To500000" | "500000To1000000" | "Above1000000";
        /** @description The generic listing envelope (spec section 3: `data`, `totalMatch`, `total`). */
        Listing_AccountBalanceReconciliation: {
            /** @description The records of the requested page, in the requested order. */
            data: {
                /** @description Its account number. */
                AccountNumber: string;
                /**
                 * Format: double
                 * @description Cash on the broker's books, USD.
                 */
                BrokerBalance: number;
                /**
                 * Format: double
                 * @description Platform minus broker.
                 */
                Difference: number;
                /** @description Whether the two sides differ. */
                IsBreak: boolean;
                /** @description The owner's full name; the report sorts by it (spec 9: `Name asc`). */
                Name: string;
                /**
                 * Format: double
                 * @description Cash on the platform's books, USD.
                 */
                PlatformBalance: number;
                /**
                 * Format: int64
                 * @description Stable identifier of the row.
                 */
                RowId: number;
                /**
                 * Format: int64
                 * @description The trading account.
                 */
                TradingAccountId: number;
            }[];
            /**
             * Format: int64
             * @description How many records exist before filtering.
             */
            total: number;
            /**
             * Format: int64
             * @description How many records match the filters, across all pages.
             */
            totalMatch: number;
        };
        /** @description The generic listing envelope (spec section 3: `data`, `totalMatch`, `total`). */
        Listing_AccountHistoryEntry: {
            /** @description The records of the requested page, in the requested order. */
            data: {
                /**
                 * Format: double
                 * @description The signed amount in USD: positive adds cash, negative takes it.
                 */
                Amount: number;
                /**
                 * Format: date-time
                 * @description When the movement was booked; the tab's default sort is newest first.
                 */
                Created: string;
                /**
                 * @description What the entry books; with `Amount`, `Symbol` and `Quantity` it is the
                 *     statement line, which the console writes in the reader's language.
                 */
                Event: components["schemas"]["HistoryEvent"];
                /** @description What kind of movement it was. */
                Kind: components["schemas"]["TransactionKind"];
                /**
                 * Format: double
                 * @description The shares traded, for a trade's entry; otherwise null.
                 * @example 2.5
                 */
                Quantity?: number | null;
                /**
                 * @description The ticker, for a trade's entry (`SharesBought`, `SharesSold`); otherwise null.
                 * @example SPY
                 */
                Symbol?: string | null;
                /**
                 * Format: int64
                 * @description The booked trade this entry books, if it books one.
                 */
                TradeId?: number | null;
                /**
                 * Format: int64
                 * @description The trading account whose cash moved.
                 */
                TradingAccountId: number;
                /**
                 * Format: int64
                 * @description Stable identifier: the trading account's id times 64 plus the entry's place.
                 */
                TransactionId: number;
                /**
                 * Format: int64
                 * @description The settled transfer this entry books, if it books one.
                 */
                TransferId?: number | null;
                /**
                 * Format: int64
                 * @description The customer who owns the account.
                 */
                UserId: number;
            }[];
            /**
             * Format: int64
             * @description How many records exist before filtering.
             */
            total: number;
            /**
             * Format: int64
             * @description How many records match the filters, across all pages.
             */
            totalMatch: number;
        };
        /** @description The generic listing envelope (spec section 3: `data`, `totalMatch`, `total`). */
        Listing_Affiliation: {
            /** @description The records of the requested page, in the requested order. */
            data: {
                /**
                 * Format: int64
                 * @description Stable identifier.
                 */
                AffiliationId: number;
                /** @description Whether compliance has approved the declaration. */
                Approved: boolean;
                /** @description The company or firm. */
                CompanyName: string;
                /**
                 * Format: date-time
                 * @description When it was declared.
                 */
                Created: string;
                /** @description Their full name. */
                FullName: string;
                /** @description The customer's role there. */
                Position: string;
                /** @description Publicly traded company or member firm. */
                StockType: components["schemas"]["StockType"];
                /** @description The company's ticker, for publicly traded companies. */
                Ticker?: string | null;
                /**
                 * Format: int64
                 * @description The affiliated customer.
                 */
                UserId: number;
            }[];
            /**
             * Format: int64
             * @description How many records exist before filtering.
             */
            total: number;
            /**
             * Format: int64
             * @description How many records match the filters, across all pages.
             */
            totalMatch: number;
        };
        /** @description The generic listing envelope (spec section 3: `data`, `totalMatch`, `total`). */
        Listing_AuditEntry: {
            /** @description The records of the requested page, in the requested order. */
            data: {
                /** @description What kind of activity (the identity trail filters on it; default 9). */
                activityCode: components["schemas"]["ActivityCode"];
                /** @description Who did it: the customer's user name, a staff user name, or `system`. */
                actor: string;
                /**
                 * Format: double
                 * @description The amount in USD the event names (transfers, cash changes); otherwise null.
                 * @example 1979.35
                 */
                amount?: number | null;
                /**
                 * Format: int64
                 * @description Stable identifier.
                 */
                auditId: number;
                /**
                 * Format: date-time
                 * @description When; the tables sort newest first.
                 */
                created: string;
                /**
                 * @description What happened; with `amount`, `symbol` and `quantity` it is the
                 *     sentence, which the console writes in the reader's language.
                 */
                event: components["schemas"]["AuditEvent"];
                /**
                 * Format: double
                 * @description The shares the event names (trades); otherwise null.
                 * @example 10
                 */
                quantity?: number | null;
                /**
                 * @description The ticker the event names (trades); otherwise null.
                 * @example SPY
                 */
                symbol?: string | null;
                /**
                 * Format: int64
                 * @description The customer the entry is about.
                 */
                userId: number;
            }[];
            /**
             * Format: int64
             * @description How many records exist before filtering.
             */
            total: number;
            /**
             * Format: int64
             * @description How many records match the filters, across all pages.
             */
            totalMatch: number;
        };
        /** @description The generic listing envelope (spec section 3: `data`, `totalMatch`, `total`). */
        Listing_BankAccount: {
            /** @description The records of the requested page, in the requested order. */
            data: {
                /** @description Checking or savings. */
                AccountKind: components["schemas"]["BankAccountKind"];
                /** @description The last four digits of the account number: the console never shows more. */
                AccountNumberLast4: components["schemas"]["AccountNumberLast4"];
                /**
                 * Format: int64
                 * @description Stable identifier (spec 3), used by the detail route and by transfers.
                 */
                BankAccountId: number;
                /** @description The bank's name, shown in the listing. */
                BankName: components["schemas"]["BankName"];
                /**
                 * Format: date-time
                 * @description When the customer linked the account; the listing's default sort is newest first.
                 */
                Created: string;
                /** @description Whether the account may still be used; closed links stay for history. */
                IsActive: boolean;
                ManualOverride?: components["schemas"]["ManualOverrideCode"] | null;
                /** @description The owner-match outcome. */
                MatchStatus: components["schemas"]["BankMatchStatus"];
                /** @description The automatic review state; empty until the review starts. */
                ReviewState: components["schemas"]["BankReviewState"];
                /** @description The bank's ABA routing number (nine digits). */
                RoutingNumber: components["schemas"]["RoutingNumber"];
                /** @description Where the bank statement stands. */
                StatementStatus: components["schemas"]["StatementStatus"];
                /**
                 * Format: int64
                 * @description The trading account the bank account funds.
                 */
                TradingAccountId: number;
                /**
                 * Format: int64
                 * @description The customer who owns both accounts.
                 */
                UserId: number;
            }[];
            /**
             * Format: int64
             * @description How many records exist before filtering.
             */
            total: number;
            /**
             * Format: int64
             * @description How many records match the filters, across all pages.
             */
            totalMatch: number;
        };
        /** @description The generic listing envelope (spec section 3: `data`, `totalMatch`, `total`). */
        Listing_BrokerDocument: {
            /** @description The records of the requested page, in the requested order. */
            data: {
                /** @description Whether the file is stored (the available/missing filter). */
                available: boolean;
                /** @description The broker that issued it. */
                broker: string;
                /** @description Statement or confirmation. */
                category: components["schemas"]["BrokerDocumentCategory"];
                /**
                 * Format: date-time
                 * @description The document's date; the tab's default sort is newest first.
                 */
                date: string;
                /**
                 * Format: int64
                 * @description Stable identifier.
                 */
                documentId: number;
                /**
                 * Format: int64
                 * @description The trading account it is about.
                 */
                tradingAccountId: number;
                /**
                 * Format: int64
                 * @description The customer it belongs to.
                 */
                userId: number;
            }[];
            /**
             * Format: int64
             * @description How many records exist before filtering.
             */
            total: number;
            /**
             * Format: int64
             * @description How many records match the filters, across all pages.
             */
            totalMatch: number;
        };
        /** @description The generic listing envelope (spec section 3: `data`, `totalMatch`, `total`). */
        Listing_CrmRequest: {
            /** @description The records of the requested page, in the requested order. */
            data: {
                /**
                 * Format: date-time
                 * @description When the call was made; the log sorts newest first (spec 9).
                 */
                Created: string;
                /**
                 * Format: int64
                 * @description Stable identifier.
                 */
                CrmRequestId: number;
                /**
                 * Format: int64
                 * @description How long the call took, in milliseconds.
                 */
                DurationMs: number;
                /** @description The provider endpoint called. */
                Endpoint: string;
                /** @description The HTTP method used. */
                Method: string;
                /** @description The request body sent (JSON text). */
                RequestBody: string;
                /** @description The response body received (JSON text), or the error. */
                ResponseBody: string;
                /**
                 * Format: int32
                 * @description The provider's HTTP status, 100 to 599.
                 */
                StatusCode: number;
                /** @description Whether the call succeeded. */
                Success: boolean;
                /**
                 * Format: int64
                 * @description The customer the call was about.
                 */
                UserId: number;
            }[];
            /**
             * Format: int64
             * @description How many records exist before filtering.
             */
            total: number;
            /**
             * Format: int64
             * @description How many records match the filters, across all pages.
             */
            totalMatch: number;
        };
        /** @description The generic listing envelope (spec section 3: `data`, `totalMatch`, `total`). */
        Listing_Customer: {
            /** @description The records of the requested page, in the requested order. */
            data: {
                /** @description Whether the customer may sign in to the app; staff can deactivate accounts. */
                Active: boolean;
                /** @description Country of residence (ISO 3166-1 alpha-2), for compliance review. */
                Country: string;
                /**
                 * Format: date-time
                 * @description When the customer signed up; the listing's default sort is newest first.
                 */
                Created: string;
                /** @description Contact address; the resend-confirmation screen sends to it. */
                Email: string;
                /** @description Whether the customer has confirmed their email; unconfirmed ones can be sent a new confirmation. */
                EmailConfirmed: boolean;
                /** @description Given name. */
                FirstName: string;
                /** @description Family name. */
                LastName: string;
                /** @description The subscription level, which limits smartfolio strategies. */
                MembershipLevel: components["schemas"]["MembershipLevel"];
                /** @description How far through onboarding the customer is. */
                OnboardingStatus: components["schemas"]["OnboardingStatus"];
                /** @description Contact phone number, in international format. */
                Phone: string;
                /**
                 * Format: int64
                 * @description Stable identifier; trading accounts, documents and audit entries point at it.
                 */
                UserId: number;
                /** @description The customer's sign-in name. */
                UserName: string;
            }[];
            /**
             * Format: int64
             * @description How many records exist before filtering.
             */
            total: number;
            /**
             * Format: int64
             * @description How many records match the filters, across all pages.
             */
            totalMatch: number;
        };
        /** @description The generic listing envelope (spec section 3: `data`, `totalMatch`, `total`). */
        Listing_CustomerDocument: {
            /** @description The records of the requested page, in the requested order. */
            data: {
                /** @description Whether the file is stored (the available/missing filter). */
                available: boolean;
                /**
                 * Format: date-time
                 * @description When it was uploaded.
                 */
                created: string;
                /**
                 * Format: int64
                 * @description Stable identifier.
                 */
                documentId: number;
                /** @description The file name as uploaded. */
                fileName: string;
                /** @description What it is (proof of address, W-9, ...). */
                title: string;
                /**
                 * Format: int64
                 * @description The customer who uploaded it.
                 */
                userId: number;
                /** @description Whether the customer can see it in the app (the visible/invisible filter). */
                visible: boolean;
            }[];
            /**
             * Format: int64
             * @description How many records exist before filtering.
             */
            total: number;
            /**
             * Format: int64
             * @description How many records match the filters, across all pages.
             */
            totalMatch: number;
        };
        /** @description The generic listing envelope (spec section 3: `data`, `totalMatch`, `total`). */
        Listing_IdentityDocument: {
            /** @description The records of the requested page, in the requested order. */
            data: {
                /** @description The document's number, masked but for the last four characters. */
                DocumentNumber: string;
                /** @description The kind of document. */
                DocumentType: components["schemas"]["IdentityDocumentType"];
                /**
                 * Format: date-time
                 * @description When it expires; `None` for documents that do not.
                 */
                ExpiryDate?: string | null;
                /**
                 * Format: int64
                 * @description Stable identifier.
                 */
                IdentityDocumentId: number;
                /** @description The issuing country (ISO 3166-1 alpha-2). */
                IssuingCountry: string;
                /**
                 * Format: date-time
                 * @description When the document became valid; the tab's default sort is newest first.
                 */
                StartDate: string;
                /**
                 * Format: int64
                 * @description The customer it identifies.
                 */
                UserId: number;
                /** @description Whether the broker accepted it. */
                Verified: boolean;
            }[];
            /**
             * Format: int64
             * @description How many records exist before filtering.
             */
            total: number;
            /**
             * Format: int64
             * @description How many records match the filters, across all pages.
             */
            totalMatch: number;
        };
        /** @description The generic listing envelope (spec section 3: `data`, `totalMatch`, `total`). */
        Listing_NegativeSettledCash: {
            /** @description The records of the requested page, in the requested order. */
            data: {
                /** @description Its account number. */
                AccountNumber: string;
                /**
                 * Format: date-time
                 * @description The report day; the report sorts by it, newest first (spec 9's `Data desc`).
                 */
                Date: string;
                /**
                 * Format: int64
                 * @description How many consecutive days the account has been negative.
                 */
                DaysNegative: number;
                /** @description The owner's full name. */
                FullName: string;
                /**
                 * Format: int64
                 * @description Stable identifier.
                 */
                ReportId: number;
                /**
                 * Format: double
                 * @description Settled cash that day, in USD (negative).
                 */
                SettledCash: number;
                /**
                 * Format: int64
                 * @description The trading account.
                 */
                TradingAccountId: number;
                /**
                 * Format: double
                 * @description Unsettled cash that day, in USD.
                 */
                UnsettledCash: number;
            }[];
            /**
             * Format: int64
             * @description How many records exist before filtering.
             */
            total: number;
            /**
             * Format: int64
             * @description How many records match the filters, across all pages.
             */
            totalMatch: number;
        };
        /** @description The generic listing envelope (spec section 3: `data`, `totalMatch`, `total`). */
        Listing_OnboardingStatusReconciliation: {
            /** @description The records of the requested page, in the requested order. */
            data: {
                /** @description The broker's account status, in its own words. */
                BrokerStatus: string;
                /**
                 * Format: date-time
                 * @description When the comparison ran.
                 */
                Created: string;
                /** @description Their full name. */
                FullName: string;
                /** @description Whether the two disagree. */
                IsBreak: boolean;
                /** @description The platform's onboarding status. */
                PlatformStatus: components["schemas"]["OnboardingStatus"];
                /**
                 * Format: int64
                 * @description Stable identifier of the row.
                 */
                RowId: number;
                /**
                 * Format: int64
                 * @description The customer.
                 */
                UserId: number;
            }[];
            /**
             * Format: int64
             * @description How many records exist before filtering.
             */
            total: number;
            /**
             * Format: int64
             * @description How many records match the filters, across all pages.
             */
            totalMatch: number;
        };
        /** @description The generic listing envelope (spec section 3: `data`, `totalMatch`, `total`). */
        Listing_Position: {
            /** @description The records of the requested page, in the requested order. */
            data: {
                /**
                 * Format: double
                 * @description The average price paid per share held, in USD.
                 */
                AverageCost: number;
                /**
                 * Format: double
                 * @description The last price of the symbol, in USD.
                 */
                LastPrice: number;
                /**
                 * Format: double
                 * @description Quantity times last price, in USD.
                 */
                MarketValue: number;
                /**
                 * Format: date-time
                 * @description The first booked trade.
                 */
                Opened: string;
                /**
                 * Format: int64
                 * @description Stable identifier: the trading account's id times 64 plus the symbol's place in the universe.
                 */
                PositionId: number;
                /**
                 * Format: double
                 * @description Shares held: booked buys minus booked sells.
                 */
                Quantity: number;
                /**
                 * Format: double
                 * @description Proceeds of sales minus the cost of the shares sold, in USD.
                 */
                RealizedProfit: number;
                /** @description Open while shares are held, Close once all were sold. */
                State: components["schemas"]["PositionState"];
                /** @description The ticker held. */
                Symbol: components["schemas"]["Ticker"];
                /**
                 * Format: int64
                 * @description The trading account that holds it.
                 */
                TradingAccountId: number;
                /**
                 * Format: date-time
                 * @description The last booked trade.
                 */
                Updated: string;
                /**
                 * Format: int64
                 * @description The customer who owns the account.
                 */
                UserId: number;
            }[];
            /**
             * Format: int64
             * @description How many records exist before filtering.
             */
            total: number;
            /**
             * Format: int64
             * @description How many records match the filters, across all pages.
             */
            totalMatch: number;
        };
        /** @description The generic listing envelope (spec section 3: `data`, `totalMatch`, `total`). */
        Listing_PositionReconciliation: {
            /** @description The records of the requested page, in the requested order. */
            data: {
                /** @description Its account number. */
                AccountNumber: string;
                /** @description Whether the two sides differ. */
                IsBreak: boolean;
                /**
                 * Format: double
                 * @description Shares held according to the other side.
                 */
                OtherQuantity: number;
                /**
                 * Format: double
                 * @description Shares held according to this side.
                 */
                Quantity: number;
                /**
                 * Format: int64
                 * @description Stable identifier of the row.
                 */
                RowId: number;
                /** @description Which side reports it. */
                Source: components["schemas"]["ReconciliationSource"];
                /** @description The symbol held. */
                Symbol: string;
                /**
                 * Format: int64
                 * @description The trading account.
                 */
                TradingAccountId: number;
            }[];
            /**
             * Format: int64
             * @description How many records exist before filtering.
             */
            total: number;
            /**
             * Format: int64
             * @description How many records match the filters, across all pages.
             */
            totalMatch: number;
        };
        /** @description The generic listing envelope (spec section 3: `data`, `totalMatch`, `total`). */
        Listing_RestoreRequest: {
            /** @description The records of the requested page, in the requested order. */
            data: {
                /**
                 * Format: date-time
                 * @description When it was asked; the list sorts newest first.
                 */
                Created: string;
                /**
                 * Format: date-time
                 * @description The instant to restore to (never in the future).
                 */
                PointInTime: string;
                /** @description Why the restore is needed. */
                Reason: string;
                /** @description The staff member who asked. */
                RequestedBy: string;
                /**
                 * Format: int64
                 * @description Stable identifier.
                 */
                RestoreRequestId: number;
                /** @description Where the request is. */
                Status: components["schemas"]["RestoreStatus"];
                /**
                 * Format: int64
                 * @description The customer whose data is restored.
                 */
                UserId: number;
            }[];
            /**
             * Format: int64
             * @description How many records exist before filtering.
             */
            total: number;
            /**
             * Format: int64
             * @description How many records match the filters, across all pages.
             */
            totalMatch: number;
        };
        /** @description The generic listing envelope (spec section 3: `data`, `totalMatch`, `total`). */
        Listing_RestrictedAccount: {
            /** @description The records of the requested page, in the requested order. */
            data: {
                /** @description Its account number, carried so the listing needs no join. */
                AccountNumber: string;
                /**
                 * Format: date-time
                 * @description When; the listing sorts newest first.
                 */
                Created: string;
                /** @description The owner's full name. */
                FullName: string;
                /** @description Why the account is restricted. */
                Reason: string;
                /**
                 * Format: int64
                 * @description Stable identifier of the restriction.
                 */
                RestrictedAccountId: number;
                /** @description The staff member who restricted it. */
                RestrictedBy: string;
                /**
                 * Format: int64
                 * @description The restricted trading account.
                 */
                TradingAccountId: number;
                /**
                 * Format: int64
                 * @description The owner.
                 */
                UserId: number;
            }[];
            /**
             * Format: int64
             * @description How many records exist before filtering.
             */
            total: number;
            /**
             * Format: int64
             * @description How many records match the filters, across all pages.
             */
            totalMatch: number;
        };
        /** @description The generic listing envelope (spec section 3: `data`, `totalMatch`, `total`). */
        Listing_RestrictedPermission: {
            /** @description The records of the requested page, in the requested order. */
            data: {
                /** @description Its account number. */
                AccountNumber: string;
                /** @description The permission's `AccountPermissionId` (spec 3). */
                AccountPermissionId: components["schemas"]["AccountPermissionId"];
                /** @description The owner's full name. */
                FullName: string;
                /** @description Whether the permission is currently allowed (false: restricted). */
                IsAllowed: boolean;
                /** @description The permission's `PermissionId` (spec 3). */
                PermissionId: components["schemas"]["AccountPermission"];
                /** @description The permission's name as spec 3 spells it. */
                PermissionName: string;
                /**
                 * Format: int64
                 * @description The trading account the setting belongs to.
                 */
                TradingAccountId: number;
                /**
                 * Format: date-time
                 * @description When the setting last changed.
                 */
                Updated: string;
            }[];
            /**
             * Format: int64
             * @description How many records exist before filtering.
             */
            total: number;
            /**
             * Format: int64
             * @description How many records match the filters, across all pages.
             */
            totalMatch: number;
        };
        /** @description The generic listing envelope (spec section 3: `data`, `totalMatch`, `total`). */
        Listing_Trade: {
            /** @description The records of the requested page, in the requested order. */
            data: {
                /**
                 * Format: double
                 * @description Quantity times price in USD, rounded to the cent: what moves in cash,
                 *     and what the order's executions add up to.
                 */
                Amount: number;
                /**
                 * Format: date-time
                 * @description When the trade was booked (a booked trade: its order's last execution)
                 *     or placed (one not booked); the listing's default sort is newest first.
                 */
                CreatedDate: string;
                /**
                 * Format: int64
                 * @description The order this trade books: a booked trade is exactly what the order's
                 *     executions add up to (quantity and amount), at the last execution's time.
                 */
                OrderId: number;
                /** @description Manual or Smartfolio. */
                Origin: components["schemas"]["TradeOrigin"];
                /**
                 * Format: double
                 * @description The price per share in USD.
                 */
                Price: number;
                /**
                 * Format: double
                 * @description Shares traded (fractional shares allowed, to the thousandth).
                 */
                Quantity: number;
                /** @description BUY or SELL. */
                Side: components["schemas"]["TradeSide"];
                /** @description Where the trade stands. */
                Status: components["schemas"]["TradeStatus"];
                /** @description The ticker traded; joins the symbols (assets) by ticker. */
                Symbol: components["schemas"]["Ticker"];
                /**
                 * Format: int64
                 * @description Stable identifier (spec 3), used by the detail route.
                 */
                TradeId: number;
                /**
                 * Format: int64
                 * @description The trading account that traded.
                 */
                TradingAccountId: number;
                /**
                 * Format: int64
                 * @description The customer who owns the account, so listings filter by customer without a join.
                 */
                UserId: number;
            }[];
            /**
             * Format: int64
             * @description How many records exist before filtering.
             */
            total: number;
            /**
             * Format: int64
             * @description How many records match the filters, across all pages.
             */
            totalMatch: number;
        };
        /** @description The generic listing envelope (spec section 3: `data`, `totalMatch`, `total`). */
        Listing_TradeReconciliation: {
            /** @description The records of the requested page, in the requested order. */
            data: {
                /** @description Its account number. */
                AccountNumber: string;
                /**
                 * Format: double
                 * @description Price per share on the broker's side.
                 */
                BrokerPrice: number;
                /**
                 * Format: double
                 * @description Shares on the broker's side.
                 */
                BrokerQuantity: number;
                /**
                 * Format: date-time
                 * @description The report day; default sort newest first (spec 9's `Data desc`).
                 */
                Date: string;
                /** @description Whether the two sides differ. */
                IsBreak: boolean;
                /**
                 * Format: double
                 * @description Price per share on the platform's side.
                 */
                PlatformPrice: number;
                /**
                 * Format: double
                 * @description Shares on the platform's side.
                 */
                PlatformQuantity: number;
                /**
                 * Format: int64
                 * @description Stable identifier of the row.
                 */
                RowId: number;
                /** @description BUY or SELL. */
                Side: string;
                /** @description The symbol traded. */
                Symbol: string;
                /**
                 * Format: int64
                 * @description The trading account.
                 */
                TradingAccountId: number;
            }[];
            /**
             * Format: int64
             * @description How many records exist before filtering.
             */
            total: number;
            /**
             * Format: int64
             * @description How many records match the filters, across all pages.
             */
            totalMatch: number;
        };
        /** @description The generic listing envelope (spec section 3: `data`, `totalMatch`, `total`). */
        Listing_TradingAccount: {
            /** @description The records of the requested page, in the requested order. */
            data: {
                /** @description The broker's account number, as staff quote it on the phone. */
                AccountNumber: string;
                /** @description The account type (spec section 3 numbering). */
                AccountType: components["schemas"]["AccountType"];
                /**
                 * Format: double
                 * @description Settled cash in USD.
                 */
                CashBalance: number;
                /**
                 * Format: date-time
                 * @description When the account was opened; the listing's default sort is newest first.
                 */
                Created: string;
                /** @description The owner's email, carried so the listing can be searched by it. */
                Email: string;
                /** @description The owner's full name, carried so the listing needs no join. */
                FullName: string;
                /**
                 * Format: int64
                 * @description Stable identifier (spec section 3), used by the detail route.
                 */
                TradingAccountId: number;
                /**
                 * Format: int64
                 * @description The owning customer.
                 */
                UserId: number;
            }[];
            /**
             * Format: int64
             * @description How many records exist before filtering.
             */
            total: number;
            /**
             * Format: int64
             * @description How many records match the filters, across all pages.
             */
            totalMatch: number;
        };
        /** @description The generic listing envelope (spec section 3: `data`, `totalMatch`, `total`). */
        Listing_Transfer: {
            /** @description The records of the requested page, in the requested order. */
            data: {
                /**
                 * Format: double
                 * @description The amount in USD, always positive; the type gives the direction.
                 */
                Amount: number;
                /**
                 * Format: int64
                 * @description The bank account of an ACH movement; none for smartfolio and broker movements.
                 */
                BankAccountId?: number | null;
                /**
                 * Format: date-time
                 * @description When the customer asked for the movement; the listing's default sort is newest first.
                 */
                Created: string;
                /** @description INVEST or WITHDRAW, following from the type. */
                Kind: components["schemas"]["CashMovementKind"];
                /**
                 * Format: date-time
                 * @description When the movement was processed (settled, rejected, failed or cancelled); none while open.
                 */
                Processed?: string | null;
                /** @description Where the transfer stands. */
                Status: components["schemas"]["TransferStatus"];
                /**
                 * Format: int64
                 * @description The trading account whose cash moves.
                 */
                TradingAccountId: number;
                /**
                 * Format: int64
                 * @description Stable identifier (spec 3), used by the detail route.
                 */
                TransferId: number;
                /** @description What moves where. */
                Type: components["schemas"]["TransferType"];
                /**
                 * Format: int64
                 * @description The customer who owns the account, so listings filter by customer without a join.
                 */
                UserId: number;
                /** @description The watchlist reasons the account carries (spec 4's ACH withdrawal watch filters on them). */
                WatchlistTypes: components["schemas"]["AchWatchlistType"][];
            }[];
            /**
             * Format: int64
             * @description How many records exist before filtering.
             */
            total: number;
            /**
             * Format: int64
             * @description How many records match the filters, across all pages.
             */
            totalMatch: number;
        };
        /**
         * @description A reviewer's manual override of the review (spec 3: F Manual Fail, P
         *     Manual Pass, R Needs Further Review).
         * @enum {string}
         */
        ManualOverrideCode: "F" | "P" | "R";
        /**
         * @description The body of a manual override.
         * @example {
         *       "manualOverride": "R"
         *     }
         */
        ManualOverridePayload: {
            manualOverride?: components["schemas"]["ManualOverrideCode"] | null;
        };
        /** @description A symbol's intraday price series in its exchange's hours, one point a minute. */
        MarketDataSeries: {
            /**
             * @description The points from the open to now (or to the close, the closing print
             *     included), oldest first; a session that has closed holds all 391.
             */
            points: components["schemas"]["SeriesPoint"][];
            /**
             * Format: double
             * @description The last price of the session before (the previous day's close).
             */
            previousClose: number;
            /**
             * Format: date-time
             * @description When that session closes (or closed): 4:00 PM in the exchange's zone.
             */
            sessionClose: string;
            /**
             * Format: date-time
             * @description When the session of the series opened: 9:30 AM in the exchange's zone, as an instant.
             */
            sessionOpen: string;
            /** @description The ticker. */
            symbol: string;
            /** @description The exchange's time zone (IANA), whose hours the session keeps: `America/New_York`. */
            timeZone: string;
        };
        /**
         * @description The membership levels of spec section 3, numbered as the spec numbers them.
         *
         *     1 Free, 2 Lite, 3 Advanced, 4 Pro.
         * @enum {integer}
         */
        MembershipLevel: 1 | 2 | 3 | 4;
        /**
         * @description The membership types of smartfolios (spec 3), spelt as the spec spells them.
         * @enum {string}
         */
        MembershipType: "Unknown" | "Free_Legacy" | "Lite_Legacy" | "Advanced_Legacy" | "Pro_Legacy";
        /**
         * @description The body of `GET /meta.json`.
         * @example {
         *       "version": "0.1.90"
         *     }
         */
        Meta: {
            /**
             * @description The deployed console version; the console compares it, dotted part by
             *     dotted part, with the version it is running to advise a refresh.
             */
            version: string;
        };
        /** @description One row of the negative settled cash report: an account whose settled cash went below zero on a day. */
        NegativeSettledCash: {
            /** @description Its account number. */
            AccountNumber: string;
            /**
             * Format: date-time
             * @description The report day; the report sorts by it, newest first (spec 9's `Data desc`).
             */
            Date: string;
            /**
             * Format: int64
             * @description How many consecutive days the account has been negative.
             */
            DaysNegative: number;
            /** @description The owner's full name. */
            FullName: string;
            /**
             * Format: int64
             * @description Stable identifier.
             */
            ReportId: number;
            /**
             * Format: double
             * @description Settled cash that day, in USD (negative).
             */
            SettledCash: number;
            /**
             * Format: int64
             * @description The trading account.
             */
            TradingAccountId: number;
            /**
             * Format: double
             * @description Unsettled cash that day, in USD.
             */
            UnsettledCash: number;
        };
        /**
         * @description Net worth bands (spec 3: seven, up to above 3,000,000 USD).
         * @enum {string}
         */
        NetWorth: "Below50000" | "50000To100000" | "100000To250000" | "250000To500000" | "500000To1000000" | "1000000To3000000" | "Above3000000";
        /** @description A notification, with every field of spec 3. */
        Notification: {
            action?: components["schemas"]["ActionType"] | null;
            /** @description The button text of the notification. */
            actionText?: string | null;
            /** @description The colour (one of the selectable colour types). */
            color?: string | null;
            /**
             * Format: date-time
             * @description When it was created; the list is newest first.
             */
            createdDate: string;
            /** @description The body (longer than 10 characters, spec 9). */
            description: string;
            /**
             * Format: date-time
             * @description When it stops; absent shows 'Not Available' in the list (spec 8).
             */
            endDateUtc?: string | null;
            /** @description The URL to open, for `routeExternally`. */
            externalUrl?: string | null;
            /**
             * Format: int32
             * @description After how many showings the user may hide it (1 to 10).
             */
            hideAllowedAfter?: number | null;
            /** @description HTML content, for the full-screen modal. */
            htmlContent?: string | null;
            /** @description The icon (one of the selectable icon types). */
            icon?: string | null;
            /** @description The modal's action button text. */
            modalActionText?: string | null;
            /** @description The modal's dismiss button text. */
            modalDismissText?: string | null;
            /** @description An image shown in the modal. */
            modalGraphicUrl?: string | null;
            /**
             * Format: int64
             * @description Stable identifier.
             */
            notificationMasterId: number;
            /** @description How it is delivered. */
            notificationType: components["schemas"]["NotificationType"];
            /** @description The app screen to open, for `routeInternally`. */
            route?: string | null;
            /** @description Parameters of that screen, as JSON text. */
            routeParams?: string | null;
            /**
             * Format: int32
             * @description The colour sequence number.
             */
            sequence?: number | null;
            /**
             * Format: date-time
             * @description When it starts showing.
             */
            startDateUtc: string;
            /** @description Who receives it (one of the selectable target audience types). */
            targetAudience: string;
            /** @description Text content, for text modals and push. */
            textContent?: string | null;
            /** @description The headline. */
            title: string;
        };
        /** @description The notification list's envelope (spec 3: `data` and `totalCount`). */
        NotificationList: {
            /** @description The notifications of the page, newest first. */
            data: components["schemas"]["Notification"][];
            /**
             * Format: int64
             * @description How many notifications there are.
             */
            totalCount: number;
        };
        /**
         * @description The body of `POST /api/v2/Notification` and `PUT /api/v2/Notification/{id}`
         *     (spec 7). The console strips empty fields before sending, so every field
         *     may be absent; the server checks them in the spec 5 order.
         * @example {
         *       "action": "halfScreenTextModal",
         *       "actionText": "Read more",
         *       "color": "Indigo",
         *       "description": "US markets are closed on Thursday for Thanksgiving.",
         *       "endDateUtc": "2026-11-27T00:00:00Z",
         *       "hideAllowedAfter": 3,
         *       "icon": "info",
         *       "modalActionText": "Got it",
         *       "modalDismissText": "Not now",
         *       "modalGraphicUrl": "https://cdn.brokerage.example/notifications/holiday.png",
         *       "notificationType": "Both",
         *       "sequence": 1,
         *       "startDateUtc": "2026-11-25T00:00:00Z",
         *       "targetAudience": "All",
         *       "textContent": "Trading resumes on Friday.",
         *       "title": "Markets closed for the holiday"
         *     }
         */
        NotificationPayload: {
            action?: components["schemas"]["ActionType"] | null;
            /** @description The notification's button text. */
            actionText?: string | null;
            /** @description The colour; required. */
            color?: string | null;
            /** @description The body; required, 11 to 240 characters of display text. */
            description?: string | null;
            /**
             * Format: date-time
             * @description When it stops; required unless the notification is push only; not before the start.
             */
            endDateUtc?: string | null;
            /** @description For `routeExternally`: an http(s) URL; required then. */
            externalUrl?: string | null;
            /**
             * Format: int32
             * @description After how many showings the user may hide it: 1 to 10.
             */
            hideAllowedAfter?: number | null;
            /** @description For `fullScreenHtmlModal`: the HTML; required then. */
            htmlContent?: string | null;
            /** @description The icon; required. */
            icon?: string | null;
            /** @description The modal's action button text. */
            modalActionText?: string | null;
            /** @description The modal's dismiss button text. */
            modalDismissText?: string | null;
            /** @description For `halfScreenTextModal`: the image; required then. */
            modalGraphicUrl?: string | null;
            /**
             * Format: int64
             * @description On update only: the id, which must match the path.
             */
            notificationMasterId?: number | null;
            notificationType?: components["schemas"]["NotificationType"] | null;
            /** @description For `routeInternally`: the app screen; required then. */
            route?: string | null;
            /** @description For `routeInternally`: the screen's parameters; required then. */
            routeParams?: string | null;
            /**
             * Format: int32
             * @description The colour sequence number.
             */
            sequence?: number | null;
            /**
             * Format: date-time
             * @description When it starts showing; required, not in the past when creating.
             */
            startDateUtc?: string | null;
            /** @description Who receives it: one of the selectable target audience types. */
            targetAudience?: string | null;
            /** @description For `halfScreenTextModal`: the text; required then. */
            textContent?: string | null;
            /** @description The headline; required, 1 to 100 characters of display text. */
            title?: string | null;
        };
        /** @description The notification form's options, from `GET /api/v2/Notification/selectables` (spec 7). */
        NotificationSelectables: {
            /** @description The action types (spec 3 names four). */
            actionTypes: components["schemas"]["Selectable"][];
            /** @description The colours. */
            colorTypes: components["schemas"]["Selectable"][];
            /** @description The icons. */
            iconTypes: components["schemas"]["Selectable"][];
            /** @description The app screens a notification can open. */
            routeTypes: components["schemas"]["Selectable"][];
            /** @description Who a notification can target. */
            targetAudienceTypes: components["schemas"]["Selectable"][];
        };
        /**
         * @description How a notification is delivered (spec 3).
         * @enum {string}
         */
        NotificationType: "Both" | "Push" | "InApp" | "NotSet";
        /**
         * @description The error body of `POST /connect/token` (RFC 6749 section 5.2).
         *
         *     The console shows `error_description` when present, otherwise `error`
         *     (spec section 8: "when no access token is returned, the error field is shown").
         * @example {
         *       "error": "invalid_grant",
         *       "error_description": "The username or password is incorrect."
         *     }
         */
        OAuthError: {
            /** @description The RFC 6749 error code. */
            error: components["schemas"]["OAuthErrorCode"];
            /** @description A sentence for the person signing in. */
            error_description: string;
        };
        /**
         * @description The error codes of RFC 6749 section 5.2 that the token endpoint answers.
         * @enum {string}
         */
        OAuthErrorCode: "invalid_request" | "invalid_client" | "invalid_grant" | "unsupported_grant_type" | "invalid_scope" | "temporarily_unavailable" | "server_error";
        /** @description How many customers stand at one onboarding status. */
        OnboardingCount: {
            /**
             * Format: int64
             * @description Customers at that status; the User Accounts listing with `onboardingStatus` counts the same.
             */
            customers: number;
            /** @description The status, as spelt in spec 3. */
            status: components["schemas"]["OnboardingStatus"];
        };
        /**
         * @description The onboarding statuses of spec section 3, spelt as the spec spells them.
         * @enum {string}
         */
        OnboardingStatus: "Unknown" | "Waiting Broker Verify" | "Broker Verify Failed" | "Broker Account Required" | "Bank Account Failed" | "Bank Account Pending" | "Funding Required" | "Funding Pending" | "Onboarding Complete" | "Invested";
        /** @description A customer's onboarding status compared with the broker's account status. */
        OnboardingStatusReconciliation: {
            /** @description The broker's account status, in its own words. */
            BrokerStatus: string;
            /**
             * Format: date-time
             * @description When the comparison ran.
             */
            Created: string;
            /** @description Their full name. */
            FullName: string;
            /** @description Whether the two disagree. */
            IsBreak: boolean;
            /** @description The platform's onboarding status. */
            PlatformStatus: components["schemas"]["OnboardingStatus"];
            /**
             * Format: int64
             * @description Stable identifier of the row.
             */
            RowId: number;
            /**
             * Format: int64
             * @description The customer.
             */
            UserId: number;
        };
        /**
         * @description The body of `POST /api/admin/trading-accounts` (the Add account screen).
         * @example {
         *       "AccountType": 6,
         *       "UserId": 10000
         *     }
         */
        OpenTradingAccountPayload: {
            /** @description The account type (spec section 3 numbering); Unknown (0) cannot be chosen. */
            AccountType: components["schemas"]["AccountType"];
            /**
             * Format: int64
             * @description The customer who will own the account.
             */
            UserId: number;
        };
        /** @description An order placed for a trading account. */
        Order: {
            /** @description Buy, Sell, Invest or Withdraw. */
            Action: components["schemas"]["OrderAction"];
            /**
             * Format: double
             * @description The estimated value (quantity times the reference price) in USD.
             */
            Amount: number;
            /**
             * Format: double
             * @description The average execution price in USD; none while nothing executed.
             */
            AveragePrice?: number | null;
            /**
             * Format: date-time
             * @description When the order was placed; the orders pages filter on it (default: today) and sort by it.
             */
            CreatedDate: string;
            /**
             * Format: double
             * @description Shares executed so far: the sum of the order's executions.
             */
            FilledQuantity: number;
            /** @description The hold state (spec 4), following from the lifecycle. */
            HoldState: components["schemas"]["HoldState"];
            /**
             * Format: double
             * @description The limit price of a Limit order, in USD; none for Market orders.
             */
            LimitPrice?: number | null;
            /**
             * Format: int64
             * @description Stable identifier; executions and FIX messages point at it.
             */
            OrderId: number;
            /** @description The numeric lifecycle value 0-20 (spec 4). */
            OrderStatusId: components["schemas"]["OrderLifecycle"];
            /** @description Market or Limit. */
            OrderType: components["schemas"]["OrderType"];
            /**
             * Format: double
             * @description Shares ordered.
             */
            Quantity: number;
            /** @description The filter status (spec 4), following from the lifecycle. */
            Status: components["schemas"]["OrderStatus"];
            /** @description The text status (spec 4), following from the lifecycle. */
            StatusText: components["schemas"]["OrderStatusText"];
            SubmissionStatus?: components["schemas"]["SubmissionStatus"] | null;
            /** @description The ticker ordered; joins the symbols (assets) by ticker. */
            Symbol: components["schemas"]["Ticker"];
            /**
             * Format: int64
             * @description The trading account the order is for.
             */
            TradingAccountId: number;
            /**
             * Format: date-time
             * @description When the order last changed state.
             */
            UpdatedDate: string;
            /**
             * Format: int64
             * @description The customer who owns the account.
             */
            UserId: number;
        };
        /**
         * @description What the order does (spec 3: Buy, Sell, Invest, Withdraw).
         * @enum {string}
         */
        OrderAction: "Buy" | "Sell" | "Invest" | "Withdraw";
        /** @description One row of the Aggregate Accounts view: a trading account's orders summed. */
        OrderAggregateByAccount: {
            /**
             * Format: int64
             * @description How many of them buy (Buy, Invest).
             */
            BuyCount: number;
            /**
             * Format: int64
             * @description How many orders it placed.
             */
            OrderCount: number;
            /**
             * Format: int64
             * @description How many of them sell (Sell, Withdraw).
             */
            SellCount: number;
            /**
             * Format: double
             * @description The summed order amounts in USD.
             */
            TotalAmount: number;
            /**
             * Format: int64
             * @description The trading account.
             */
            TradingAccountId: number;
        };
        /** @description One row of the Aggregate Actions view: the orders of one action summed. */
        OrderAggregateByAction: {
            /** @description The action. */
            Action: components["schemas"]["OrderAction"];
            /**
             * Format: int64
             * @description How many orders carry it.
             */
            OrderCount: number;
            /**
             * Format: double
             * @description The summed order amounts in USD.
             */
            TotalAmount: number;
            /**
             * Format: double
             * @description The summed quantities.
             */
            TotalQuantity: number;
        };
        /** @description One row of the Aggregate Symbols view: a symbol's orders summed. */
        OrderAggregateBySymbol: {
            /**
             * Format: double
             * @description Shares bought (Buy, Invest) minus shares sold (Sell, Withdraw).
             */
            NetQuantity: number;
            /**
             * Format: int64
             * @description How many orders name it.
             */
            OrderCount: number;
            /** @description The ticker. */
            Symbol: components["schemas"]["Ticker"];
            /**
             * Format: double
             * @description The summed order amounts in USD.
             */
            TotalAmount: number;
        };
        /**
         * @description The numeric order lifecycle of spec 4 (0 New ... 20 Replaced), numbered as the spec numbers it.
         *
         *     0 New, 1 Queued, 2 Pending, 3 Submitted, 4 Accepted, 5 Executed, 6 PartialFill, 7 Filled, 8 Hold, 9 Cancelled, 10 Deleted, 11 Error, 12 Rejected, 13 Assigning, 14 PartialFillCancelled, 15 PartialFillRejected, 16 AutomaticCancelling, 17 UserCancelling, 18 TimeInForceCancelling, 19 CancelReplacing, 20 Replaced.
         * @enum {integer}
         */
        OrderLifecycle: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 16 | 17 | 18 | 19 | 20;
        /**
         * @description The order listings' envelope (spec 3: `Data` with `Items`, `Count`,
         *     `TotalCount`, `MatchedCount` and `TotalPages`).
         */
        OrderListing_ExecutionReport: {
            /** @description The page. */
            Data: components["schemas"]["OrderPage_ExecutionReport"];
        };
        /**
         * @description The order listings' envelope (spec 3: `Data` with `Items`, `Count`,
         *     `TotalCount`, `MatchedCount` and `TotalPages`).
         */
        OrderListing_FixOrder: {
            /** @description The page. */
            Data: components["schemas"]["OrderPage_FixOrder"];
        };
        /**
         * @description The order listings' envelope (spec 3: `Data` with `Items`, `Count`,
         *     `TotalCount`, `MatchedCount` and `TotalPages`).
         */
        OrderListing_Order: {
            /** @description The page. */
            Data: components["schemas"]["OrderPage_Order"];
        };
        /** @description One page of an order listing. */
        OrderPage_ExecutionReport: {
            /**
             * Format: int64
             * @description How many records the page holds.
             */
            Count: number;
            /** @description The records of the page, in the requested order. */
            Items: {
                /** @description The order's action. */
                Action: components["schemas"]["OrderAction"];
                /** @description Fill or PartialFill. */
                ExecType: components["schemas"]["ExecType"];
                /**
                 * Format: date-time
                 * @description When it executed.
                 */
                ExecutedAt: string;
                /**
                 * Format: int64
                 * @description Stable identifier: the order's id times 4 plus the execution's place.
                 */
                ExecutionId: number;
                /**
                 * Format: double
                 * @description The execution price in USD.
                 */
                LastPrice: number;
                /**
                 * Format: double
                 * @description Shares executed in this report.
                 */
                LastQty: number;
                /**
                 * Format: int64
                 * @description The order executed.
                 */
                OrderId: number;
                /** @description The ticker executed. */
                Symbol: components["schemas"]["Ticker"];
                /**
                 * Format: int64
                 * @description The trading account of the order.
                 */
                TradingAccountId: number;
                /** @description The market centre that executed. */
                Venue: components["schemas"]["Venue"];
            }[];
            /**
             * Format: int64
             * @description How many records match the filters.
             */
            MatchedCount: number;
            /**
             * Format: int64
             * @description How many records exist before filtering.
             */
            TotalCount: number;
            /**
             * Format: int64
             * @description How many pages the matches fill at this page size.
             */
            TotalPages: number;
        };
        /** @description One page of an order listing. */
        OrderPage_FixOrder: {
            /**
             * Format: int64
             * @description How many records the page holds.
             */
            Count: number;
            /** @description The records of the page, in the requested order. */
            Items: {
                /** @description The client order id (FIX tag 11) quoted to the broker. */
                ClOrdId: components["schemas"]["ClOrdId"];
                /**
                 * Format: int64
                 * @description Stable identifier: equal to the order's id (one message per order).
                 */
                FixOrderId: number;
                /** @description The broker's latest status (FIX tag 39). */
                OrdStatus: components["schemas"]["FixOrdStatus"];
                /** @description The order type (FIX tag 40, as the console names it). */
                OrdType: components["schemas"]["OrderType"];
                /**
                 * Format: int64
                 * @description The order sent.
                 */
                OrderId: number;
                /**
                 * Format: double
                 * @description The quantity (FIX tag 38).
                 */
                OrderQty: number;
                /**
                 * Format: double
                 * @description The limit price (FIX tag 44), if any.
                 */
                Price?: number | null;
                /** @description The side (FIX tag 54). */
                Side: components["schemas"]["FixSide"];
                /** @description The ticker (FIX tag 55). */
                Symbol: components["schemas"]["Ticker"];
                /**
                 * Format: int64
                 * @description The trading account of the order.
                 */
                TradingAccountId: number;
                /**
                 * Format: date-time
                 * @description When the message was sent (FIX tag 60).
                 */
                TransactTime: string;
            }[];
            /**
             * Format: int64
             * @description How many records match the filters.
             */
            MatchedCount: number;
            /**
             * Format: int64
             * @description How many records exist before filtering.
             */
            TotalCount: number;
            /**
             * Format: int64
             * @description How many pages the matches fill at this page size.
             */
            TotalPages: number;
        };
        /** @description One page of an order listing. */
        OrderPage_Order: {
            /**
             * Format: int64
             * @description How many records the page holds.
             */
            Count: number;
            /** @description The records of the page, in the requested order. */
            Items: {
                /** @description Buy, Sell, Invest or Withdraw. */
                Action: components["schemas"]["OrderAction"];
                /**
                 * Format: double
                 * @description The estimated value (quantity times the reference price) in USD.
                 */
                Amount: number;
                /**
                 * Format: double
                 * @description The average execution price in USD; none while nothing executed.
                 */
                AveragePrice?: number | null;
                /**
                 * Format: date-time
                 * @description When the order was placed; the orders pages filter on it (default: today) and sort by it.
                 */
                CreatedDate: string;
                /**
                 * Format: double
                 * @description Shares executed so far: the sum of the order's executions.
                 */
                FilledQuantity: number;
                /** @description The hold state (spec 4), following from the lifecycle. */
                HoldState: components["schemas"]["HoldState"];
                /**
                 * Format: double
                 * @description The limit price of a Limit order, in USD; none for Market orders.
                 */
                LimitPrice?: number | null;
                /**
                 * Format: int64
                 * @description Stable identifier; executions and FIX messages point at it.
                 */
                OrderId: number;
                /** @description The numeric lifecycle value 0-20 (spec 4). */
                OrderStatusId: components["schemas"]["OrderLifecycle"];
                /** @description Market or Limit. */
                OrderType: components["schemas"]["OrderType"];
                /**
                 * Format: double
                 * @description Shares ordered.
                 */
                Quantity: number;
                /** @description The filter status (spec 4), following from the lifecycle. */
                Status: components["schemas"]["OrderStatus"];
                /** @description The text status (spec 4), following from the lifecycle. */
                StatusText: components["schemas"]["OrderStatusText"];
                SubmissionStatus?: components["schemas"]["SubmissionStatus"] | null;
                /** @description The ticker ordered; joins the symbols (assets) by ticker. */
                Symbol: components["schemas"]["Ticker"];
                /**
                 * Format: int64
                 * @description The trading account the order is for.
                 */
                TradingAccountId: number;
                /**
                 * Format: date-time
                 * @description When the order last changed state.
                 */
                UpdatedDate: string;
                /**
                 * Format: int64
                 * @description The customer who owns the account.
                 */
                UserId: number;
            }[];
            /**
             * Format: int64
             * @description How many records match the filters.
             */
            MatchedCount: number;
            /**
             * Format: int64
             * @description How many records exist before filtering.
             */
            TotalCount: number;
            /**
             * Format: int64
             * @description How many pages the matches fill at this page size.
             */
            TotalPages: number;
        };
        /**
         * @description A named status preset of spec 4.
         * @enum {string}
         */
        OrderPreset: "submitted" | "unsubmitted";
        /**
         * @description The order status filter set of spec 4.
         * @enum {string}
         */
        OrderStatus: "Complete" | "OnOpen" | "OnHold" | "Submitted" | "Enqueued" | "Rejected" | "Cancelled" | "Skipped" | "SubmittedOther" | "UnsubmittedOther";
        /**
         * @description The text status set of spec 4 (complete, cancelled, skipped, sending,
         *     rejected, on open, NotSent_UnknownReason).
         * @enum {string}
         */
        OrderStatusText: "complete" | "cancelled" | "skipped" | "sending" | "rejected" | "on open" | "NotSent_UnknownReason";
        /**
         * @description The order type (spec 3 filter: All, Market, Limit; `All` is a filter value).
         * @enum {string}
         */
        OrderType: "Market" | "Limit";
        /**
         * @description The body of `POST` and `PUT /api/admin/smartfolios/overrides`.
         * @example {
         *       "reason": "Earnings blackout",
         *       "smartfolioId": 3,
         *       "symbol": "NVDA",
         *       "weight": 0.05
         *     }
         */
        OverridePayload: {
            /** @description Why (1 to 200 characters of display text). */
            reason: string;
            /**
             * Format: int64
             * @description The smartfolio to override.
             */
            smartfolioId: number;
            symbol: string;
            /**
             * Format: double
             * @description The weight, 0 to 1.
             */
            weight: number;
        };
        /** @description One permission as the roles screen lists it: the claim and a readable name. */
        Permission: {
            /** @description A readable name, shown as a chip on the roles table. */
            name: string;
            /** @description The claim this permission grants. */
            value: components["schemas"]["Claim"];
        };
        /** @description A group of related permissions, for the role dialog's transfer lists. */
        PermissionGroup: {
            /** @description A stable key for the group. */
            key: string;
            /** @description The group's readable name. */
            name: string;
            /** @description The permissions in the group, in spec 6 order. */
            permissions: components["schemas"]["Permission"][];
        };
        /**
         * @description One permission in a create or update payload: only its claim travels.
         * @example {
         *       "Value": "users.view"
         *     }
         */
        PermissionValue: {
            /** @description The claim to grant (spec 6). */
            Value: components["schemas"]["Claim"];
        };
        /** @description The holding of one symbol in one trading account, following from its booked trades. */
        Position: {
            /**
             * Format: double
             * @description The average price paid per share held, in USD.
             */
            AverageCost: number;
            /**
             * Format: double
             * @description The last price of the symbol, in USD.
             */
            LastPrice: number;
            /**
             * Format: double
             * @description Quantity times last price, in USD.
             */
            MarketValue: number;
            /**
             * Format: date-time
             * @description The first booked trade.
             */
            Opened: string;
            /**
             * Format: int64
             * @description Stable identifier: the trading account's id times 64 plus the symbol's place in the universe.
             */
            PositionId: number;
            /**
             * Format: double
             * @description Shares held: booked buys minus booked sells.
             */
            Quantity: number;
            /**
             * Format: double
             * @description Proceeds of sales minus the cost of the shares sold, in USD.
             */
            RealizedProfit: number;
            /** @description Open while shares are held, Close once all were sold. */
            State: components["schemas"]["PositionState"];
            /** @description The ticker held. */
            Symbol: components["schemas"]["Ticker"];
            /**
             * Format: int64
             * @description The trading account that holds it.
             */
            TradingAccountId: number;
            /**
             * Format: date-time
             * @description The last booked trade.
             */
            Updated: string;
            /**
             * Format: int64
             * @description The customer who owns the account.
             */
            UserId: number;
        };
        /** @description A position as one side reports it. */
        PositionReconciliation: {
            /** @description Its account number. */
            AccountNumber: string;
            /** @description Whether the two sides differ. */
            IsBreak: boolean;
            /**
             * Format: double
             * @description Shares held according to the other side.
             */
            OtherQuantity: number;
            /**
             * Format: double
             * @description Shares held according to this side.
             */
            Quantity: number;
            /**
             * Format: int64
             * @description Stable identifier of the row.
             */
            RowId: number;
            /** @description Which side reports it. */
            Source: components["schemas"]["ReconciliationSource"];
            /** @description The symbol held. */
            Symbol: string;
            /**
             * Format: int64
             * @description The trading account.
             */
            TradingAccountId: number;
        };
        /**
         * @description Whether a position is still held (spec 3: Open, Close; `All` is a filter value).
         * @enum {string}
         */
        PositionState: "Open" | "Close";
        /**
         * @description An `application/problem+json` body (RFC 9457) that also carries the
         *     product's `error` text, which the console shows on a non-200 status
         *     (spec section 8).
         * @example {
         *       "detail": "This operation requires the claim users.view.",
         *       "error": "This operation requires the claim users.view.",
         *       "status": 403,
         *       "title": "Forbidden",
         *       "type": "about:blank"
         *     }
         */
        Problem: {
            /** @description What went wrong with this request, in a sentence. */
            detail: string;
            /** @description The text the console shows (spec section 8); the same sentence as `detail`. */
            error: string;
            /** @description For invalid input: the offending fields, each with its messages. */
            errors?: {
                [key: string]: string[];
            };
            /**
             * Format: int32
             * @description The HTTP status, repeated so the body stands alone.
             */
            status: number;
            /** @description The status's short, fixed summary. */
            title: string;
            /** @description A URI naming the kind of problem; `about:blank` when the status says it all. */
            type: string;
        };
        /**
         * @description Which side of a comparison a position row comes from (spec 9: positions sort by `Source` desc).
         * @enum {string}
         */
        ReconciliationSource: "Broker" | "Platform";
        /**
         * @description How a trusted contact relates to the customer: a closed set, which the
         *     console shows by its label in the reader's language.
         * @enum {string}
         */
        Relationship: "Spouse" | "Parent" | "Sibling" | "Child" | "Friend" | "Attorney";
        /** @description The answer of a resent confirmation. */
        ResendConfirmationAnswer: {
            /** @description Where the email went. */
            Email: string;
            /** @description `Success`. */
            Message: string;
            /**
             * Format: date-time
             * @description When it was sent.
             */
            Sent: string;
        };
        /**
         * @description The body of `POST /api/admin/users/resend-confirmation`.
         * @example {
         *       "Email": "user10011@mail.example"
         *     }
         */
        ResendConfirmationPayload: {
            /** @description The email address the user signed up with (not blank). */
            Email: string;
        };
        /** @description A request to restore a customer's data to a point in time. */
        RestoreRequest: {
            /**
             * Format: date-time
             * @description When it was asked; the list sorts newest first.
             */
            Created: string;
            /**
             * Format: date-time
             * @description The instant to restore to (never in the future).
             */
            PointInTime: string;
            /** @description Why the restore is needed. */
            Reason: string;
            /** @description The staff member who asked. */
            RequestedBy: string;
            /**
             * Format: int64
             * @description Stable identifier.
             */
            RestoreRequestId: number;
            /** @description Where the request is. */
            Status: components["schemas"]["RestoreStatus"];
            /**
             * Format: int64
             * @description The customer whose data is restored.
             */
            UserId: number;
        };
        /**
         * @description The body of `POST /api/admin/operations/restore-requests`.
         * @example {
         *       "PointInTime": "2026-01-14T09:00:00Z",
         *       "Reason": "Customer deleted their watchlists by mistake",
         *       "UserId": 10001
         *     }
         */
        RestoreRequestPayload: {
            /**
             * Format: date-time
             * @description The instant to restore to: in the past, and within the 35 days backups are kept.
             */
            PointInTime: string;
            /** @description Why (1 to 500 characters of display text). */
            Reason: string;
            /**
             * Format: int64
             * @description The customer whose data to restore.
             */
            UserId: number;
        };
        /**
         * @description Where a restore request is.
         * @enum {string}
         */
        RestoreStatus: "Pending" | "Running" | "Complete" | "Failed";
        /**
         * @description A trading account under restriction (the restrictions listing and the
         *     compliance Restricted Accounts list).
         */
        RestrictedAccount: {
            /** @description Its account number, carried so the listing needs no join. */
            AccountNumber: string;
            /**
             * Format: date-time
             * @description When; the listing sorts newest first.
             */
            Created: string;
            /** @description The owner's full name. */
            FullName: string;
            /** @description Why the account is restricted. */
            Reason: string;
            /**
             * Format: int64
             * @description Stable identifier of the restriction.
             */
            RestrictedAccountId: number;
            /** @description The staff member who restricted it. */
            RestrictedBy: string;
            /**
             * Format: int64
             * @description The restricted trading account.
             */
            TradingAccountId: number;
            /**
             * Format: int64
             * @description The owner.
             */
            UserId: number;
        };
        /** @description One per-account permission setting (the Restricted Permissions list; default sort AccountNumber asc). */
        RestrictedPermission: {
            /** @description Its account number. */
            AccountNumber: string;
            /** @description The permission's `AccountPermissionId` (spec 3). */
            AccountPermissionId: components["schemas"]["AccountPermissionId"];
            /** @description The owner's full name. */
            FullName: string;
            /** @description Whether the permission is currently allowed (false: restricted). */
            IsAllowed: boolean;
            /** @description The permission's `PermissionId` (spec 3). */
            PermissionId: components["schemas"]["AccountPermission"];
            /** @description The permission's name as spec 3 spells it. */
            PermissionName: string;
            /**
             * Format: int64
             * @description The trading account the setting belongs to.
             */
            TradingAccountId: number;
            /**
             * Format: date-time
             * @description When the setting last changed.
             */
            Updated: string;
        };
        /** @description A named set of permissions assigned to staff users. */
        Role: {
            /** @description What the role is for, shown on the roles table. */
            description: string;
            /**
             * Format: int64
             * @description Stable identifier; the delete call addresses roles by it.
             */
            id: number;
            /** @description The unique role name; the update call addresses roles by it, so it is locked in Update mode. */
            name: string;
            /** @description The permissions the role grants; a user's claims are the union over their roles. */
            permissions: components["schemas"]["Permission"][];
        };
        /** @description The answer of the roles screen's reads: a status, `Message` and `data` (spec 7). */
        RoleData_Vec_Permission: {
            /** @description `Success`. */
            Message: string;
            data: {
                /** @description A readable name, shown as a chip on the roles table. */
                name: string;
                /** @description The claim this permission grants. */
                value: components["schemas"]["Claim"];
            }[];
            /**
             * Format: int32
             * @description 200 on success; the console reads it before taking `data`.
             */
            status: number;
            /**
             * Format: int64
             * @description How many records there are in all (the page may hold fewer).
             */
            totalCount: number;
        };
        /** @description The answer of the roles screen's reads: a status, `Message` and `data` (spec 7). */
        RoleData_Vec_PermissionGroup: {
            /** @description `Success`. */
            Message: string;
            data: {
                /** @description A stable key for the group. */
                key: string;
                /** @description The group's readable name. */
                name: string;
                /** @description The permissions in the group, in spec 6 order. */
                permissions: components["schemas"]["Permission"][];
            }[];
            /**
             * Format: int32
             * @description 200 on success; the console reads it before taking `data`.
             */
            status: number;
            /**
             * Format: int64
             * @description How many records there are in all (the page may hold fewer).
             */
            totalCount: number;
        };
        /** @description The answer of the roles screen's reads: a status, `Message` and `data` (spec 7). */
        RoleData_Vec_Role: {
            /** @description `Success`. */
            Message: string;
            data: {
                /** @description What the role is for, shown on the roles table. */
                description: string;
                /**
                 * Format: int64
                 * @description Stable identifier; the delete call addresses roles by it.
                 */
                id: number;
                /** @description The unique role name; the update call addresses roles by it, so it is locked in Update mode. */
                name: string;
                /** @description The permissions the role grants; a user's claims are the union over their roles. */
                permissions: components["schemas"]["Permission"][];
            }[];
            /**
             * Format: int32
             * @description 200 on success; the console reads it before taking `data`.
             */
            status: number;
            /**
             * Format: int64
             * @description How many records there are in all (the page may hold fewer).
             */
            totalCount: number;
        };
        /** @description The answer of the roles screen's reads: a status, `Message` and `data` (spec 7). */
        RoleData_Vec_RoleUser: {
            /** @description `Success`. */
            Message: string;
            data: {
                /**
                 * @description Whether this is a platform customer rather than a staff member, so the
                 *     dialog can tell the two apart.
                 */
                customer: boolean;
                /** @description Contact address. */
                email: string;
                /** @description Given and family name. */
                fullName: string;
                /**
                 * Format: int64
                 * @description The user's id (staff from 1, customers from 10000); role assignment addresses them by it.
                 */
                id: number;
                /** @description The roles assigned now. */
                roles: string[];
                /** @description The sign-in name the search matches. */
                userName: string;
            }[];
            /**
             * Format: int32
             * @description 200 on success; the console reads it before taking `data`.
             */
            status: number;
            /**
             * Format: int64
             * @description How many records there are in all (the page may hold fewer).
             */
            totalCount: number;
        };
        /**
         * @description The answer of the roles screen's writes and of the user search: `Message`
         *     is `Success`, and `Data` holds the record touched or found (spec 7).
         */
        RoleOutcome_Role: {
            /** @description A named set of permissions assigned to staff users. */
            Data: {
                /** @description What the role is for, shown on the roles table. */
                description: string;
                /**
                 * Format: int64
                 * @description Stable identifier; the delete call addresses roles by it.
                 */
                id: number;
                /** @description The unique role name; the update call addresses roles by it, so it is locked in Update mode. */
                name: string;
                /** @description The permissions the role grants; a user's claims are the union over their roles. */
                permissions: components["schemas"]["Permission"][];
            };
            /** @description `Success`; failures are problem documents whose `error` the console shows. */
            Message: string;
        };
        /**
         * @description The answer of the roles screen's writes and of the user search: `Message`
         *     is `Success`, and `Data` holds the record touched or found (spec 7).
         */
        RoleOutcome_RoleUser: {
            /**
             * @description A user as the Manage Users dialog's lists show them: a staff member, or
             *     a platform customer (roles apply to both; a customer's show on their
             *     Assigned Roles tab).
             * @example {
             *       "customer": false,
             *       "email": "admin@brokerage.example",
             *       "fullName": "Ada Lovelace",
             *       "id": 1,
             *       "roles": [
             *         "administrator"
             *       ],
             *       "userName": "admin"
             *     }
             */
            Data: {
                /**
                 * @description Whether this is a platform customer rather than a staff member, so the
                 *     dialog can tell the two apart.
                 */
                customer: boolean;
                /** @description Contact address. */
                email: string;
                /** @description Given and family name. */
                fullName: string;
                /**
                 * Format: int64
                 * @description The user's id (staff from 1, customers from 10000); role assignment addresses them by it.
                 */
                id: number;
                /** @description The roles assigned now. */
                roles: string[];
                /** @description The sign-in name the search matches. */
                userName: string;
            };
            /** @description `Success`; failures are problem documents whose `error` the console shows. */
            Message: string;
        };
        /**
         * @description The answer of the roles screen's writes and of the user search: `Message`
         *     is `Success`, and `Data` holds the record touched or found (spec 7).
         */
        RoleOutcome_Vec_RoleUser: {
            Data: {
                /**
                 * @description Whether this is a platform customer rather than a staff member, so the
                 *     dialog can tell the two apart.
                 */
                customer: boolean;
                /** @description Contact address. */
                email: string;
                /** @description Given and family name. */
                fullName: string;
                /**
                 * Format: int64
                 * @description The user's id (staff from 1, customers from 10000); role assignment addresses them by it.
                 */
                id: number;
                /** @description The roles assigned now. */
                roles: string[];
                /** @description The sign-in name the search matches. */
                userName: string;
            }[];
            /** @description `Success`; failures are problem documents whose `error` the console shows. */
            Message: string;
        };
        /**
         * @description The body of `POST /api/account/role` and `POST /api/account/role/{roleName}` (spec 3).
         * @example {
         *       "Description": "Answers customers' questions about their accounts",
         *       "Name": "support",
         *       "Permissions": [
         *         {
         *           "Value": "pageAccess"
         *         },
         *         {
         *           "Value": "users.view"
         *         }
         *       ]
         *     }
         */
        RolePayload: {
            /** @description What the role is for (1 to 256 characters of display text). */
            Description: string;
            /**
             * @description The role's unique name (1 to 64 characters of display text); on update
             *     it must name the role or a free name.
             */
            Name: string;
            /** @description The claims the role grants; repeats are ignored. */
            Permissions?: components["schemas"]["PermissionValue"][];
        };
        /**
         * @description A user as the Manage Users dialog's lists show them: a staff member, or
         *     a platform customer (roles apply to both; a customer's show on their
         *     Assigned Roles tab).
         * @example {
         *       "customer": false,
         *       "email": "admin@brokerage.example",
         *       "fullName": "Ada Lovelace",
         *       "id": 1,
         *       "roles": [
         *         "administrator"
         *       ],
         *       "userName": "admin"
         *     }
         */
        RoleUser: {
            /**
             * @description Whether this is a platform customer rather than a staff member, so the
             *     dialog can tell the two apart.
             */
            customer: boolean;
            /** @description Contact address. */
            email: string;
            /** @description Given and family name. */
            fullName: string;
            /**
             * Format: int64
             * @description The user's id (staff from 1, customers from 10000); role assignment addresses them by it.
             */
            id: number;
            /** @description The roles assigned now. */
            roles: string[];
            /** @description The sign-in name the search matches. */
            userName: string;
        };
        /**
         * @description A bank's ABA routing number (nine digits), one of the banks the mock knows.
         * @enum {string}
         */
        RoutingNumber: "021000021" | "021000089" | "026009593" | "031101266" | "043000096" | "056073502" | "061000104" | "091000022" | "121000248" | "121202211" | "124003116" | "256074974";
        /**
         * @description The named scenarios, shared with Storybook's and the offline console's
         *     MSW handler sets: the six general ones, then one for every text of spec
         *     section 8 that a failing or empty call puts on screen, each failing (or
         *     emptying) one call precisely so the rest of the screen keeps working.
         *     `GET /__mock/scenarios` says where each shows and what it shows.
         * @enum {string}
         */
        Scenario: "default" | "empty" | "errors" | "slow" | "loading" | "offline" | "notificationListFailed" | "notificationDropdownFailed" | "notificationCreateFailed" | "notificationUpdateFailed" | "notificationDeleteFailed" | "notificationFetchFailed" | "symbolStrategiesFailed" | "assetSearchFailed" | "assetFetchFailed" | "assetUpdateFailed" | "userAssetReportFailed" | "roleUsersUpdateFailed" | "signInRefused" | "notFoundPage" | "serverErrorPage" | "noUsers" | "noData" | "noAssets" | "assetsLoading";
        /** @description The answer of `GET /__mock/scenarios`. */
        ScenarioCatalogue: {
            /** @description Every scenario, the six general ones first. */
            scenarios: components["schemas"]["ScenarioInfo"][];
        };
        /**
         * @description The body of `PUT /__mock/scenario`.
         * @example {
         *       "scenario": "empty"
         *     }
         */
        ScenarioChoice: {
            /** @description The scenario to switch the session to; it resets the session first. */
            scenario: components["schemas"]["Scenario"];
        };
        /**
         * @description One entry of the scenario catalogue (`GET /__mock/scenarios`): what a
         *     scenario puts on screen, where, and what to do to see it.
         * @example {
         *       "description": "Creating a notification answers 500; the list and the form's options still load.",
         *       "name": "notificationCreateFailed",
         *       "route": "/app/notification",
         *       "rules": [
         *         {
         *           "method": "POST",
         *           "pathPattern": "/api/v2/Notification",
         *           "status": 500
         *         }
         *       ],
         *       "steps": [
         *         "Press Add Notification",
         *         "Fill in the form",
         *         "Press Create"
         *       ],
         *       "text": "An error occured on Create Notification"
         *     }
         */
        ScenarioInfo: {
            /** @description What it does to the session: which call fails or comes back empty. */
            description: string;
            /** @description The scenario's name, for `PUT /__mock/scenario`, Storybook's Scenario toolbar and the console's picker. */
            name: components["schemas"]["Scenario"];
            /** @description The console route where its text shows (a path, with a query when a tab is meant). */
            route: string;
            /**
             * @description The latency and fault rules it gives the session (`empty` and
             *     `signInRefused` change records instead); the offline console and
             *     Storybook apply the same rules with MSW.
             */
            rules: components["schemas"]["FaultRule"][];
            /**
             * @description Empty when the text shows on opening the route; otherwise the actions, in
             *     order, that show it.
             */
            steps: string[];
            /**
             * @description The exact text the console shows (spec 8's words, misspellings kept); a screen
             *     that adds the server's error or an id shows more after it. `{id}` stands for
             *     the record's id.
             */
            text: string;
        };
        /** @description One selectable option: a value and its label. */
        Selectable: {
            /** @description What the form shows. */
            label: string;
            /** @description What the payload carries. */
            value: string;
        };
        /** @description A selective restriction on one customer (the user details Restrictions tab). */
        SelectiveRestriction: {
            /**
             * Format: date-time
             * @description When it was added; sub-tables sort newest first.
             */
            created: string;
            /** @description The staff member who added it. */
            createdBy: string;
            /** @description What the customer may not do. */
            permission: components["schemas"]["AccountPermission"];
            /** @description Why. */
            reason: string;
            /**
             * Format: int64
             * @description Stable identifier; removal addresses it.
             */
            restrictionId: number;
            /**
             * Format: int64
             * @description The restricted customer.
             */
            userId: number;
        };
        /**
         * @description The body of `POST /api/admin/users/{userId}/restrictions`.
         * @example {
         *       "permission": 3,
         *       "reason": "Returned ACH deposit"
         *     }
         */
        SelectiveRestrictionPayload: {
            /** @description What the customer may no longer do (`PermissionId`, spec 3). */
            permission: components["schemas"]["AccountPermission"];
            /** @description Why (1 to 200 characters of display text). */
            reason: string;
        };
        /** @description One point of a chart series (spec 3: pairs of time and value). */
        SeriesPoint: {
            /**
             * Format: date-time
             * @description When.
             */
            time: string;
            /**
             * Format: double
             * @description The price at that minute, USD.
             */
            value: number;
        };
        /** @description What `GET /__mock/session` tells about the caller's session. */
        SessionInfo: {
            /** @description The session's clock. */
            clock: components["schemas"]["ClockReading"];
            /** @description The session id: the `X-Mock-Session` header, or `default`. */
            id: string;
            /**
             * Format: int64
             * @description Seconds a session may stay idle before it is dropped.
             */
            idleSeconds: number;
            /** @description How many sessions are live, the default included. */
            liveSessions: number;
            /** @description The most sessions the server keeps besides the default. */
            maxSessions: number;
            /** @description The active fault rules. */
            rules: components["schemas"]["FaultRule"][];
            /** @description The scenario last applied. */
            scenario: components["schemas"]["Scenario"];
        };
        /**
         * @description Sign-ups and how far they went, in one day or week (the Marketing
         *     Authentication page: docs/spec-deviations.md).
         */
        SignUpBucket: {
            /**
             * Format: int64
             * @description Of those, how many confirmed their email (they can sign in).
             */
            emailConfirmed: number;
            /**
             * Format: int64
             * @description Of those, how many finished onboarding (Onboarding Complete or Invested).
             */
            onboarded: number;
            /**
             * Format: int64
             * @description Customers who signed up in the bucket.
             */
            signUps: number;
            /**
             * Format: date
             * @description The bucket's first day (UTC); a week starts on Monday, a month on its first.
             */
            start: string;
        };
        /**
         * @description The buckets of the sign-ups report: a day, an ISO week (Monday first) or a calendar month.
         * @enum {string}
         */
        SignUpInterval: "day" | "week" | "month";
        /** @description The sign-ups report: customers who signed up between two days, bucketed. */
        SignUpReport: {
            /** @description Every bucket from `from` to `to`, oldest first, empty ones included. */
            buckets: components["schemas"]["SignUpBucket"][];
            /**
             * Format: date
             * @description The first day counted (UTC).
             */
            from: string;
            /** @description The bucket size. */
            interval: components["schemas"]["SignUpInterval"];
            /**
             * Format: date
             * @description The last day counted (UTC), included.
             */
            to: string;
        };
        /**
         * @description The signed-in user, as `GET /api/account/users/me/{account}` answers it.
         * @example {
         *       "Claims": [
         *         "pageAccess",
         *         "claims.view",
         *         "users.view"
         *       ],
         *       "Email": "admin@brokerage.example",
         *       "FirstName": "Ada",
         *       "FullName": "Ada Lovelace",
         *       "Id": 1,
         *       "Roles": [
         *         "administrator"
         *       ],
         *       "UserName": "admin"
         *     }
         */
        SignedInUser: {
            /**
             * @description The permission claims (spec section 6); without `pageAccess` the console refuses sign-in.
             *     With an impersonation token, none: the token acts as the customer, who
             *     holds no staff claims, and reads only the customer's own records.
             */
            Claims: components["schemas"]["Claim"][];
            /** @description Contact address, shown in the user menu. */
            Email: string;
            /** @description Given name, shown in the sidebar for non-administrators. */
            FirstName: string;
            /** @description Given and family name, shown in the sidebar for administrators. */
            FullName: string;
            /**
             * Format: int64
             * @description The staff member's identifier (with an impersonation token, the customer's `UserId`).
             */
            Id: number;
            Impersonator?: components["schemas"]["Impersonator"] | null;
            /** @description The assigned role names; `administrator` makes the sidebar show `FullName`. */
            Roles: string[];
            /** @description The sign-in name. */
            UserName: string;
        };
        /** @description A smartfolio as the designer list shows it (spec 3). */
        Smartfolio: {
            /** @description Whether customers can invest in it. */
            active: boolean;
            /**
             * Format: int32
             * @description Risk, 0 to 10 (spec 9).
             */
            aggressiveness: number;
            /** @description The label of that risk (spec 3). */
            aggressivenessLabel: components["schemas"]["AggressivenessLabel"];
            /** @description Banner image: likewise (`/images/smartfolios/{id}/banner.svg`). */
            bannerImageUrl: string;
            /** @description Regular or Core. */
            category: components["schemas"]["SmartfolioCategory"];
            /** @description The description. */
            description: string;
            /**
             * @description Card image: the address of an image this server draws and serves
             *     (`/images/smartfolios/{id}/card.svg`), so the console's policy of
             *     same-origin images shows it.
             */
            imageUrl: string;
            /** @description Whether it is a core strategy. */
            isCoreStrategy: boolean;
            /** @description The name marketing uses. */
            marketingName: string;
            /** @description The membership type needed to invest. */
            membershipType: components["schemas"]["MembershipType"];
            /**
             * Format: int32
             * @description The membership type id, 0 to 4.
             */
            membershipTypeId: number;
            /**
             * Format: double
             * @description The least a customer may invest, USD (the sample is 500, spec 9).
             */
            minimumInvested: number;
            /** @description Whether its factsheet can be downloaded. */
            performDownload: boolean;
            /**
             * Format: int64
             * @description Stable identifier.
             */
            smartfolioId: number;
            /**
             * Format: date-time
             * @description When it started trading.
             */
            startTime: string;
            /** @description The benchmark or lead symbol. */
            symbol: string;
            /** @description The title. */
            title: string;
        };
        /**
         * @description A smartfolio's category (spec 3).
         * @enum {string}
         */
        SmartfolioCategory: "Regular" | "Core";
        /** @description A manual override of a symbol's weight in a smartfolio. */
        SmartfolioOverride: {
            /**
             * Format: date-time
             * @description When.
             */
            created: string;
            /** @description The staff member who set it. */
            createdBy: string;
            /**
             * Format: int64
             * @description Stable identifier; update and delete address it.
             */
            overrideId: number;
            /** @description Why. */
            reason: string;
            /**
             * Format: int64
             * @description The smartfolio overridden.
             */
            smartfolioId: number;
            /** @description The symbol whose weight is overridden. */
            symbol: string;
            /**
             * Format: double
             * @description The weight to use instead, 0 to 1.
             */
            weight: number;
        };
        /**
         * @description The body of `PUT /api/admin/smartfolios/{smartfolioId}` (the designer's edit form).
         * @example {
         *       "active": true,
         *       "aggressiveness": 6,
         *       "bannerImageUrl": "/images/smartfolios/1/banner.svg",
         *       "category": "Core",
         *       "description": "A rules-based portfolio benchmarked to SPY.",
         *       "imageUrl": "/images/smartfolios/1/card.svg",
         *       "isCoreStrategy": true,
         *       "marketingName": "Core Growth Smartfolio",
         *       "membershipTypeId": 1,
         *       "minimumInvested": 500,
         *       "performDownload": true,
         *       "symbol": "SPY",
         *       "title": "Core Growth"
         *     }
         */
        SmartfolioPayload: {
            /** @description Whether customers can invest. */
            active: boolean;
            /**
             * Format: int32
             * @description Risk, 0 to 10; the label follows from it.
             */
            aggressiveness: number;
            /** @description Banner image: one of this server's smartfolio images, as `imageUrl`. */
            bannerImageUrl: string;
            /** @description Regular or Core. */
            category: components["schemas"]["SmartfolioCategory"];
            /** @description The description (1 to 1000 characters of display text; line breaks allowed). */
            description: string;
            /**
             * @description Card image: one of this server's smartfolio images
             *     (`/images/smartfolios/{id}/card.svg` or `banner.svg` of an existing
             *     smartfolio). An address on another origin is refused: the console's
             *     policy (`img-src 'self'`) would never show it.
             */
            imageUrl: string;
            /** @description Whether it is a core strategy. */
            isCoreStrategy: boolean;
            /** @description The name marketing uses (1 to 80 characters of display text). */
            marketingName: string;
            /**
             * Format: int32
             * @description The membership type id, 0 to 4.
             */
            membershipTypeId: number;
            /**
             * Format: double
             * @description The least a customer may invest, USD (more than 0).
             */
            minimumInvested: number;
            /** @description Whether its factsheet can be downloaded. */
            performDownload: boolean;
            symbol: string;
            /** @description The title (1 to 80 characters of display text). */
            title: string;
        };
        /** @description A holding of a smartfolio in a customer's trading account. */
        SmartfolioPosition: {
            /** @description Its account number. */
            accountNumber: string;
            /**
             * Format: double
             * @description The amount invested, USD.
             */
            invested: number;
            /**
             * Format: double
             * @description The current value, USD.
             */
            marketValue: number;
            /**
             * Format: int64
             * @description The smartfolio held.
             */
            smartfolioId: number;
            /**
             * Format: int64
             * @description Stable identifier.
             */
            smartfolioPositionId: number;
            /**
             * Format: int64
             * @description The trading account holding it.
             */
            tradingAccountId: number;
            /**
             * Format: date-time
             * @description When it was last valued.
             */
            updated: string;
        };
        /** @description One page of smartfolio holdings, with the totals of every holding the filters match. */
        SmartfolioPositionListing: {
            /** @description The holdings of the requested page, in the requested order. */
            data: components["schemas"]["SmartfolioPosition"][];
            /**
             * Format: int64
             * @description How many holdings exist before filtering.
             */
            total: number;
            /**
             * Format: double
             * @description The amount invested in every matching holding, USD (not just this page's).
             */
            totalInvested: number;
            /**
             * Format: double
             * @description The current value of every matching holding, USD (not just this page's).
             */
            totalMarketValue: number;
            /**
             * Format: int64
             * @description How many holdings match the filters, across all pages.
             */
            totalMatch: number;
        };
        /**
         * @description A sort direction.
         * @enum {string}
         */
        SortDir: "asc" | "desc";
        /** @description A member of the platform's staff, as the server stores them. */
        StaffUser: {
            /**
             * Format: date-time
             * @description When the account was created.
             */
            Created: string;
            /** @description Contact address. */
            Email: string;
            /** @description Given name; the sidebar shows it for users who are not administrators. */
            FirstName: string;
            /**
             * Format: int64
             * @description Stable identifier; the subject of the access tokens issued to this user.
             */
            Id: number;
            /** @description Family name. */
            LastName: string;
            /** @description Names of the roles assigned; claims follow from them. */
            Roles: string[];
            /** @description The sign-in name, without any environment prefix. */
            UserName: string;
        };
        /**
         * @description Where the bank statement the review may ask for stands (spec 3, numbered
         *     as the spec numbers it).
         *
         *     0 Unknown, 1 Statement Not Required, 2 Statement Required, 3 Statement Received, 4 Rejected, 5 Passed.
         * @enum {integer}
         */
        StatementStatus: 0 | 1 | 2 | 3 | 4 | 5;
        /**
         * @description The stock type of an affiliation, numbered as spec 3's stock type filter
         *     numbers it.
         *
         *     2 Publicly Traded Company, 4 Member Firm.
         * @enum {integer}
         */
        StockType: 2 | 4;
        /**
         * @description The stock type filter of the affiliations listing (spec 3), whose 0 means
         *     every stock type.
         *
         *     0 All, 2 Publicly Traded Company, 4 Member Firm.
         * @enum {integer}
         */
        StockTypeFilter: 0 | 2 | 4;
        /**
         * @description The strategy names of spec 3, numbered as the spec numbers them (there is no 2).
         *
         *     1 4Q Rotate, 3 SPY+, 4 unknown, 5 SPY I, 6 Red Oil.
         * @enum {integer}
         */
        StrategyName: 1 | 3 | 4 | 5 | 6;
        /** @description One symbol of a strategy, as `PUT /api/v1/SymbolStrategy/{strategyId}` sets it. */
        StrategySymbolWeight: {
            /** @description Whether the strategy trades it. */
            isActive: boolean;
            symbol: string;
            /**
             * Format: double
             * @description Its target weight, 0 to 1; an inactive symbol's must be 0.
             */
            weight: number;
        };
        /**
         * @description The body of `PUT /api/v1/SymbolStrategy/{strategyId}`: every symbol the
         *     strategy trades, with its weight. The active weights must add up to 100 %.
         * @example {
         *       "symbols": [
         *         {
         *           "isActive": true,
         *           "symbol": "SPY",
         *           "weight": 0.6
         *         },
         *         {
         *           "isActive": true,
         *           "symbol": "QQQ",
         *           "weight": 0.4
         *         },
         *         {
         *           "isActive": false,
         *           "symbol": "TLT",
         *           "weight": 0
         *         }
         *       ]
         *     }
         */
        StrategyWeightsPayload: {
            /**
             * @description The strategy's symbols (1 to 40, each once); any it has today and
             *     this list leaves out are removed from it.
             */
            symbols: components["schemas"]["StrategySymbolWeight"][];
        };
        /**
         * @description The further status set of spec 4: how the submission to the broker went.
         * @enum {string}
         */
        SubmissionStatus: "success" | "submitted" | "sending" | "callback_received" | "duration_override" | "submission_error" | "error_code";
        /** @description A symbol's strategy, from `GET /api/v1/SymbolStrategy?IsActive=true` (spec 7). */
        SymbolStrategy: {
            /** @description Whether it is in use; the console asks for active ones. */
            isActive: boolean;
            /** @description The strategy's number (spec 3). */
            strategyId: components["schemas"]["StrategyName"];
            /** @description The strategy's name as spec 3 spells it. */
            strategyName: string;
            /** @description The ticker the strategy trades. */
            symbol: string;
            /**
             * Format: int64
             * @description Stable identifier.
             */
            symbolStrategyId: number;
            /**
             * Format: date-time
             * @description When it was last changed.
             */
            updated: string;
            /**
             * Format: double
             * @description The target weight of the symbol in the strategy, 0 to 1: the active
             *     symbols' weights of one strategy add up to 1 (100 %), and an inactive
             *     symbol weighs 0.
             */
            weight: number;
        };
        /**
         * @description A ticker of the symbol universe, exactly as the assets spell it; joins the assets by ticker.
         * @enum {string}
         */
        Ticker: "AAPL" | "AGG" | "AMD" | "AMZN" | "BA" | "BAC" | "BRK.B" | "CVX" | "DIS" | "F" | "GLD" | "GOOGL" | "INTC" | "IWM" | "JNJ" | "JPM" | "KO" | "MCD" | "META" | "MSFT" | "NFLX" | "NKE" | "NVDA" | "PEP" | "PG" | "PLTR" | "QQQ" | "SBUX" | "SPY" | "T" | "TLT" | "TSLA" | "V" | "VNQ" | "VOO" | "VTI" | "VZ" | "WMT" | "XLE" | "XOM";
        /**
         * @description The form-encoded body of `POST /connect/token`.
         *
         *     One struct carries the fields of every grant the console uses, because the
         *     endpoint dispatches on `grant_type` and reports a missing field per grant
         *     as `invalid_request` rather than as a deserialisation failure.
         */
        TokenRequest: {
            /** @description The customer to impersonate (token exchange; spelt as the console sends it). */
            UserName?: string | null;
            /** @description The client: the console sends the fixed mobile client id. */
            client_id?: string | null;
            /** @description The client secret of the proxy client (impersonation only). */
            client_secret?: string | null;
            /** @description The exchange style; the console sends `impersonation` (token exchange). */
            exchange_style?: string | null;
            /**
             * @description `password` at sign-in, `refresh_token` on refresh,
             *     `urn:ietf:params:oauth:grant-type:token-exchange` for impersonation.
             */
            grant_type?: string | null;
            /** @description The staff member's password (password grant). */
            password?: string | null;
            /** @description The refresh token being exchanged (refresh grant). */
            refresh_token?: string | null;
            /** @description Space-separated scopes; the console asks for `openid email phone profile offline_access roles` and the API scope. */
            scope?: string | null;
            /** @description The staff member's current access token (token exchange). */
            subject_token?: string | null;
            /** @description Always `urn:ietf:params:oauth:token-type:access_token` (token exchange). */
            subject_token_type?: string | null;
            /** @description The staff member's username, with any environment prefix already stripped (password grant). */
            username?: string | null;
        };
        /**
         * @description A successful answer of `POST /connect/token`.
         * @example {
         *       "access_token": "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxIn0.c2ln",
         *       "expires_in": 3600,
         *       "refresh_token": "rt_4f1c2d9a8b7e6f50",
         *       "scope": "openid email phone profile offline_access roles brokerage.api",
         *       "token_type": "Bearer"
         *     }
         */
        TokenResponse: {
            /** @description The bearer token every API call carries, in `Authorization` and in the `access-token` header. */
            access_token: string;
            /**
             * Format: int64
             * @description Seconds until `access_token` expires.
             */
            expires_in: number;
            /**
             * @description The token exchange only (RFC 8693 section 2.2.1): the type of the
             *     issued token, `urn:ietf:params:oauth:token-type:access_token`.
             */
            issued_token_type?: string | null;
            /** @description The token the console trades for a new pair when the access token expires. */
            refresh_token: string;
            /** @description The scopes granted, space-separated. */
            scope: string;
            /** @description Always `Bearer`. */
            token_type: string;
        };
        /** @description A trade in one symbol for one trading account. */
        Trade: {
            /**
             * Format: double
             * @description Quantity times price in USD, rounded to the cent: what moves in cash,
             *     and what the order's executions add up to.
             */
            Amount: number;
            /**
             * Format: date-time
             * @description When the trade was booked (a booked trade: its order's last execution)
             *     or placed (one not booked); the listing's default sort is newest first.
             */
            CreatedDate: string;
            /**
             * Format: int64
             * @description The order this trade books: a booked trade is exactly what the order's
             *     executions add up to (quantity and amount), at the last execution's time.
             */
            OrderId: number;
            /** @description Manual or Smartfolio. */
            Origin: components["schemas"]["TradeOrigin"];
            /**
             * Format: double
             * @description The price per share in USD.
             */
            Price: number;
            /**
             * Format: double
             * @description Shares traded (fractional shares allowed, to the thousandth).
             */
            Quantity: number;
            /** @description BUY or SELL. */
            Side: components["schemas"]["TradeSide"];
            /** @description Where the trade stands. */
            Status: components["schemas"]["TradeStatus"];
            /** @description The ticker traded; joins the symbols (assets) by ticker. */
            Symbol: components["schemas"]["Ticker"];
            /**
             * Format: int64
             * @description Stable identifier (spec 3), used by the detail route.
             */
            TradeId: number;
            /**
             * Format: int64
             * @description The trading account that traded.
             */
            TradingAccountId: number;
            /**
             * Format: int64
             * @description The customer who owns the account, so listings filter by customer without a join.
             */
            UserId: number;
        };
        /**
         * @description Who started a trade (spec 3: Manual, Smartfolio; `All` is a filter value).
         * @enum {string}
         */
        TradeOrigin: "Manual" | "Smartfolio";
        /** @description A trade compared with the broker's confirmation. */
        TradeReconciliation: {
            /** @description Its account number. */
            AccountNumber: string;
            /**
             * Format: double
             * @description Price per share on the broker's side.
             */
            BrokerPrice: number;
            /**
             * Format: double
             * @description Shares on the broker's side.
             */
            BrokerQuantity: number;
            /**
             * Format: date-time
             * @description The report day; default sort newest first (spec 9's `Data desc`).
             */
            Date: string;
            /** @description Whether the two sides differ. */
            IsBreak: boolean;
            /**
             * Format: double
             * @description Price per share on the platform's side.
             */
            PlatformPrice: number;
            /**
             * Format: double
             * @description Shares on the platform's side.
             */
            PlatformQuantity: number;
            /**
             * Format: int64
             * @description Stable identifier of the row.
             */
            RowId: number;
            /** @description BUY or SELL. */
            Side: string;
            /** @description The symbol traded. */
            Symbol: string;
            /**
             * Format: int64
             * @description The trading account.
             */
            TradingAccountId: number;
        };
        /**
         * @description The side of a trade (spec 3: BUY, SELL; `All` is a filter value).
         * @enum {string}
         */
        TradeSide: "BUY" | "SELL";
        /**
         * @description Where a trade stands (spec 3: Complete, Pending, Error, Rejected, Completed).
         * @enum {string}
         */
        TradeStatus: "Complete" | "Pending" | "Error" | "Rejected" | "Completed";
        /** @description A brokerage account held by a customer. */
        TradingAccount: {
            /** @description The broker's account number, as staff quote it on the phone. */
            AccountNumber: string;
            /** @description The account type (spec section 3 numbering). */
            AccountType: components["schemas"]["AccountType"];
            /**
             * Format: double
             * @description Settled cash in USD.
             */
            CashBalance: number;
            /**
             * Format: date-time
             * @description When the account was opened; the listing's default sort is newest first.
             */
            Created: string;
            /** @description The owner's email, carried so the listing can be searched by it. */
            Email: string;
            /** @description The owner's full name, carried so the listing needs no join. */
            FullName: string;
            /**
             * Format: int64
             * @description Stable identifier (spec section 3), used by the detail route.
             */
            TradingAccountId: number;
            /**
             * Format: int64
             * @description The owning customer.
             */
            UserId: number;
        };
        /** @description A trading account with its balance and bank accounts. */
        TradingAccountDetails: {
            /** @description The account. */
            account: components["schemas"]["TradingAccount"];
            balance?: components["schemas"]["Balance"] | null;
            /** @description Its linked bank accounts. */
            bankAccounts: components["schemas"]["BankAccount"][];
        };
        /**
         * @description The transaction kinds of spec 3, spelt as the spec spells them.
         * @enum {string}
         */
        TransactionKind: "ACH RETURN FEE" | "CR" | "CD" | "Withdraw" | "ACH RETURN" | "Cash Journal" | "Reverse" | "Buy" | "Interest Paid" | "Invest" | "Sell" | "Deposit" | "Dividend Paid";
        /** @description A cash movement of a trading account. */
        Transfer: {
            /**
             * Format: double
             * @description The amount in USD, always positive; the type gives the direction.
             */
            Amount: number;
            /**
             * Format: int64
             * @description The bank account of an ACH movement; none for smartfolio and broker movements.
             */
            BankAccountId?: number | null;
            /**
             * Format: date-time
             * @description When the customer asked for the movement; the listing's default sort is newest first.
             */
            Created: string;
            /** @description INVEST or WITHDRAW, following from the type. */
            Kind: components["schemas"]["CashMovementKind"];
            /**
             * Format: date-time
             * @description When the movement was processed (settled, rejected, failed or cancelled); none while open.
             */
            Processed?: string | null;
            /** @description Where the transfer stands. */
            Status: components["schemas"]["TransferStatus"];
            /**
             * Format: int64
             * @description The trading account whose cash moves.
             */
            TradingAccountId: number;
            /**
             * Format: int64
             * @description Stable identifier (spec 3), used by the detail route.
             */
            TransferId: number;
            /** @description What moves where. */
            Type: components["schemas"]["TransferType"];
            /**
             * Format: int64
             * @description The customer who owns the account, so listings filter by customer without a join.
             */
            UserId: number;
            /** @description The watchlist reasons the account carries (spec 4's ACH withdrawal watch filters on them). */
            WatchlistTypes: components["schemas"]["AchWatchlistType"][];
        };
        /** @description A transfer with the accounts it moves money between. */
        TransferDetails: {
            bankAccount?: components["schemas"]["BankAccount"] | null;
            /** @description The trading account it credits or debits. */
            tradingAccount: components["schemas"]["TradingAccount"];
            /** @description The transfer. */
            transfer: components["schemas"]["Transfer"];
        };
        /**
         * @description A named status preset of spec 4.
         * @enum {string}
         */
        TransferPreset: "processed" | "unprocessed" | "achWithdrawalWatch";
        /**
         * @description Where a transfer stands: the spec 3 set (Complete, Pending, Error,
         *     Rejected, Completed) plus the spec 4 preset states (OnHold, Skipped, Cancelled).
         * @enum {string}
         */
        TransferStatus: "Complete" | "Pending" | "Error" | "Rejected" | "Completed" | "OnHold" | "Skipped" | "Cancelled";
        /**
         * @description What a transfer moves where (spec 3; the spec's `All` is a filter value,
         *     not a record's type).
         * @enum {string}
         */
        TransferType: "BankDeposit" | "BankWithdraw" | "SmartfolioInvest" | "SmartfolioWithdraw" | "FromBroker";
        /** @description The trusted contact tab: someone the broker may call about the account. */
        TrustedContact: {
            /** @description Email address. */
            email: string;
            /** @description Given name. */
            firstName: string;
            /** @description Family name. */
            lastName: string;
            /** @description Phone number. */
            phone: string;
            /** @description How they relate to the customer. */
            relationship: components["schemas"]["Relationship"];
        };
        /** @description One row of the user and asset report (spec 3), as the report's text lines carry it. */
        UserAssetReportRow: {
            /** @description Email. */
            Email: string;
            /** @description Given name. */
            "First Name": string;
            /** @description Family name. */
            "Last Name": string;
            /**
             * Format: int64
             * @description Row number.
             */
            "S.No": number;
            /**
             * Format: date-time
             * @description When the customer started.
             */
            "Start Date": string;
            /**
             * Format: double
             * @description Cash plus market value of every account, USD.
             */
            "Total Net Liquidity": number;
        };
        /** @description A user's details: the account, its profile tabs and its trading accounts. */
        UserDetails: {
            /** @description The profile tabs. */
            profile: components["schemas"]["CustomerProfile"];
            /** @description The user's smartfolio holdings (the smartfolio info tab). */
            smartfolioPositions: components["schemas"]["SmartfolioPosition"][];
            /** @description The user's trading accounts. */
            tradingAccounts: components["schemas"]["TradingAccount"][];
            /** @description The account, as the listing shows it. */
            user: components["schemas"]["Customer"];
        };
        /**
         * @description The body of `POST /api/account/user/role/{userId}`: the user's roles after the call.
         * @example {
         *       "Roles": [
         *         "operations analyst",
         *         "compliance officer"
         *       ]
         *     }
         */
        UserRolesPayload: {
            /** @description Role names; every one must exist. An empty list removes every role. */
            Roles: string[];
        };
        /**
         * @description A market centre that executes orders.
         * @enum {string}
         */
        Venue: "ARCA" | "BATS" | "EDGX" | "IEX" | "NASDAQ" | "NYSE";
        /**
         * @description One step of a collection's edit script, walking the seed world's records in order.
         *
         *     Seed records the script does not reach are kept; they go before a run of
         *     `insert` steps that ends the script, so an appended record reads
         *     `[{"insert": [...]}]` whatever the seed's length.
         */
        WorldEdit: {
            /** @description Keep the next this many seed records as they are. */
            keep: number;
        } | {
            /** @description Leave out the next this many seed records. */
            drop: number;
        } | {
            /** @description Put these records here, each as the API shows it. */
            insert: unknown[];
        };
        /**
         * @description A session's world as one document (`GET`/`PUT /__mock/world`, `serve --world`,
         *     and the offline console's Export and Import world): the seed world it grew
         *     from, its clock, rules and scenario, and every record that differs from
         *     that seed world, so a session with a few writes exports kilobytes.
         * @example {
         *       "collections": {
         *         "notifications": [
         *           {
         *             "drop": 1
         *           },
         *           {
         *             "keep": 4
         *           },
         *           {
         *             "drop": 1
         *           },
         *           {
         *             "insert": [
         *               {
         *                 "color": "Teal",
         *                 "createdDate": "2026-01-15T16:01:40Z",
         *                 "description": "Trading pauses on Saturday from 02:00 to 04:00 UTC for maintenance.",
         *                 "endDateUtc": "2026-01-17T23:59:59Z",
         *                 "icon": "info",
         *                 "notificationMasterId": 121,
         *                 "notificationType": "InApp",
         *                 "startDateUtc": "2026-01-16T00:00:00Z",
         *                 "targetAudience": "All",
         *                 "title": "Maintenance window"
         *               }
         *             ]
         *           }
         *         ]
         *       },
         *       "generatedAt": "2026-01-15T15:30:00Z",
         *       "now": "2026-01-15T16:02:11Z",
         *       "rules": [
         *         {
         *           "method": "POST",
         *           "pathPattern": "/api/v2/Notification",
         *           "status": 500
         *         }
         *       ],
         *       "scale": "small",
         *       "scenario": "default",
         *       "seed": 42,
         *       "version": 1
         *     }
         */
        WorldSnapshot: {
            /** @description Each collection that differs from the seed world, by name, as an edit script of its records; a collection not named is as seeded. */
            collections: {
                accountHistory?: ({
                    /** Format: int64 */
                    keep: number;
                } | {
                    /** Format: int64 */
                    drop: number;
                } | {
                    insert: components["schemas"]["AccountHistoryEntry"][];
                })[];
                affiliations?: ({
                    /** Format: int64 */
                    keep: number;
                } | {
                    /** Format: int64 */
                    drop: number;
                } | {
                    insert: components["schemas"]["Affiliation"][];
                })[];
                assets?: ({
                    /** Format: int64 */
                    keep: number;
                } | {
                    /** Format: int64 */
                    drop: number;
                } | {
                    insert: components["schemas"]["Asset"][];
                })[];
                balanceBreaks?: ({
                    /** Format: int64 */
                    keep: number;
                } | {
                    /** Format: int64 */
                    drop: number;
                } | {
                    insert: components["schemas"]["BalanceBreak"][];
                })[];
                balanceReconciliation?: ({
                    /** Format: int64 */
                    keep: number;
                } | {
                    /** Format: int64 */
                    drop: number;
                } | {
                    insert: components["schemas"]["AccountBalanceReconciliation"][];
                })[];
                balances?: ({
                    /** Format: int64 */
                    keep: number;
                } | {
                    /** Format: int64 */
                    drop: number;
                } | {
                    insert: components["schemas"]["Balance"][];
                })[];
                bankAccounts?: ({
                    /** Format: int64 */
                    keep: number;
                } | {
                    /** Format: int64 */
                    drop: number;
                } | {
                    insert: components["schemas"]["BankAccount"][];
                })[];
                crmRequests?: ({
                    /** Format: int64 */
                    keep: number;
                } | {
                    /** Format: int64 */
                    drop: number;
                } | {
                    insert: components["schemas"]["CrmRequest"][];
                })[];
                customerRoles?: ({
                    /** Format: int64 */
                    keep: number;
                } | {
                    /** Format: int64 */
                    drop: number;
                } | {
                    insert: [
                        number,
                        string[]
                    ][];
                })[];
                customers?: ({
                    /** Format: int64 */
                    keep: number;
                } | {
                    /** Format: int64 */
                    drop: number;
                } | {
                    insert: components["schemas"]["Customer"][];
                })[];
                executions?: ({
                    /** Format: int64 */
                    keep: number;
                } | {
                    /** Format: int64 */
                    drop: number;
                } | {
                    insert: components["schemas"]["ExecutionReport"][];
                })[];
                fixOrders?: ({
                    /** Format: int64 */
                    keep: number;
                } | {
                    /** Format: int64 */
                    drop: number;
                } | {
                    insert: components["schemas"]["FixOrder"][];
                })[];
                negativeSettledCash?: ({
                    /** Format: int64 */
                    keep: number;
                } | {
                    /** Format: int64 */
                    drop: number;
                } | {
                    insert: components["schemas"]["NegativeSettledCash"][];
                })[];
                notifications?: ({
                    /** Format: int64 */
                    keep: number;
                } | {
                    /** Format: int64 */
                    drop: number;
                } | {
                    insert: components["schemas"]["Notification"][];
                })[];
                onboardingReconciliation?: ({
                    /** Format: int64 */
                    keep: number;
                } | {
                    /** Format: int64 */
                    drop: number;
                } | {
                    insert: components["schemas"]["OnboardingStatusReconciliation"][];
                })[];
                orders?: ({
                    /** Format: int64 */
                    keep: number;
                } | {
                    /** Format: int64 */
                    drop: number;
                } | {
                    insert: components["schemas"]["Order"][];
                })[];
                positionReconciliation?: ({
                    /** Format: int64 */
                    keep: number;
                } | {
                    /** Format: int64 */
                    drop: number;
                } | {
                    insert: components["schemas"]["PositionReconciliation"][];
                })[];
                positions?: ({
                    /** Format: int64 */
                    keep: number;
                } | {
                    /** Format: int64 */
                    drop: number;
                } | {
                    insert: components["schemas"]["Position"][];
                })[];
                restoreRequests?: ({
                    /** Format: int64 */
                    keep: number;
                } | {
                    /** Format: int64 */
                    drop: number;
                } | {
                    insert: components["schemas"]["RestoreRequest"][];
                })[];
                restrictedAccounts?: ({
                    /** Format: int64 */
                    keep: number;
                } | {
                    /** Format: int64 */
                    drop: number;
                } | {
                    insert: components["schemas"]["RestrictedAccount"][];
                })[];
                restrictedPermissions?: ({
                    /** Format: int64 */
                    keep: number;
                } | {
                    /** Format: int64 */
                    drop: number;
                } | {
                    insert: components["schemas"]["RestrictedPermission"][];
                })[];
                roles?: ({
                    /** Format: int64 */
                    keep: number;
                } | {
                    /** Format: int64 */
                    drop: number;
                } | {
                    insert: components["schemas"]["Role"][];
                })[];
                selectiveRestrictions?: ({
                    /** Format: int64 */
                    keep: number;
                } | {
                    /** Format: int64 */
                    drop: number;
                } | {
                    insert: components["schemas"]["SelectiveRestriction"][];
                })[];
                smartfolioOverrides?: ({
                    /** Format: int64 */
                    keep: number;
                } | {
                    /** Format: int64 */
                    drop: number;
                } | {
                    insert: components["schemas"]["SmartfolioOverride"][];
                })[];
                smartfolioPositions?: ({
                    /** Format: int64 */
                    keep: number;
                } | {
                    /** Format: int64 */
                    drop: number;
                } | {
                    insert: components["schemas"]["SmartfolioPosition"][];
                })[];
                smartfolios?: ({
                    /** Format: int64 */
                    keep: number;
                } | {
                    /** Format: int64 */
                    drop: number;
                } | {
                    insert: components["schemas"]["Smartfolio"][];
                })[];
                staff?: ({
                    /** Format: int64 */
                    keep: number;
                } | {
                    /** Format: int64 */
                    drop: number;
                } | {
                    insert: components["schemas"]["StaffUser"][];
                })[];
                symbolStrategies?: ({
                    /** Format: int64 */
                    keep: number;
                } | {
                    /** Format: int64 */
                    drop: number;
                } | {
                    insert: components["schemas"]["SymbolStrategy"][];
                })[];
                tradeReconciliation?: ({
                    /** Format: int64 */
                    keep: number;
                } | {
                    /** Format: int64 */
                    drop: number;
                } | {
                    insert: components["schemas"]["TradeReconciliation"][];
                })[];
                trades?: ({
                    /** Format: int64 */
                    keep: number;
                } | {
                    /** Format: int64 */
                    drop: number;
                } | {
                    insert: components["schemas"]["Trade"][];
                })[];
                tradingAccounts?: ({
                    /** Format: int64 */
                    keep: number;
                } | {
                    /** Format: int64 */
                    drop: number;
                } | {
                    insert: components["schemas"]["TradingAccount"][];
                })[];
                transfers?: ({
                    /** Format: int64 */
                    keep: number;
                } | {
                    /** Format: int64 */
                    drop: number;
                } | {
                    insert: components["schemas"]["Transfer"][];
                })[];
            } & {
                [key: string]: components["schemas"]["WorldEdit"][];
            };
            /**
             * Format: date-time
             * @description The clock reading the seed world was generated at: its dates are offsets from it.
             */
            generatedAt: string;
            /**
             * Format: date-time
             * @description The session's clock when the world was taken; an import sets the clock to it, and it runs on.
             */
            now: string;
            /** @description The session's latency and fault rules, in order. */
            rules: components["schemas"]["FaultRule"][];
            /** @description The scale it grew at: `small`, `medium`, `large` or a number of customers. */
            scale: string;
            /** @description The scenario last applied (its rules and records are below). */
            scenario: components["schemas"]["Scenario"];
            /**
             * Format: int64
             * @description The seed the world grew from.
             */
            seed: number;
            /**
             * Format: int32
             * @description The format version; this server reads and writes 1.
             */
            version: number;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getMockClock: {
        parameters: {
            query?: never;
            header?: {
                /** @description The session; absent means the default session */
                "X-Mock-Session"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session's clock */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "now": "2026-01-15T15:30:00Z",
                     *       "offsetSeconds": 0
                     *     }
                     */
                    "application/json": components["schemas"]["ClockReading"];
                };
            };
            /** @description A query parameter the operation does not take, or a malformed `X-Mock-Session` header */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "color: `color` is not a query parameter of this operation; this operation takes no query parameters",
                     *       "error": "color: `color` is not a query parameter of this operation; this operation takes no query parameters",
                     *       "errors": {
                     *         "color": [
                     *           "`color` is not a query parameter of this operation; this operation takes no query parameters"
                     *         ]
                     *       },
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    setMockClock: {
        parameters: {
            query?: never;
            header?: {
                /** @description The session; absent means the default session */
                "X-Mock-Session"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClockChange"];
            };
        };
        responses: {
            /** @description The clock after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "now": "2026-01-15T16:30:00Z",
                     *       "offsetSeconds": 3600
                     *     }
                     */
                    "application/json": components["schemas"]["ClockReading"];
                };
            };
            /** @description Neither or both of `now` and `advanceSeconds`, or a step beyond 100 years */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Neither or both of `now` and `advanceSeconds`, or a step beyond 100 years.",
                     *       "error": "Neither or both of `now` and `advanceSeconds`, or a step beyond 100 years.",
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getMockJournal: {
        parameters: {
            query?: {
                /** @description Only entries after this sequence number (0, the default, means all). */
                since?: number;
                /** @description Only entries of this kind. */
                kind?: components["schemas"]["JournalKind"];
            };
            header?: {
                /** @description The session; absent means the default session */
                "X-Mock-Session"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The entries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "entries": [
                     *         {
                     *           "actor": "admin",
                     *           "at": "2026-01-15T15:30:00Z",
                     *           "detail": "password",
                     *           "durationMs": 0,
                     *           "kind": "token",
                     *           "method": "POST",
                     *           "path": "/connect/token",
                     *           "sequence": 1,
                     *           "status": 200
                     *         }
                     *       ],
                     *       "session": "default"
                     *     }
                     */
                    "application/json": components["schemas"]["Journal"];
                };
            };
            /** @description A malformed parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "A malformed parameter.",
                     *       "error": "A malformed parameter.",
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    resetMockSession: {
        parameters: {
            query?: never;
            header?: {
                /** @description The session to reset; absent means the default session */
                "X-Mock-Session"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session is as new */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The session id is malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "The session id is malformed.",
                     *       "error": "The session id is malformed.",
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getMockRules: {
        parameters: {
            query?: never;
            header?: {
                /** @description The session; absent means the default session */
                "X-Mock-Session"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rules, in the order they are tried */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "rules": []
                     *     }
                     */
                    "application/json": components["schemas"]["FaultRules"];
                };
            };
            /** @description A query parameter the operation does not take, or a malformed `X-Mock-Session` header */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "color: `color` is not a query parameter of this operation; this operation takes no query parameters",
                     *       "error": "color: `color` is not a query parameter of this operation; this operation takes no query parameters",
                     *       "errors": {
                     *         "color": [
                     *           "`color` is not a query parameter of this operation; this operation takes no query parameters"
                     *         ]
                     *       },
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    setMockRules: {
        parameters: {
            query?: never;
            header?: {
                /** @description The session; absent means the default session */
                "X-Mock-Session"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FaultRules"];
            };
        };
        responses: {
            /** @description The rules now in force */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "rules": [
                     *         {
                     *           "drop": false,
                     *           "method": "GET",
                     *           "pathPattern": "/api/admin/*",
                     *           "status": 503,
                     *           "times": 1
                     *         },
                     *         {
                     *           "delayMaxMs": 600,
                     *           "delayMs": 200,
                     *           "drop": false,
                     *           "pathPattern": "/api/*"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["FaultRules"];
                };
            };
            /** @description A rule is malformed; the problem names it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "A rule is malformed; the problem names it.",
                     *       "error": "A rule is malformed; the problem names it.",
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    setMockScenario: {
        parameters: {
            query?: never;
            header?: {
                /** @description The session; absent means the default session */
                "X-Mock-Session"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ScenarioChoice"];
            };
        };
        responses: {
            /** @description The session in its new scenario */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "clock": {
                     *         "now": "2026-01-15T15:30:00Z",
                     *         "offsetSeconds": 0
                     *       },
                     *       "id": "examples-setMockScenario",
                     *       "idleSeconds": 1800,
                     *       "liveSessions": 4,
                     *       "maxSessions": 256,
                     *       "rules": [],
                     *       "scenario": "empty"
                     *     }
                     */
                    "application/json": components["schemas"]["SessionInfo"];
                };
            };
            /** @description Not a scenario name */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Not a scenario name.",
                     *       "error": "Not a scenario name.",
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getMockScenarios: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "scenarios": [
                     *         {
                     *           "description": "The seed world and no rules: what a fresh session has.",
                     *           "name": "default",
                     *           "route": "/app/tradingAccounts/listing",
                     *           "rules": [],
                     *           "steps": [],
                     *           "text": "Trading Accounts"
                     *         },
                     *         {
                     *           "description": "Staff and roles only: every listing answers no records (sign-in still works).",
                     *           "name": "empty",
                     *           "route": "/app/tradingAccounts/listing",
                     *           "rules": [],
                     *           "steps": [],
                     *           "text": "No Records to Display"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ScenarioCatalogue"];
                };
            };
            /** @description A query parameter the operation does not take, or a malformed `X-Mock-Session` header */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "color: `color` is not a query parameter of this operation; this operation takes no query parameters",
                     *       "error": "color: `color` is not a query parameter of this operation; this operation takes no query parameters",
                     *       "errors": {
                     *         "color": [
                     *           "`color` is not a query parameter of this operation; this operation takes no query parameters"
                     *         ]
                     *       },
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getMockSession: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The session id (1 to 64 letters, digits, `-`, `_`, `.`)
                 * @example worker-1
                 */
                "X-Mock-Session"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "clock": {
                     *         "now": "2026-01-15T15:30:00Z",
                     *         "offsetSeconds": 0
                     *       },
                     *       "id": "worker-1",
                     *       "idleSeconds": 1800,
                     *       "liveSessions": 5,
                     *       "maxSessions": 256,
                     *       "rules": [],
                     *       "scenario": "default"
                     *     }
                     */
                    "application/json": components["schemas"]["SessionInfo"];
                };
            };
            /** @description The session id is malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "The session id is malformed.",
                     *       "error": "The session id is malformed.",
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No more sessions can be opened */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "No more sessions can be opened.",
                     *       "error": "No more sessions can be opened.",
                     *       "status": 429,
                     *       "title": "Too Many Requests",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getMockWorld: {
        parameters: {
            query?: never;
            header?: {
                /** @description The session; absent means the default session */
                "X-Mock-Session"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session's world */
            200: {
                headers: {
                    /** @description `attachment; filename="world-<session>.json"`, so Swagger UI and browsers offer it as a file */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "collections": {},
                     *       "generatedAt": "2026-01-15T15:30:00Z",
                     *       "now": "2026-01-15T15:30:00Z",
                     *       "rules": [],
                     *       "scale": "small",
                     *       "scenario": "default",
                     *       "seed": 42,
                     *       "version": 1
                     *     }
                     */
                    "application/json": components["schemas"]["WorldSnapshot"];
                };
            };
            /** @description The session id is malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "The session id is malformed.",
                     *       "error": "The session id is malformed.",
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    setMockWorld: {
        parameters: {
            query?: never;
            header?: {
                /** @description The session; absent means the default session */
                "X-Mock-Session"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorldSnapshot"];
            };
        };
        responses: {
            /** @description The session is now that world */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Another format version, a malformed document, an edit that does not fit the seed world, or a seed world too large to rebuild; the problem names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Another format version, a malformed document, an edit that does not fit the seed world, or a seed world too large to rebuild; the problem names the field.",
                     *       "error": "Another format version, a malformed document, an edit that does not fit the seed world, or a seed world too large to rebuild; the problem names the field.",
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listPermissionGroups: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The permission groups */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Message": "Success",
                     *       "data": [
                     *         {
                     *           "key": "console",
                     *           "name": "Console",
                     *           "permissions": [
                     *             {
                     *               "name": "Console access",
                     *               "value": "pageAccess"
                     *             }
                     *           ]
                     *         },
                     *         {
                     *           "key": "roles",
                     *           "name": "Roles",
                     *           "permissions": [
                     *             {
                     *               "name": "View roles",
                     *               "value": "claims.view"
                     *             },
                     *             {
                     *               "name": "Manage roles",
                     *               "value": "claims.manage"
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "status": 200,
                     *       "totalCount": 9
                     *     }
                     */
                    "application/json": components["schemas"]["RoleData_Vec_PermissionGroup"];
                };
            };
            /** @description A query parameter the operation does not take, or a malformed `X-Mock-Session` header */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "color: `color` is not a query parameter of this operation; this operation takes no query parameters",
                     *       "error": "color: `color` is not a query parameter of this operation; this operation takes no query parameters",
                     *       "errors": {
                     *         "color": [
                     *           "`color` is not a query parameter of this operation; this operation takes no query parameters"
                     *         ]
                     *       },
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No token, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Sign in to use this operation: no bearer token was sent.",
                     *       "error": "Sign in to use this operation: no bearer token was sent.",
                     *       "status": 401,
                     *       "title": "Unauthorized",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller lacks `claims.view` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This operation requires the claim claims.view.",
                     *       "error": "This operation requires the claim claims.view.",
                     *       "status": 403,
                     *       "title": "Forbidden",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listPermissions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The permissions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Message": "Success",
                     *       "data": [
                     *         {
                     *           "name": "Console access",
                     *           "value": "pageAccess"
                     *         },
                     *         {
                     *           "name": "View roles",
                     *           "value": "claims.view"
                     *         }
                     *       ],
                     *       "status": 200,
                     *       "totalCount": 19
                     *     }
                     */
                    "application/json": components["schemas"]["RoleData_Vec_Permission"];
                };
            };
            /** @description A query parameter the operation does not take, or a malformed `X-Mock-Session` header */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "color: `color` is not a query parameter of this operation; this operation takes no query parameters",
                     *       "error": "color: `color` is not a query parameter of this operation; this operation takes no query parameters",
                     *       "errors": {
                     *         "color": [
                     *           "`color` is not a query parameter of this operation; this operation takes no query parameters"
                     *         ]
                     *       },
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No token, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Sign in to use this operation: no bearer token was sent.",
                     *       "error": "Sign in to use this operation: no bearer token was sent.",
                     *       "status": 401,
                     *       "title": "Unauthorized",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller lacks `claims.view` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This operation requires the claim claims.view.",
                     *       "error": "This operation requires the claim claims.view.",
                     *       "status": 403,
                     *       "title": "Forbidden",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listRoles: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description -1 for every role, or a 1-based page
                 * @example -1
                 */
                pageIndex: -1 | number;
                /**
                 * @description -1 for every role, or 1 to 1000
                 * @example -1
                 */
                pageSize: -1 | number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The roles */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Message": "Success",
                     *       "data": [
                     *         {
                     *           "description": "Platform customers: no console access",
                     *           "id": 4,
                     *           "name": "customer",
                     *           "permissions": []
                     *         },
                     *         {
                     *           "description": "Reviews transfers, compliance lists and restricted permissions",
                     *           "id": 3,
                     *           "name": "compliance officer",
                     *           "permissions": [
                     *             {
                     *               "name": "Console access",
                     *               "value": "pageAccess"
                     *             },
                     *             {
                     *               "name": "View user accounts",
                     *               "value": "users.view"
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "status": 200,
                     *       "totalCount": 4
                     *     }
                     */
                    "application/json": components["schemas"]["RoleData_Vec_Role"];
                };
            };
            /** @description The page segments are not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "The page segments are not valid.",
                     *       "error": "The page segments are not valid.",
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No token, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Sign in to use this operation: no bearer token was sent.",
                     *       "error": "Sign in to use this operation: no bearer token was sent.",
                     *       "status": 401,
                     *       "title": "Unauthorized",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller lacks `claims.view` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This operation requires the claim claims.view.",
                     *       "error": "This operation requires the claim claims.view.",
                     *       "status": 403,
                     *       "title": "Forbidden",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createRole: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RolePayload"];
            };
        };
        responses: {
            /** @description The role was created */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Data": {
                     *         "description": "Answers customers' questions",
                     *         "id": 5,
                     *         "name": "support",
                     *         "permissions": [
                     *           {
                     *             "name": "Console access",
                     *             "value": "pageAccess"
                     *           }
                     *         ]
                     *       },
                     *       "Message": "Success"
                     *     }
                     */
                    "application/json": components["schemas"]["RoleOutcome_Role"];
                };
            };
            /** @description A field is missing, too long or not a permission */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "A field is missing, too long or not a permission.",
                     *       "error": "A field is missing, too long or not a permission.",
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No token, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Sign in to use this operation: no bearer token was sent.",
                     *       "error": "Sign in to use this operation: no bearer token was sent.",
                     *       "status": 401,
                     *       "title": "Unauthorized",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller lacks `claims.manage` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This operation requires the claim claims.manage.",
                     *       "error": "This operation requires the claim claims.manage.",
                     *       "status": 403,
                     *       "title": "Forbidden",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A role of that name exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "A role named `support` already exists.",
                     *       "error": "A role named `support` already exists.",
                     *       "status": 409,
                     *       "title": "Conflict",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The role's name (its id also works)
                 * @example operations analyst
                 */
                roleName: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RolePayload"];
            };
        };
        responses: {
            /** @description The role was updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Data": {
                     *         "description": "Answers customers' questions about their accounts",
                     *         "id": 2,
                     *         "name": "support",
                     *         "permissions": [
                     *           {
                     *             "name": "Console access",
                     *             "value": "pageAccess"
                     *           },
                     *           {
                     *             "name": "View user accounts",
                     *             "value": "users.view"
                     *           }
                     *         ]
                     *       },
                     *       "Message": "Success"
                     *     }
                     */
                    "application/json": components["schemas"]["RoleOutcome_Role"];
                };
            };
            /** @description A field is missing, too long or not a permission */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "A field is missing, too long or not a permission.",
                     *       "error": "A field is missing, too long or not a permission.",
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No token, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Sign in to use this operation: no bearer token was sent.",
                     *       "error": "Sign in to use this operation: no bearer token was sent.",
                     *       "status": 401,
                     *       "title": "Unauthorized",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller lacks `claims.manage` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This operation requires the claim claims.manage.",
                     *       "error": "This operation requires the claim claims.manage.",
                     *       "status": 403,
                     *       "title": "Forbidden",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description There is no such role */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "There is no such role.",
                     *       "error": "There is no such role.",
                     *       "status": 404,
                     *       "title": "Not Found",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The new name belongs to another role, or the role is built in and cannot be renamed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "The new name belongs to another role, or the role is built in and cannot be renamed.",
                     *       "error": "The new name belongs to another role, or the role is built in and cannot be renamed.",
                     *       "status": 409,
                     *       "title": "Conflict",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The role's id (spec 7's `roleId`) or its name
                 * @example 3
                 */
                roleName: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The role was deleted; `Data` is the deleted role */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Data": {
                     *         "description": "Reviews transfers, compliance lists and restricted permissions",
                     *         "id": 3,
                     *         "name": "compliance officer",
                     *         "permissions": [
                     *           {
                     *             "name": "Console access",
                     *             "value": "pageAccess"
                     *           },
                     *           {
                     *             "name": "View user accounts",
                     *             "value": "users.view"
                     *           }
                     *         ]
                     *       },
                     *       "Message": "Success"
                     *     }
                     */
                    "application/json": components["schemas"]["RoleOutcome_Role"];
                };
            };
            /** @description A query parameter the operation does not take, or a malformed `X-Mock-Session` header */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "color: `color` is not a query parameter of this operation; this operation takes no query parameters",
                     *       "error": "color: `color` is not a query parameter of this operation; this operation takes no query parameters",
                     *       "errors": {
                     *         "color": [
                     *           "`color` is not a query parameter of this operation; this operation takes no query parameters"
                     *         ]
                     *       },
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No token, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Sign in to use this operation: no bearer token was sent.",
                     *       "error": "Sign in to use this operation: no bearer token was sent.",
                     *       "status": 401,
                     *       "title": "Unauthorized",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller lacks `claims.manage` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This operation requires the claim claims.manage.",
                     *       "error": "This operation requires the claim claims.manage.",
                     *       "status": 403,
                     *       "title": "Forbidden",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description There is no such role */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "There is no such role.",
                     *       "error": "There is no such role.",
                     *       "status": 404,
                     *       "title": "Not Found",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The administrator and customer roles cannot be deleted */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "The administrator and customer roles cannot be deleted.",
                     *       "error": "The administrator and customer roles cannot be deleted.",
                     *       "status": 409,
                     *       "title": "Conflict",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listUsersInRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The role's name (its id also works)
                 * @example administrator
                 */
                role: string;
                /**
                 * @description -1 for every member, or a 1-based page
                 * @example -1
                 */
                pageIndex: -1 | number;
                /**
                 * @description -1 for every member, or 1 to 1000
                 * @example -1
                 */
                pageSize: -1 | number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The role's members; `totalCount` counts them all */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Message": "Success",
                     *       "data": [
                     *         {
                     *           "customer": false,
                     *           "email": "admin@brokerage.example",
                     *           "fullName": "Ada Lovelace",
                     *           "id": 1,
                     *           "roles": [
                     *             "administrator"
                     *           ],
                     *           "userName": "admin"
                     *         },
                     *         {
                     *           "customer": false,
                     *           "email": "haylee.russel@brokerage.example",
                     *           "fullName": "Haylee Russel",
                     *           "id": 13,
                     *           "roles": [
                     *             "administrator"
                     *           ],
                     *           "userName": "haylee.russel"
                     *         }
                     *       ],
                     *       "status": 200,
                     *       "totalCount": 9
                     *     }
                     */
                    "application/json": components["schemas"]["RoleData_Vec_RoleUser"];
                };
            };
            /** @description The page segments are not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "The page segments are not valid.",
                     *       "error": "The page segments are not valid.",
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No token, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Sign in to use this operation: no bearer token was sent.",
                     *       "error": "Sign in to use this operation: no bearer token was sent.",
                     *       "status": 401,
                     *       "title": "Unauthorized",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller lacks `claims.assign` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This operation requires the claim claims.assign.",
                     *       "error": "This operation requires the claim claims.assign.",
                     *       "status": 403,
                     *       "title": "Forbidden",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description There is no such role */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "There is no such role.",
                     *       "error": "There is no such role.",
                     *       "status": 404,
                     *       "title": "Not Found",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    assignUserRoles: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The staff member's or customer's id
                 * @example 2
                 */
                userId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserRolesPayload"];
            };
        };
        responses: {
            /** @description The roles were set */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Data": {
                     *         "customer": false,
                     *         "email": "analyst@brokerage.example",
                     *         "fullName": "Grace Hopper",
                     *         "id": 2,
                     *         "roles": [
                     *           "operations analyst",
                     *           "compliance officer"
                     *         ],
                     *         "userName": "analyst"
                     *       },
                     *       "Message": "Success"
                     *     }
                     */
                    "application/json": components["schemas"]["RoleOutcome_RoleUser"];
                };
            };
            /** @description A role does not exist, or the id is not a number */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "A role does not exist, or the id is not a number.",
                     *       "error": "A role does not exist, or the id is not a number.",
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No token, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Sign in to use this operation: no bearer token was sent.",
                     *       "error": "Sign in to use this operation: no bearer token was sent.",
                     *       "status": 401,
                     *       "title": "Unauthorized",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller lacks `claims.assign` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This operation requires the claim claims.assign.",
                     *       "error": "This operation requires the claim claims.assign.",
                     *       "status": 403,
                     *       "title": "Forbidden",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description There is no such user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "There is no such user.",
                     *       "error": "There is no such user.",
                     *       "status": 404,
                     *       "title": "Not Found",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller would remove their own administrator role */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "The caller would remove their own administrator role.",
                     *       "error": "The caller would remove their own administrator role.",
                     *       "status": 409,
                     *       "title": "Conflict",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getSignedInUser: {
        parameters: {
            query?: {
                /** @description The console's version, for the server's logs. */
                version?: string;
                /** @description The console's security key, accepted and not checked by the mock. */
                SecurityKey?: string;
            };
            header?: never;
            path: {
                /**
                 * @description The fixed account segment, `backoffice`
                 * @example backoffice
                 */
                account: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed-in user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Claims": [
                     *         "pageAccess",
                     *         "claims.view",
                     *         "claims.manage",
                     *         "claims.assign",
                     *         "users.view",
                     *         "users.manage",
                     *         "tradingAccount.viewList",
                     *         "tradingAccount.viewDetails",
                     *         "bankAccount.viewList",
                     *         "bankAccount.viewDetails",
                     *         "transfer.viewList",
                     *         "transfer.viewDetails",
                     *         "Trade.viewList",
                     *         "Trade.viewDetails",
                     *         "Orders.viewList",
                     *         "compliance.viewRestrictedPermissions",
                     *         "compliance.viewList",
                     *         "operation.viewList",
                     *         "reconciliation.report.viewList"
                     *       ],
                     *       "Email": "admin@brokerage.example",
                     *       "FirstName": "Ada",
                     *       "FullName": "Ada Lovelace",
                     *       "Id": 1,
                     *       "Roles": [
                     *         "administrator"
                     *       ],
                     *       "UserName": "admin"
                     *     }
                     */
                    "application/json": components["schemas"]["SignedInUser"];
                };
            };
            /** @description A query parameter the operation does not take, or a malformed `X-Mock-Session` header */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "color: `color` is not a query parameter of this operation; this operation takes no query parameters",
                     *       "error": "color: `color` is not a query parameter of this operation; this operation takes no query parameters",
                     *       "errors": {
                     *         "color": [
                     *           "`color` is not a query parameter of this operation; this operation takes no query parameters"
                     *         ]
                     *       },
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No token, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Sign in to use this operation: no bearer token was sent.",
                     *       "error": "Sign in to use this operation: no bearer token was sent.",
                     *       "status": 401,
                     *       "title": "Unauthorized",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    searchUsers: {
        parameters: {
            query?: {
                /**
                 * @description Text the user name must contain, case-insensitively; surrounding spaces are ignored.
                 * @example ada
                 */
                searchTerm?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Up to ten matching users, staff and customers */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Data": [
                     *         {
                     *           "customer": false,
                     *           "email": "admin@brokerage.example",
                     *           "fullName": "Ada Lovelace",
                     *           "id": 1,
                     *           "roles": [
                     *             "administrator"
                     *           ],
                     *           "userName": "admin"
                     *         },
                     *         {
                     *           "customer": false,
                     *           "email": "adolfo.keeling@brokerage.example",
                     *           "fullName": "Adolfo Keeling",
                     *           "id": 31,
                     *           "roles": [
                     *             "operations analyst"
                     *           ],
                     *           "userName": "adolfo.keeling"
                     *         }
                     *       ],
                     *       "Message": "Success"
                     *     }
                     */
                    "application/json": components["schemas"]["RoleOutcome_Vec_RoleUser"];
                };
            };
            /** @description The term is longer than 100 characters */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "The term is longer than 100 characters.",
                     *       "error": "The term is longer than 100 characters.",
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No token, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Sign in to use this operation: no bearer token was sent.",
                     *       "error": "Sign in to use this operation: no bearer token was sent.",
                     *       "status": 401,
                     *       "title": "Unauthorized",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller lacks `claims.assign` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This operation requires the claim claims.assign.",
                     *       "error": "This operation requires the claim claims.assign.",
                     *       "status": 403,
                     *       "title": "Forbidden",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listBankAccounts: {
        parameters: {
            query?: {
                /** @description The 1-based page number; past the last page the page is empty. */
                page?: number;
                /** @description Records per page: a number from 1 to 10000 (the console offers 10, 25 and 50), or `All` for every match. Default: 25. No page holds more than 10000 records: `All` is refused with a 400 when more records than that match; narrow the filters or page through them. */
                pageSize?: string;
                /** @description The column to sort by, one of the values listed; another is a 400 naming them. */
                sort?: "Created" | "BankName";
                /** @description `asc` or `desc`; without `sort`, the listing's default order. */
                dir?: components["schemas"]["SortDir"];
                /**
                 * @description The review filter of spec 3: All, NeedsReview, PendingUser, Rejected or Passed.
                 * @example NeedsReview
                 */
                review?: components["schemas"]["BankReviewFilter"];
                /**
                 * @description Match statuses, comma-separated (approved, pending, failed, error, rejected, verified).
                 * @example [
                 *       "pending"
                 *     ]
                 */
                matchStatus?: ("approved" | "pending" | "failed" | "error" | "rejected" | "verified" | "All")[];
                /**
                 * @description Statement statuses, comma-separated numbers (0 to 5, spec 3).
                 *
                 *     0 Unknown, 1 Statement Not Required, 2 Statement Required, 3 Statement Received, 4 Rejected, 5 Passed.
                 * @example [
                 *       2
                 *     ]
                 */
                statementStatus?: (0 | 1 | 2 | 3 | 4 | 5 | "All")[];
                /** @description Text in the bank's name or the routing number. */
                search?: string;
                /** @description Only this trading account's bank accounts. */
                tradingAccountId?: number;
                /** @description Only this user's bank accounts (the user details Bank Account tab). */
                userId?: number;
                /**
                 * @description The first day (or instant) to include.
                 * @example 2026-01-01
                 */
                startDate?: string;
                /**
                 * @description The last day (or instant) to include; not before `startDate`.
                 * @example 2026-01-15
                 */
                endDate?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of bank accounts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "AccountKind": "Savings",
                     *           "AccountNumberLast4": "5645",
                     *           "BankAccountId": 406121,
                     *           "BankName": "Ally Bank",
                     *           "Created": "2026-01-15T12:31:00Z",
                     *           "IsActive": true,
                     *           "ManualOverride": "P",
                     *           "MatchStatus": "approved",
                     *           "ReviewState": "Failed",
                     *           "RoutingNumber": "124003116",
                     *           "StatementStatus": 5,
                     *           "TradingAccountId": 101530,
                     *           "UserId": 10153
                     *         },
                     *         {
                     *           "AccountKind": "Checking",
                     *           "AccountNumberLast4": "2662",
                     *           "BankAccountId": 401641,
                     *           "BankName": "Navy Federal Credit Union",
                     *           "Created": "2026-01-15T09:10:00Z",
                     *           "IsActive": true,
                     *           "ManualOverride": null,
                     *           "MatchStatus": "pending",
                     *           "ReviewState": "Reviewing",
                     *           "RoutingNumber": "256074974",
                     *           "StatementStatus": 0,
                     *           "TradingAccountId": 100410,
                     *           "UserId": 10041
                     *         }
                     *       ],
                     *       "total": 403,
                     *       "totalMatch": 403
                     *     }
                     */
                    "application/json": components["schemas"]["Listing_BankAccount"];
                };
            };
            /** @description A paging, sorting or filter parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "A paging, sorting or filter parameter is not valid.",
                     *       "error": "A paging, sorting or filter parameter is not valid.",
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No token, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Sign in to use this operation: no bearer token was sent.",
                     *       "error": "Sign in to use this operation: no bearer token was sent.",
                     *       "status": 401,
                     *       "title": "Unauthorized",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller lacks `bankAccount.viewList` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This operation requires the claim bankAccount.viewList.",
                     *       "error": "This operation requires the claim bankAccount.viewList.",
                     *       "status": 403,
                     *       "title": "Forbidden",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getBankAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The bank account's id
                 * @example 400000
                 */
                bankAccountId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bank account */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "bankAccount": {
                     *         "AccountKind": "Checking",
                     *         "AccountNumberLast4": "1017",
                     *         "BankAccountId": 400000,
                     *         "BankName": "Bank of America",
                     *         "Created": "2025-11-29T02:22:00Z",
                     *         "IsActive": true,
                     *         "ManualOverride": null,
                     *         "MatchStatus": "error",
                     *         "ReviewState": "Failed",
                     *         "RoutingNumber": "026009593",
                     *         "StatementStatus": 4,
                     *         "TradingAccountId": 100000,
                     *         "UserId": 10000
                     *       },
                     *       "recentTransfers": [
                     *         {
                     *           "Amount": 13798.5,
                     *           "BankAccountId": 400000,
                     *           "Created": "2025-12-28T00:40:57Z",
                     *           "Kind": "INVEST",
                     *           "Processed": "2025-12-28T14:40:57Z",
                     *           "Status": "Complete",
                     *           "TradingAccountId": 100000,
                     *           "TransferId": 1600002,
                     *           "Type": "BankDeposit",
                     *           "UserId": 10000,
                     *           "WatchlistTypes": [
                     *             "AccountsWithin90Days",
                     *             "MultipleBanks"
                     *           ]
                     *         },
                     *         {
                     *           "Amount": 47948.06,
                     *           "BankAccountId": 400000,
                     *           "Created": "2025-12-06T10:15:35Z",
                     *           "Kind": "INVEST",
                     *           "Processed": "2025-12-08T05:15:35Z",
                     *           "Status": "Complete",
                     *           "TradingAccountId": 100000,
                     *           "TransferId": 1600000,
                     *           "Type": "BankDeposit",
                     *           "UserId": 10000,
                     *           "WatchlistTypes": [
                     *             "AccountsWithin90Days",
                     *             "MultipleBanks"
                     *           ]
                     *         }
                     *       ],
                     *       "tradingAccount": {
                     *         "AccountNumber": "5RB00100000",
                     *         "AccountType": 13,
                     *         "CashBalance": 79672.32,
                     *         "Created": "2025-11-28T12:22:00Z",
                     *         "Email": "user10000@mail.example",
                     *         "FullName": "Marlin Schimmel",
                     *         "TradingAccountId": 100000,
                     *         "UserId": 10000
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["BankAccountDetails"];
                };
            };
            /** @description The id is not a number */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "The id is not a number.",
                     *       "error": "The id is not a number.",
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No token, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Sign in to use this operation: no bearer token was sent.",
                     *       "error": "Sign in to use this operation: no bearer token was sent.",
                     *       "status": 401,
                     *       "title": "Unauthorized",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller lacks `bankAccount.viewDetails` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This operation requires the claim bankAccount.viewDetails.",
                     *       "error": "This operation requires the claim bankAccount.viewDetails.",
                     *       "status": 403,
                     *       "title": "Forbidden",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description There is no such bank account */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "There is no such bank account.",
                     *       "error": "There is no such bank account.",
                     *       "status": 404,
                     *       "title": "Not Found",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    overrideBankAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The bank account's id
                 * @example 400000
                 */
                bankAccountId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ManualOverridePayload"];
            };
        };
        responses: {
            /** @description The bank account after the override */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "AccountKind": "Checking",
                     *       "AccountNumberLast4": "1017",
                     *       "BankAccountId": 400000,
                     *       "BankName": "Bank of America",
                     *       "Created": "2025-11-29T02:22:00Z",
                     *       "IsActive": true,
                     *       "ManualOverride": "R",
                     *       "MatchStatus": "error",
                     *       "ReviewState": "Failed",
                     *       "RoutingNumber": "026009593",
                     *       "StatementStatus": 4,
                     *       "TradingAccountId": 100000,
                     *       "UserId": 10000
                     *     }
                     */
                    "application/json": components["schemas"]["BankAccount"];
                };
            };
            /** @description The code is not F, P, R or null */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "The code is not F, P, R or null.",
                     *       "error": "The code is not F, P, R or null.",
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No token, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Sign in to use this operation: no bearer token was sent.",
                     *       "error": "Sign in to use this operation: no bearer token was sent.",
                     *       "status": 401,
                     *       "title": "Unauthorized",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller lacks `bankAccount.viewDetails` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This operation requires the claim bankAccount.viewDetails.",
                     *       "error": "This operation requires the claim bankAccount.viewDetails.",
                     *       "status": 403,
                     *       "title": "Forbidden",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description There is no such bank account */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "There is no such bank account.",
                     *       "error": "There is no such bank account.",
                     *       "status": 404,
                     *       "title": "Not Found",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    reviewBankAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The bank account's id
                 * @example 400000
                 */
                bankAccountId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BankReviewPayload"];
            };
        };
        responses: {
            /** @description The bank account after the review */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "AccountKind": "Checking",
                     *       "AccountNumberLast4": "1017",
                     *       "BankAccountId": 400000,
                     *       "BankName": "Bank of America",
                     *       "Created": "2025-11-29T02:22:00Z",
                     *       "IsActive": true,
                     *       "ManualOverride": null,
                     *       "MatchStatus": "error",
                     *       "ReviewState": "Passed",
                     *       "RoutingNumber": "026009593",
                     *       "StatementStatus": 4,
                     *       "TradingAccountId": 100000,
                     *       "UserId": 10000
                     *     }
                     */
                    "application/json": components["schemas"]["BankAccount"];
                };
            };
            /** @description The state is empty or unknown */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "The state is empty or unknown.",
                     *       "error": "The state is empty or unknown.",
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No token, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Sign in to use this operation: no bearer token was sent.",
                     *       "error": "Sign in to use this operation: no bearer token was sent.",
                     *       "status": 401,
                     *       "title": "Unauthorized",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller lacks `bankAccount.viewDetails` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This operation requires the claim bankAccount.viewDetails.",
                     *       "error": "This operation requires the claim bankAccount.viewDetails.",
                     *       "status": 403,
                     *       "title": "Forbidden",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description There is no such bank account */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "There is no such bank account.",
                     *       "error": "There is no such bank account.",
                     *       "status": 404,
                     *       "title": "Not Found",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listAchWatchlist: {
        parameters: {
            query?: {
                /** @description The 1-based page number; past the last page the page is empty. */
                page?: number;
                /** @description Records per page: a number from 1 to 10000 (the console offers 10, 25 and 50), or `All` for every match. Default: 25. No page holds more than 10000 records: `All` is refused with a 400 when more records than that match; narrow the filters or page through them. */
                pageSize?: string;
                /** @description The column to sort by, one of the values listed; another is a 400 naming them. */
                sort?: "Created" | "Amount" | "Status" | "TransferType";
                /** @description `asc` or `desc`; without `sort`, the listing's default order. */
                dir?: components["schemas"]["SortDir"];
                /**
                 * @description Transfer types, comma-separated (BankDeposit, BankWithdraw, SmartfolioInvest, SmartfolioWithdraw, FromBroker; All).
                 * @example [
                 *       "BankWithdraw"
                 *     ]
                 */
                transferType?: ("BankDeposit" | "BankWithdraw" | "SmartfolioInvest" | "SmartfolioWithdraw" | "FromBroker" | "All")[];
                /**
                 * @description Statuses, comma-separated (Complete, Pending, Error, Rejected, Completed, OnHold, Skipped, Cancelled).
                 * @example [
                 *       "Pending"
                 *     ]
                 */
                status?: ("Complete" | "Pending" | "Error" | "Rejected" | "Completed" | "OnHold" | "Skipped" | "Cancelled" | "All")[];
                /**
                 * @description INVEST, WITHDRAW or All.
                 * @example [
                 *       "WITHDRAW"
                 *     ]
                 */
                kind?: ("INVEST" | "WITHDRAW" | "All")[];
                /** @description `processed`, `unprocessed` or `achWithdrawalWatch` (spec 4); combined with the other filters. */
                preset?: components["schemas"]["TransferPreset"];
                /**
                 * @description ACH watchlist types, comma-separated; a transfer matches when it is on any of them.
                 * @example [
                 *       "MultipleBanks"
                 *     ]
                 */
                watchlistType?: ("AccountsWithin90Days" | "MultipleBanks" | "NoTrades" | "All")[];
                /** @description Only this trading account's transfers. */
                tradingAccountId?: number;
                /** @description Only this user's transfers. */
                userId?: number;
                /**
                 * @description The first day (or instant) to include.
                 * @example 2026-01-01
                 */
                startDate?: string;
                /**
                 * @description The last day (or instant) to include; not before `startDate`.
                 * @example 2026-01-15
                 */
                endDate?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of watched transfers */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "Amount": 15221.7,
                     *           "BankAccountId": 406121,
                     *           "Created": "2026-01-15T13:36:35Z",
                     *           "Kind": "INVEST",
                     *           "Processed": "2026-01-15T14:36:35Z",
                     *           "Status": "Error",
                     *           "TradingAccountId": 101530,
                     *           "TransferId": 1624481,
                     *           "Type": "BankDeposit",
                     *           "UserId": 10153,
                     *           "WatchlistTypes": [
                     *             "AccountsWithin90Days",
                     *             "MultipleBanks",
                     *             "NoTrades"
                     *           ]
                     *         },
                     *         {
                     *           "Amount": 2630.41,
                     *           "BankAccountId": 401641,
                     *           "Created": "2026-01-15T13:35:28Z",
                     *           "Kind": "WITHDRAW",
                     *           "Processed": "2026-01-15T15:18:05Z",
                     *           "Status": "Complete",
                     *           "TradingAccountId": 100410,
                     *           "TransferId": 1606562,
                     *           "Type": "BankWithdraw",
                     *           "UserId": 10041,
                     *           "WatchlistTypes": [
                     *             "AccountsWithin90Days",
                     *             "MultipleBanks"
                     *           ]
                     *         }
                     *       ],
                     *       "total": 499,
                     *       "totalMatch": 499
                     *     }
                     */
                    "application/json": components["schemas"]["Listing_Transfer"];
                };
            };
            /** @description A paging, sorting or filter parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "A paging, sorting or filter parameter is not valid.",
                     *       "error": "A paging, sorting or filter parameter is not valid.",
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No token, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Sign in to use this operation: no bearer token was sent.",
                     *       "error": "Sign in to use this operation: no bearer token was sent.",
                     *       "status": 401,
                     *       "title": "Unauthorized",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller lacks `compliance.viewList` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This operation requires the claim compliance.viewList.",
                     *       "error": "This operation requires the claim compliance.viewList.",
                     *       "status": 403,
                     *       "title": "Forbidden",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listAffiliations: {
        parameters: {
            query?: {
                /** @description The 1-based page number; past the last page the page is empty. */
                page?: number;
                /** @description Records per page: a number from 1 to 10000 (the console offers 10, 25 and 50), or `All` for every match. Default: 25. No page holds more than 10000 records: `All` is refused with a 400 when more records than that match; narrow the filters or page through them. */
                pageSize?: string;
                /** @description The column to sort by, one of the values listed; another is a 400 naming them. */
                sort?: "Created" | "FullName" | "CompanyName";
                /** @description `asc` or `desc`; without `sort`, the listing's default order. */
                dir?: components["schemas"]["SortDir"];
                /** @description Text in the name, company, ticker or position. */
                search?: string;
                /**
                 * @description The stock type filter of spec 3.
                 *
                 *     0 All, 2 Publicly Traded Company, 4 Member Firm.
                 * @example 2
                 */
                stockType?: components["schemas"]["StockTypeFilter"];
                /** @description `true`: approved; `false`: awaiting approval. */
                approved?: boolean;
                /**
                 * @description The first day (or instant) to include.
                 * @example 2026-01-01
                 */
                startDate?: string;
                /**
                 * @description The last day (or instant) to include; not before `startDate`.
                 * @example 2026-01-15
                 */
                endDate?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of affiliations */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "AffiliationId": 10105,
                     *           "Approved": true,
                     *           "CompanyName": "NVIDIA Corporation",
                     *           "Created": "2025-12-08T14:24:00Z",
                     *           "FullName": "شهد آل فهيقي",
                     *           "Position": "10% shareholder",
                     *           "StockType": 2,
                     *           "Ticker": "NVDA",
                     *           "UserId": 10105
                     *         },
                     *         {
                     *           "AffiliationId": 10186,
                     *           "Approved": true,
                     *           "CompanyName": "Nasdaq Stock Market LLC",
                     *           "Created": "2025-11-13T12:51:00Z",
                     *           "FullName": "Vianney Salaun",
                     *           "Position": "Director",
                     *           "StockType": 4,
                     *           "Ticker": null,
                     *           "UserId": 10186
                     *         }
                     *       ],
                     *       "total": 9,
                     *       "totalMatch": 9
                     *     }
                     */
                    "application/json": components["schemas"]["Listing_Affiliation"];
                };
            };
            /** @description A paging, sorting or filter parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "A paging, sorting or filter parameter is not valid.",
                     *       "error": "A paging, sorting or filter parameter is not valid.",
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No token, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Sign in to use this operation: no bearer token was sent.",
                     *       "error": "Sign in to use this operation: no bearer token was sent.",
                     *       "status": 401,
                     *       "title": "Unauthorized",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller lacks `compliance.viewList` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This operation requires the claim compliance.viewList.",
                     *       "error": "This operation requires the claim compliance.viewList.",
                     *       "status": 403,
                     *       "title": "Forbidden",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listNegativeSettledCash: {
        parameters: {
            query?: {
                /** @description The 1-based page number; past the last page the page is empty. */
                page?: number;
                /** @description Records per page: a number from 1 to 10000 (the console offers 10, 25 and 50), or `All` for every match. Default: 25. No page holds more than 10000 records: `All` is refused with a 400 when more records than that match; narrow the filters or page through them. */
                pageSize?: string;
                /** @description The column to sort by, one of the values listed; another is a 400 naming them. */
                sort?: "Date" | "Data" | "SettledCash" | "AccountNumber" | "DaysNegative";
                /** @description `asc` or `desc`; without `sort`, the listing's default order. */
                dir?: components["schemas"]["SortDir"];
                /** @description Text in the account number or owner's name. */
                search?: string;
                /**
                 * @description The first day (or instant) to include.
                 * @example 2026-01-01
                 */
                startDate?: string;
                /**
                 * @description The last day (or instant) to include; not before `startDate`.
                 * @example 2026-01-15
                 */
                endDate?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the report */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "AccountNumber": "5RB00100951",
                     *           "Date": "2026-01-14T00:00:00Z",
                     *           "DaysNegative": 2,
                     *           "FullName": "Belle Borer",
                     *           "ReportId": 1009511,
                     *           "SettledCash": -23545.84,
                     *           "TradingAccountId": 100951,
                     *           "UnsettledCash": 3399.39
                     *         },
                     *         {
                     *           "AccountNumber": "5RB00100951",
                     *           "Date": "2026-01-13T00:00:00Z",
                     *           "DaysNegative": 1,
                     *           "FullName": "Belle Borer",
                     *           "ReportId": 1009510,
                     *           "SettledCash": -16994,
                     *           "TradingAccountId": 100951,
                     *           "UnsettledCash": 2781.02
                     *         }
                     *       ],
                     *       "total": 39,
                     *       "totalMatch": 39
                     *     }
                     */
                    "application/json": components["schemas"]["Listing_NegativeSettledCash"];
                };
            };
            /** @description A paging, sorting or filter parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "A paging, sorting or filter parameter is not valid.",
                     *       "error": "A paging, sorting or filter parameter is not valid.",
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No token, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Sign in to use this operation: no bearer token was sent.",
                     *       "error": "Sign in to use this operation: no bearer token was sent.",
                     *       "status": 401,
                     *       "title": "Unauthorized",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller lacks `compliance.viewList` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This operation requires the claim compliance.viewList.",
                     *       "error": "This operation requires the claim compliance.viewList.",
                     *       "status": 403,
                     *       "title": "Forbidden",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listComplianceRestrictedAccounts: {
        parameters: {
            query?: {
                /** @description The 1-based page number; past the last page the page is empty. */
                page?: number;
                /** @description Records per page: a number from 1 to 10000 (the console offers 10, 25 and 50), or `All` for every match. Default: 25. No page holds more than 10000 records: `All` is refused with a 400 when more records than that match; narrow the filters or page through them. */
                pageSize?: string;
                /** @description The column to sort by, one of the values listed; another is a 400 naming them. */
                sort?: "Created" | "AccountNumber" | "FullName";
                /** @description `asc` or `desc`; without `sort`, the listing's default order. */
                dir?: components["schemas"]["SortDir"];
                /** @description Text in the account number, owner's name or reason. */
                search?: string;
                /**
                 * @description The first day (or instant) to include.
                 * @example 2026-01-01
                 */
                startDate?: string;
                /**
                 * @description The last day (or instant) to include; not before `startDate`.
                 * @example 2026-01-15
                 */
                endDate?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of restricted accounts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "AccountNumber": "5RB00101961",
                     *           "Created": "2025-10-07T05:50:00Z",
                     *           "FullName": "Chaim Effertz",
                     *           "Reason": "Pattern day trading review",
                     *           "RestrictedAccountId": 101961,
                     *           "RestrictedBy": "analyst",
                     *           "TradingAccountId": 101961,
                     *           "UserId": 10196
                     *         },
                     *         {
                     *           "AccountNumber": "5RB00100941",
                     *           "Created": "2025-09-29T16:14:00Z",
                     *           "FullName": "Mario Rolfson",
                     *           "Reason": "Pattern day trading review",
                     *           "RestrictedAccountId": 100941,
                     *           "RestrictedBy": "compliance",
                     *           "TradingAccountId": 100941,
                     *           "UserId": 10094
                     *         }
                     *       ],
                     *       "total": 6,
                     *       "totalMatch": 6
                     *     }
                     */
                    "application/json": components["schemas"]["Listing_RestrictedAccount"];
                };
            };
            /** @description A paging, sorting or filter parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "A paging, sorting or filter parameter is not valid.",
                     *       "error": "A paging, sorting or filter parameter is not valid.",
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No token, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Sign in to use this operation: no bearer token was sent.",
                     *       "error": "Sign in to use this operation: no bearer token was sent.",
                     *       "status": 401,
                     *       "title": "Unauthorized",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller lacks `compliance.viewList` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This operation requires the claim compliance.viewList.",
                     *       "error": "This operation requires the claim compliance.viewList.",
                     *       "status": 403,
                     *       "title": "Forbidden",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listRestrictedPermissions: {
        parameters: {
            query?: {
                /** @description The 1-based page number; past the last page the page is empty. */
                page?: number;
                /** @description Records per page: a number from 1 to 10000 (the console offers 10, 25 and 50), or `All` for every match. Default: 25. No page holds more than 10000 records: `All` is refused with a 400 when more records than that match; narrow the filters or page through them. */
                pageSize?: string;
                /** @description The column to sort by, one of the values listed; another is a 400 naming them. */
                sort?: "AccountNumber" | "PermissionId" | "Updated";
                /** @description `asc` or `desc`; without `sort`, the listing's default order. */
                dir?: components["schemas"]["SortDir"];
                /** @description Text in the account number or owner's name. */
                search?: string;
                /**
                 * @description `PermissionId`s, comma-separated (2 to 9, spec 3).
                 *
                 *     2 Cash Deposit, 3 Cash Withdrawal, 4 Stock Buy, 5 Stock Sell, 6 Smartfolio Invest, 7 Smartfolio Withdraw, 8 Smartfolio Buy, 9 Smartfolio Sell.
                 * @example [
                 *       3,
                 *       4
                 *     ]
                 */
                permissionId?: (2 | 3 | 4 | 5 | 6 | 7 | 8 | 9)[];
                /** @description `true`: allowed settings; `false`: denied ones. */
                isAllowed?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of permission settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "AccountNumber": "5RB00100141",
                     *           "AccountPermissionId": 1,
                     *           "FullName": "Cordie Runolfsdottir",
                     *           "IsAllowed": false,
                     *           "PermissionId": 2,
                     *           "PermissionName": "Cash Deposit",
                     *           "TradingAccountId": 100141,
                     *           "Updated": "2025-08-08T09:21:00Z"
                     *         },
                     *         {
                     *           "AccountNumber": "5RB00100141",
                     *           "AccountPermissionId": 2,
                     *           "FullName": "Cordie Runolfsdottir",
                     *           "IsAllowed": true,
                     *           "PermissionId": 3,
                     *           "PermissionName": "Cash Withdrawal",
                     *           "TradingAccountId": 100141,
                     *           "Updated": "2025-08-08T09:21:00Z"
                     *         }
                     *       ],
                     *       "total": 48,
                     *       "totalMatch": 48
                     *     }
                     */
                    "application/json": components["schemas"]["Listing_RestrictedPermission"];
                };
            };
            /** @description A paging, sorting or filter parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "A paging, sorting or filter parameter is not valid.",
                     *       "error": "A paging, sorting or filter parameter is not valid.",
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No token, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Sign in to use this operation: no bearer token was sent.",
                     *       "error": "Sign in to use this operation: no bearer token was sent.",
                     *       "status": 401,
                     *       "title": "Unauthorized",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller lacks `compliance.viewRestrictedPermissions` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This operation requires the claim compliance.viewRestrictedPermissions.",
                     *       "error": "This operation requires the claim compliance.viewRestrictedPermissions.",
                     *       "status": 403,
                     *       "title": "Forbidden",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getDashboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figures */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "achWithdrawalWatch": 10,
                     *       "asOf": "2026-01-15T15:30:00Z",
                     *       "customers": 200,
                     *       "negativeSettledCash": 39,
                     *       "newCustomers30Days": 1,
                     *       "onboardedCustomers": 136,
                     *       "onboarding": [
                     *         {
                     *           "customers": 7,
                     *           "status": "Unknown"
                     *         },
                     *         {
                     *           "customers": 11,
                     *           "status": "Waiting Broker Verify"
                     *         }
                     *       ],
                     *       "pendingTransfers": 67,
                     *       "totalCash": 9434814.1,
                     *       "tradingAccounts": 301
                     *     }
                     */
                    "application/json": components["schemas"]["DashboardFigures"];
                };
            };
            /** @description A query parameter the operation does not take, or a malformed `X-Mock-Session` header */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "color: `color` is not a query parameter of this operation; this operation takes no query parameters",
                     *       "error": "color: `color` is not a query parameter of this operation; this operation takes no query parameters",
                     *       "errors": {
                     *         "color": [
                     *           "`color` is not a query parameter of this operation; this operation takes no query parameters"
                     *         ]
                     *       },
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No token, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Sign in to use this operation: no bearer token was sent.",
                     *       "error": "Sign in to use this operation: no bearer token was sent.",
                     *       "status": 401,
                     *       "title": "Unauthorized",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller lacks `pageAccess` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This operation requires the claim pageAccess.",
                     *       "error": "This operation requires the claim pageAccess.",
                     *       "status": 403,
                     *       "title": "Forbidden",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getMessageFeed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The messages */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "createdDate": "2026-01-15T15:05:00Z",
                     *           "id": "message-1-1",
                     *           "read": false,
                     *           "text": "The position report has new breaks for review.",
                     *           "title": "Jerrold Lindgren: Reconciliation breaks"
                     *         },
                     *         {
                     *           "createdDate": "2026-01-15T10:38:00Z",
                     *           "id": "message-1-2",
                     *           "read": true,
                     *           "text": "We meet at 3 pm instead of 2 pm today.",
                     *           "title": "Dave Pfannerstill: Team meeting moved"
                     *         }
                     *       ],
                     *       "totalCount": 6
                     *     }
                     */
                    "application/json": components["schemas"]["Feed"];
                };
            };
            /** @description A query parameter the operation does not take, or a malformed `X-Mock-Session` header */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "color: `color` is not a query parameter of this operation; this operation takes no query parameters",
                     *       "error": "color: `color` is not a query parameter of this operation; this operation takes no query parameters",
                     *       "errors": {
                     *         "color": [
                     *           "`color` is not a query parameter of this operation; this operation takes no query parameters"
                     *         ]
                     *       },
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No token, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Sign in to use this operation: no bearer token was sent.",
                     *       "error": "Sign in to use this operation: no bearer token was sent.",
                     *       "status": 401,
                     *       "title": "Unauthorized",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller lacks `pageAccess` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This operation requires the claim pageAccess.",
                     *       "error": "This operation requires the claim pageAccess.",
                     *       "status": 403,
                     *       "title": "Forbidden",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getNotificationFeed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The notifications */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "createdDate": "2026-01-15T12:48:00Z",
                     *           "id": "restore-12",
                     *           "read": false,
                     *           "text": "Bad data migration on the profile",
                     *           "title": "Restore request 12 failed"
                     *         },
                     *         {
                     *           "createdDate": "2026-01-14T12:34:00Z",
                     *           "id": "crm-10149",
                     *           "read": true,
                     *           "text": "POST /crm/rest/v1/contacts",
                     *           "title": "CRM call failed with 500"
                     *         }
                     *       ],
                     *       "totalCount": 5
                     *     }
                     */
                    "application/json": components["schemas"]["Feed"];
                };
            };
            /** @description A query parameter the operation does not take, or a malformed `X-Mock-Session` header */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "color: `color` is not a query parameter of this operation; this operation takes no query parameters",
                     *       "error": "color: `color` is not a query parameter of this operation; this operation takes no query parameters",
                     *       "errors": {
                     *         "color": [
                     *           "`color` is not a query parameter of this operation; this operation takes no query parameters"
                     *         ]
                     *       },
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No token, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Sign in to use this operation: no bearer token was sent.",
                     *       "error": "Sign in to use this operation: no bearer token was sent.",
                     *       "status": 401,
                     *       "title": "Unauthorized",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller lacks `pageAccess` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This operation requires the claim pageAccess.",
                     *       "error": "This operation requires the claim pageAccess.",
                     *       "status": 403,
                     *       "title": "Forbidden",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getMarketData: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A symbol of the asset list
                 * @example SPY
                 */
                symbol: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The series */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "points": [
                     *         {
                     *           "time": "2026-01-15T14:30:00Z",
                     *           "value": 586.91
                     *         },
                     *         {
                     *           "time": "2026-01-15T14:31:00Z",
                     *           "value": 587.03
                     *         }
                     *       ],
                     *       "previousClose": 593.77,
                     *       "sessionClose": "2026-01-15T21:00:00Z",
                     *       "sessionOpen": "2026-01-15T14:30:00Z",
                     *       "symbol": "SPY",
                     *       "timeZone": "America/New_York"
                     *     }
                     */
                    "application/json": components["schemas"]["MarketDataSeries"];
                };
            };
            /** @description A query parameter the operation does not take, or a malformed `X-Mock-Session` header */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "color: `color` is not a query parameter of this operation; this operation takes no query parameters",
                     *       "error": "color: `color` is not a query parameter of this operation; this operation takes no query parameters",
                     *       "errors": {
                     *         "color": [
                     *           "`color` is not a query parameter of this operation; this operation takes no query parameters"
                     *         ]
                     *       },
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No token, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Sign in to use this operation: no bearer token was sent.",
                     *       "error": "Sign in to use this operation: no bearer token was sent.",
                     *       "status": 401,
                     *       "title": "Unauthorized",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller lacks `pageAccess` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This operation requires the claim pageAccess.",
                     *       "error": "This operation requires the claim pageAccess.",
                     *       "status": 403,
                     *       "title": "Forbidden",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The symbol is not in the asset list */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "The symbol is not in the asset list.",
                     *       "error": "The symbol is not in the asset list.",
                     *       "status": 404,
                     *       "title": "Not Found",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listCrmRequests: {
        parameters: {
            query?: {
                /** @description The 1-based page number; past the last page the page is empty. */
                page?: number;
                /** @description Records per page: a number from 1 to 10000 (the console offers 10, 25 and 50), or `All` for every match. Default: 25. No page holds more than 10000 records: `All` is refused with a 400 when more records than that match; narrow the filters or page through them. */
                pageSize?: string;
                /** @description The column to sort by, one of the values listed; another is a 400 naming them. */
                sort?: "Created" | "StatusCode" | "DurationMs";
                /** @description `asc` or `desc`; without `sort`, the listing's default order. */
                dir?: components["schemas"]["SortDir"];
                /** @description Text in the endpoint or the bodies. */
                search?: string;
                /** @description `true`: successful calls; `false`: failed ones. */
                success?: boolean;
                /**
                 * @description Only calls with this HTTP method.
                 * @example POST
                 */
                method?: string;
                /** @description Only calls about this user. */
                userId?: number;
                /**
                 * @description The first day (or instant) to include.
                 * @example 2026-01-01
                 */
                startDate?: string;
                /**
                 * @description The last day (or instant) to include; not before `startDate`.
                 * @example 2026-01-15
                 */
                endDate?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the log */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "Created": "2026-01-14T12:34:00Z",
                     *           "CrmRequestId": 10149,
                     *           "DurationMs": 157,
                     *           "Endpoint": "/crm/rest/v1/contacts",
                     *           "Method": "POST",
                     *           "RequestBody": "{\"email\":\"user10149@mail.example\",\"given_name\":\"عتاب\"}",
                     *           "ResponseBody": "{\"message\":\"CRM provider answered 500\"}",
                     *           "StatusCode": 500,
                     *           "Success": false,
                     *           "UserId": 10149
                     *         },
                     *         {
                     *           "Created": "2026-01-14T05:34:00Z",
                     *           "CrmRequestId": 10126,
                     *           "DurationMs": 1763,
                     *           "Endpoint": "/crm/rest/v1/contacts/710126",
                     *           "Method": "PATCH",
                     *           "RequestBody": "{\"email\":\"user10126@mail.example\",\"given_name\":\"Laverna\"}",
                     *           "ResponseBody": "{\"id\":710126}",
                     *           "StatusCode": 200,
                     *           "Success": true,
                     *           "UserId": 10126
                     *         }
                     *       ],
                     *       "total": 115,
                     *       "totalMatch": 115
                     *     }
                     */
                    "application/json": components["schemas"]["Listing_CrmRequest"];
                };
            };
            /** @description A paging, sorting or filter parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "A paging, sorting or filter parameter is not valid.",
                     *       "error": "A paging, sorting or filter parameter is not valid.",
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No token, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Sign in to use this operation: no bearer token was sent.",
                     *       "error": "Sign in to use this operation: no bearer token was sent.",
                     *       "status": 401,
                     *       "title": "Unauthorized",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller lacks `operation.viewList` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This operation requires the claim operation.viewList.",
                     *       "error": "This operation requires the claim operation.viewList.",
                     *       "status": 403,
                     *       "title": "Forbidden",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listRestoreRequests: {
        parameters: {
            query?: {
                /** @description The 1-based page number; past the last page the page is empty. */
                page?: number;
                /** @description Records per page: a number from 1 to 10000 (the console offers 10, 25 and 50), or `All` for every match. Default: 25. No page holds more than 10000 records: `All` is refused with a 400 when more records than that match; narrow the filters or page through them. */
                pageSize?: string;
                /** @description The column to sort by, one of the values listed; another is a 400 naming them. */
                sort?: "Created" | "PointInTime";
                /** @description `asc` or `desc`; without `sort`, the listing's default order. */
                dir?: components["schemas"]["SortDir"];
                /**
                 * @description Statuses, comma-separated: Pending, Running, Complete, Failed.
                 * @example [
                 *       "Pending",
                 *       "Running"
                 *     ]
                 */
                status?: ("Pending" | "Running" | "Complete" | "Failed")[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of restore requests */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "Created": "2026-01-15T12:48:00Z",
                     *           "PointInTime": "2026-01-10T20:29:00Z",
                     *           "Reason": "Bad data migration on the profile",
                     *           "RequestedBy": "admin",
                     *           "RestoreRequestId": 12,
                     *           "Status": "Failed",
                     *           "UserId": 10157
                     *         },
                     *         {
                     *           "Created": "2026-01-13T14:32:00Z",
                     *           "PointInTime": "2026-01-09T18:12:00Z",
                     *           "Reason": "Customer deleted their watchlists by mistake",
                     *           "RequestedBy": "analyst",
                     *           "RestoreRequestId": 9,
                     *           "Status": "Pending",
                     *           "UserId": 10122
                     *         }
                     *       ],
                     *       "total": 12,
                     *       "totalMatch": 12
                     *     }
                     */
                    "application/json": components["schemas"]["Listing_RestoreRequest"];
                };
            };
            /** @description A paging, sorting or filter parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "A paging, sorting or filter parameter is not valid.",
                     *       "error": "A paging, sorting or filter parameter is not valid.",
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No token, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Sign in to use this operation: no bearer token was sent.",
                     *       "error": "Sign in to use this operation: no bearer token was sent.",
                     *       "status": 401,
                     *       "title": "Unauthorized",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller lacks `operation.viewList` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This operation requires the claim operation.viewList.",
                     *       "error": "This operation requires the claim operation.viewList.",
                     *       "status": 403,
                     *       "title": "Forbidden",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createRestoreRequest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RestoreRequestPayload"];
            };
        };
        responses: {
            /** @description The request was made */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Created": "2026-01-15T15:30:00Z",
                     *       "PointInTime": "2026-01-14T09:00:00Z",
                     *       "Reason": "Customer deleted their watchlists by mistake",
                     *       "RequestedBy": "admin",
                     *       "RestoreRequestId": 13,
                     *       "Status": "Pending",
                     *       "UserId": 10001
                     *     }
                     */
                    "application/json": components["schemas"]["RestoreRequest"];
                };
            };
            /** @description The instant is in the future or too old, the reason is missing, or the user unknown */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "The instant is in the future or too old, the reason is missing, or the user unknown.",
                     *       "error": "The instant is in the future or too old, the reason is missing, or the user unknown.",
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No token, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Sign in to use this operation: no bearer token was sent.",
                     *       "error": "Sign in to use this operation: no bearer token was sent.",
                     *       "status": 401,
                     *       "title": "Unauthorized",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller lacks `operation.viewList` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This operation requires the claim operation.viewList.",
                     *       "error": "This operation requires the claim operation.viewList.",
                     *       "status": 403,
                     *       "title": "Forbidden",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listOrders: {
        parameters: {
            query?: {
                /** @description The 1-based page number; past the last page the page is empty. */
                page?: number;
                /** @description Records per page: a number from 1 to 10000 (the console offers 10, 25 and 50), or `All` for every match. Default: 25. No page holds more than 10000 records: `All` is refused with a 400 when more records than that match; narrow the filters or page through them. */
                pageSize?: string;
                /** @description The column to sort by, one of the values listed; another is a 400 naming them. */
                sort?: "CreatedDate" | "Amount" | "Symbol" | "OrderStatusId";
                /** @description `asc` or `desc`; without `sort`, the listing's default order. */
                dir?: components["schemas"]["SortDir"];
                /**
                 * @description Statuses of the filter set, comma-separated (Complete, OnOpen, OnHold, Submitted, Enqueued, Rejected, Cancelled, Skipped, SubmittedOther, UnsubmittedOther).
                 * @example [
                 *       "Complete"
                 *     ]
                 */
                status?: ("Complete" | "OnOpen" | "OnHold" | "Submitted" | "Enqueued" | "Rejected" | "Cancelled" | "Skipped" | "SubmittedOther" | "UnsubmittedOther" | "All")[];
                /** @description `submitted` or `unsubmitted` (spec 4). */
                preset?: components["schemas"]["OrderPreset"];
                /**
                 * @description Market, Limit or All.
                 * @example [
                 *       "Market"
                 *     ]
                 */
                orderType?: ("Market" | "Limit" | "All")[];
                /**
                 * @description Actions, comma-separated (Buy, Sell, Invest, Withdraw; All).
                 * @example [
                 *       "Buy"
                 *     ]
                 */
                action?: ("Buy" | "Sell" | "Invest" | "Withdraw" | "All")[];
                /**
                 * @description A ticker.
                 * @example AAPL
                 */
                symbol?: string;
                /** @description Only this trading account's orders. */
                tradingAccountId?: number;
                /**
                 * @description The first day (or instant) to include.
                 * @example 2026-01-01
                 */
                startDate?: string;
                /**
                 * @description The last day (or instant) to include; not before `startDate`.
                 * @example 2026-01-15
                 */
                endDate?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of orders */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Data": {
                     *         "Count": 2,
                     *         "Items": [
                     *           {
                     *             "Action": "Buy",
                     *             "Amount": 4428.9,
                     *             "AveragePrice": null,
                     *             "CreatedDate": "2026-01-15T15:24:16Z",
                     *             "FilledQuantity": 0,
                     *             "HoldState": "none",
                     *             "LimitPrice": null,
                     *             "OrderId": 1611688,
                     *             "OrderStatusId": 19,
                     *             "OrderType": "Market",
                     *             "Quantity": 19,
                     *             "Status": "SubmittedOther",
                     *             "StatusText": "sending",
                     *             "SubmissionStatus": "submitted",
                     *             "Symbol": "AAPL",
                     *             "TradingAccountId": 100730,
                     *             "UpdatedDate": "2026-01-15T15:30:00Z",
                     *             "UserId": 10073
                     *           },
                     *           {
                     *             "Action": "Buy",
                     *             "Amount": 316.1,
                     *             "AveragePrice": null,
                     *             "CreatedDate": "2026-01-15T15:04:43Z",
                     *             "FilledQuantity": 0,
                     *             "HoldState": "none",
                     *             "LimitPrice": null,
                     *             "OrderId": 1615369,
                     *             "OrderStatusId": 11,
                     *             "OrderType": "Market",
                     *             "Quantity": 2,
                     *             "Status": "UnsubmittedOther",
                     *             "StatusText": "NotSent_UnknownReason",
                     *             "SubmissionStatus": "submission_error",
                     *             "Symbol": "JNJ",
                     *             "TradingAccountId": 100960,
                     *             "UpdatedDate": "2026-01-15T15:08:00Z",
                     *             "UserId": 10096
                     *           }
                     *         ],
                     *         "MatchedCount": 1190,
                     *         "TotalCount": 1190,
                     *         "TotalPages": 595
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["OrderListing_Order"];
                };
            };
            /** @description A paging, sorting or filter parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "A paging, sorting or filter parameter is not valid.",
                     *       "error": "A paging, sorting or filter parameter is not valid.",
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No token, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Sign in to use this operation: no bearer token was sent.",
                     *       "error": "Sign in to use this operation: no bearer token was sent.",
                     *       "status": 401,
                     *       "title": "Unauthorized",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller lacks `Orders.viewList` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This operation requires the claim Orders.viewList.",
                     *       "error": "This operation requires the claim Orders.viewList.",
                     *       "status": 403,
                     *       "title": "Forbidden",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    aggregateOrdersByAccount: {
        parameters: {
            query?: {
                /**
                 * @description Statuses of the filter set, comma-separated (Complete, OnOpen, OnHold, Submitted, Enqueued, Rejected, Cancelled, Skipped, SubmittedOther, UnsubmittedOther).
                 * @example [
                 *       "Complete"
                 *     ]
                 */
                status?: ("Complete" | "OnOpen" | "OnHold" | "Submitted" | "Enqueued" | "Rejected" | "Cancelled" | "Skipped" | "SubmittedOther" | "UnsubmittedOther" | "All")[];
                /** @description `submitted` or `unsubmitted` (spec 4). */
                preset?: components["schemas"]["OrderPreset"];
                /**
                 * @description Market, Limit or All.
                 * @example [
                 *       "Market"
                 *     ]
                 */
                orderType?: ("Market" | "Limit" | "All")[];
                /**
                 * @description Actions, comma-separated (Buy, Sell, Invest, Withdraw; All).
                 * @example [
                 *       "Buy"
                 *     ]
                 */
                action?: ("Buy" | "Sell" | "Invest" | "Withdraw" | "All")[];
                /**
                 * @description A ticker.
                 * @example AAPL
                 */
                symbol?: string;
                /** @description Only this trading account's orders. */
                tradingAccountId?: number;
                /**
                 * @description The first day (or instant) to include.
                 * @example 2026-01-01
                 */
                startDate?: string;
                /**
                 * @description The last day (or instant) to include; not before `startDate`.
                 * @example 2026-01-15
                 */
                endDate?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The groups */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Data": [
                     *         {
                     *           "BuyCount": 5,
                     *           "OrderCount": 8,
                     *           "SellCount": 3,
                     *           "TotalAmount": 6497.19,
                     *           "TradingAccountId": 100011
                     *         },
                     *         {
                     *           "BuyCount": 8,
                     *           "OrderCount": 8,
                     *           "SellCount": 0,
                     *           "TotalAmount": 12309.75,
                     *           "TradingAccountId": 100060
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["AggregateListing_OrderAggregateByAccount"];
                };
            };
            /** @description A filter parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "A filter parameter is not valid.",
                     *       "error": "A filter parameter is not valid.",
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No token, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Sign in to use this operation: no bearer token was sent.",
                     *       "error": "Sign in to use this operation: no bearer token was sent.",
                     *       "status": 401,
                     *       "title": "Unauthorized",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller lacks `Orders.viewList` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This operation requires the claim Orders.viewList.",
                     *       "error": "This operation requires the claim Orders.viewList.",
                     *       "status": 403,
                     *       "title": "Forbidden",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    aggregateOrdersByAction: {
        parameters: {
            query?: {
                /**
                 * @description Statuses of the filter set, comma-separated (Complete, OnOpen, OnHold, Submitted, Enqueued, Rejected, Cancelled, Skipped, SubmittedOther, UnsubmittedOther).
                 * @example [
                 *       "Complete"
                 *     ]
                 */
                status?: ("Complete" | "OnOpen" | "OnHold" | "Submitted" | "Enqueued" | "Rejected" | "Cancelled" | "Skipped" | "SubmittedOther" | "UnsubmittedOther" | "All")[];
                /** @description `submitted` or `unsubmitted` (spec 4). */
                preset?: components["schemas"]["OrderPreset"];
                /**
                 * @description Market, Limit or All.
                 * @example [
                 *       "Market"
                 *     ]
                 */
                orderType?: ("Market" | "Limit" | "All")[];
                /**
                 * @description Actions, comma-separated (Buy, Sell, Invest, Withdraw; All).
                 * @example [
                 *       "Buy"
                 *     ]
                 */
                action?: ("Buy" | "Sell" | "Invest" | "Withdraw" | "All")[];
                /**
                 * @description A ticker.
                 * @example AAPL
                 */
                symbol?: string;
                /** @description Only this trading account's orders. */
                tradingAccountId?: number;
                /**
                 * @description The first day (or instant) to include.
                 * @example 2026-01-01
                 */
                startDate?: string;
                /**
                 * @description The last day (or instant) to include; not before `startDate`.
                 * @example 2026-01-15
                 */
                endDate?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The groups */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Data": [
                     *         {
                     *           "Action": "Buy",
                     *           "OrderCount": 607,
                     *           "TotalAmount": 855833.38,
                     *           "TotalQuantity": 9060.551
                     *         },
                     *         {
                     *           "Action": "Invest",
                     *           "OrderCount": 291,
                     *           "TotalAmount": 406412.66,
                     *           "TotalQuantity": 4552.302
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["AggregateListing_OrderAggregateByAction"];
                };
            };
            /** @description A filter parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "A filter parameter is not valid.",
                     *       "error": "A filter parameter is not valid.",
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No token, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Sign in to use this operation: no bearer token was sent.",
                     *       "error": "Sign in to use this operation: no bearer token was sent.",
                     *       "status": 401,
                     *       "title": "Unauthorized",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller lacks `Orders.viewList` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This operation requires the claim Orders.viewList.",
                     *       "error": "This operation requires the claim Orders.viewList.",
                     *       "status": 403,
                     *       "title": "Forbidden",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    aggregateOrdersBySymbol: {
        parameters: {
            query?: {
                /**
                 * @description Statuses of the filter set, comma-separated (Complete, OnOpen, OnHold, Submitted, Enqueued, Rejected, Cancelled, Skipped, SubmittedOther, UnsubmittedOther).
                 * @example [
                 *       "Complete"
                 *     ]
                 */
                status?: ("Complete" | "OnOpen" | "OnHold" | "Submitted" | "Enqueued" | "Rejected" | "Cancelled" | "Skipped" | "SubmittedOther" | "UnsubmittedOther" | "All")[];
                /** @description `submitted` or `unsubmitted` (spec 4). */
                preset?: components["schemas"]["OrderPreset"];
                /**
                 * @description Market, Limit or All.
                 * @example [
                 *       "Market"
                 *     ]
                 */
                orderType?: ("Market" | "Limit" | "All")[];
                /**
                 * @description Actions, comma-separated (Buy, Sell, Invest, Withdraw; All).
                 * @example [
                 *       "Buy"
                 *     ]
                 */
                action?: ("Buy" | "Sell" | "Invest" | "Withdraw" | "All")[];
                /**
                 * @description A ticker.
                 * @example AAPL
                 */
                symbol?: string;
                /** @description Only this trading account's orders. */
                tradingAccountId?: number;
                /**
                 * @description The first day (or instant) to include.
                 * @example 2026-01-01
                 */
                startDate?: string;
                /**
                 * @description The last day (or instant) to include; not before `startDate`.
                 * @example 2026-01-15
                 */
                endDate?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The groups */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Data": [
                     *         {
                     *           "NetQuantity": 516.453,
                     *           "OrderCount": 45,
                     *           "Symbol": "VNQ",
                     *           "TotalAmount": 49492.89
                     *         },
                     *         {
                     *           "NetQuantity": 82.723,
                     *           "OrderCount": 42,
                     *           "Symbol": "VOO",
                     *           "TotalAmount": 50803.69
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["AggregateListing_OrderAggregateBySymbol"];
                };
            };
            /** @description A filter parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "A filter parameter is not valid.",
                     *       "error": "A filter parameter is not valid.",
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No token, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Sign in to use this operation: no bearer token was sent.",
                     *       "error": "Sign in to use this operation: no bearer token was sent.",
                     *       "status": 401,
                     *       "title": "Unauthorized",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller lacks `Orders.viewList` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This operation requires the claim Orders.viewList.",
                     *       "error": "This operation requires the claim Orders.viewList.",
                     *       "status": 403,
                     *       "title": "Forbidden",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listExecutionReports: {
        parameters: {
            query?: {
                /** @description The 1-based page number; past the last page the page is empty. */
                page?: number;
                /** @description Records per page: a number from 1 to 10000 (the console offers 10, 25 and 50), or `All` for every match. Default: 25. No page holds more than 10000 records: `All` is refused with a 400 when more records than that match; narrow the filters or page through them. */
                pageSize?: string;
                /** @description The column to sort by, one of the values listed; another is a 400 naming them. */
                sort?: "CreatedDate" | "TransactTime" | "ExecutedAt";
                /** @description `asc` or `desc`; without `sort`, the listing's default order. */
                dir?: components["schemas"]["SortDir"];
                /**
                 * @description A ticker.
                 * @example AAPL
                 */
                symbol?: string;
                /** @description Only messages of this order. */
                orderId?: number;
                /**
                 * @description The first day (or instant) to include.
                 * @example 2026-01-01
                 */
                startDate?: string;
                /**
                 * @description The last day (or instant) to include; not before `startDate`.
                 * @example 2026-01-15
                 */
                endDate?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of execution reports */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Data": {
                     *         "Count": 2,
                     *         "Items": [
                     *           {
                     *             "Action": "Buy",
                     *             "ExecType": "Fill",
                     *             "ExecutedAt": "2026-01-15T15:03:04Z",
                     *             "ExecutionId": 6448722,
                     *             "LastPrice": 130.28,
                     *             "LastQty": 2,
                     *             "OrderId": 1612180,
                     *             "Symbol": "AMD",
                     *             "TradingAccountId": 100761,
                     *             "Venue": "NYSE"
                     *           },
                     *           {
                     *             "Action": "Buy",
                     *             "ExecType": "PartialFill",
                     *             "ExecutedAt": "2026-01-15T15:01:39Z",
                     *             "ExecutionId": 6448721,
                     *             "LastPrice": 130.22,
                     *             "LastQty": 1,
                     *             "OrderId": 1612180,
                     *             "Symbol": "AMD",
                     *             "TradingAccountId": 100761,
                     *             "Venue": "NASDAQ"
                     *           }
                     *         ],
                     *         "MatchedCount": 1046,
                     *         "TotalCount": 1046,
                     *         "TotalPages": 523
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["OrderListing_ExecutionReport"];
                };
            };
            /** @description A paging, sorting or filter parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "A paging, sorting or filter parameter is not valid.",
                     *       "error": "A paging, sorting or filter parameter is not valid.",
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No token, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Sign in to use this operation: no bearer token was sent.",
                     *       "error": "Sign in to use this operation: no bearer token was sent.",
                     *       "status": 401,
                     *       "title": "Unauthorized",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller lacks `Orders.viewList` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This operation requires the claim Orders.viewList.",
                     *       "error": "This operation requires the claim Orders.viewList.",
                     *       "status": 403,
                     *       "title": "Forbidden",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listFixOrders: {
        parameters: {
            query?: {
                /** @description The 1-based page number; past the last page the page is empty. */
                page?: number;
                /** @description Records per page: a number from 1 to 10000 (the console offers 10, 25 and 50), or `All` for every match. Default: 25. No page holds more than 10000 records: `All` is refused with a 400 when more records than that match; narrow the filters or page through them. */
                pageSize?: string;
                /** @description The column to sort by, one of the values listed; another is a 400 naming them. */
                sort?: "CreatedDate" | "TransactTime" | "ExecutedAt";
                /** @description `asc` or `desc`; without `sort`, the listing's default order. */
                dir?: components["schemas"]["SortDir"];
                /**
                 * @description A ticker.
                 * @example AAPL
                 */
                symbol?: string;
                /** @description Only messages of this order. */
                orderId?: number;
                /**
                 * @description The first day (or instant) to include.
                 * @example 2026-01-01
                 */
                startDate?: string;
                /**
                 * @description The last day (or instant) to include; not before `startDate`.
                 * @example 2026-01-15
                 */
                endDate?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of FIX orders */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Data": {
                     *         "Count": 2,
                     *         "Items": [
                     *           {
                     *             "ClOrdId": "O00001611688",
                     *             "FixOrderId": 1611688,
                     *             "OrdStatus": "6",
                     *             "OrdType": "Market",
                     *             "OrderId": 1611688,
                     *             "OrderQty": 19,
                     *             "Price": null,
                     *             "Side": "1",
                     *             "Symbol": "AAPL",
                     *             "TradingAccountId": 100730,
                     *             "TransactTime": "2026-01-15T15:24:16.183Z"
                     *           },
                     *           {
                     *             "ClOrdId": "O00001612180",
                     *             "FixOrderId": 1612180,
                     *             "OrdStatus": "2",
                     *             "OrdType": "Market",
                     *             "OrderId": 1612180,
                     *             "OrderQty": 9,
                     *             "Price": null,
                     *             "Side": "1",
                     *             "Symbol": "AMD",
                     *             "TradingAccountId": 100761,
                     *             "TransactTime": "2026-01-15T14:59:35.039Z"
                     *           }
                     *         ],
                     *         "MatchedCount": 1013,
                     *         "TotalCount": 1013,
                     *         "TotalPages": 507
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["OrderListing_FixOrder"];
                };
            };
            /** @description A paging, sorting or filter parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "A paging, sorting or filter parameter is not valid.",
                     *       "error": "A paging, sorting or filter parameter is not valid.",
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No token, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Sign in to use this operation: no bearer token was sent.",
                     *       "error": "Sign in to use this operation: no bearer token was sent.",
                     *       "status": 401,
                     *       "title": "Unauthorized",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller lacks `Orders.viewList` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This operation requires the claim Orders.viewList.",
                     *       "error": "This operation requires the claim Orders.viewList.",
                     *       "status": 403,
                     *       "title": "Forbidden",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listOrderTransfers: {
        parameters: {
            query?: {
                /** @description The 1-based page number; past the last page the page is empty. */
                page?: number;
                /** @description Records per page: a number from 1 to 10000 (the console offers 10, 25 and 50), or `All` for every match. Default: 25. No page holds more than 10000 records: `All` is refused with a 400 when more records than that match; narrow the filters or page through them. */
                pageSize?: string;
                /** @description The column to sort by, one of the values listed; another is a 400 naming them. */
                sort?: "CreatedDate" | "Amount" | "Symbol" | "OrderStatusId";
                /** @description `asc` or `desc`; without `sort`, the listing's default order. */
                dir?: components["schemas"]["SortDir"];
                /**
                 * @description Statuses of the filter set, comma-separated (Complete, OnOpen, OnHold, Submitted, Enqueued, Rejected, Cancelled, Skipped, SubmittedOther, UnsubmittedOther).
                 * @example [
                 *       "Complete"
                 *     ]
                 */
                status?: ("Complete" | "OnOpen" | "OnHold" | "Submitted" | "Enqueued" | "Rejected" | "Cancelled" | "Skipped" | "SubmittedOther" | "UnsubmittedOther" | "All")[];
                /** @description `submitted` or `unsubmitted` (spec 4). */
                preset?: components["schemas"]["OrderPreset"];
                /**
                 * @description Market, Limit or All.
                 * @example [
                 *       "Market"
                 *     ]
                 */
                orderType?: ("Market" | "Limit" | "All")[];
                /**
                 * @description Actions, comma-separated (Buy, Sell, Invest, Withdraw; All).
                 * @example [
                 *       "Buy"
                 *     ]
                 */
                action?: ("Buy" | "Sell" | "Invest" | "Withdraw" | "All")[];
                /**
                 * @description A ticker.
                 * @example AAPL
                 */
                symbol?: string;
                /** @description Only this trading account's orders. */
                tradingAccountId?: number;
                /**
                 * @description The first day (or instant) to include.
                 * @example 2026-01-01
                 */
                startDate?: string;
                /**
                 * @description The last day (or instant) to include; not before `startDate`.
                 * @example 2026-01-15
                 */
                endDate?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of transfer orders */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Data": {
                     *         "Count": 2,
                     *         "Items": [
                     *           {
                     *             "Action": "Invest",
                     *             "Amount": 1813.88,
                     *             "AveragePrice": null,
                     *             "CreatedDate": "2026-01-15T14:23:39Z",
                     *             "FilledQuantity": 0,
                     *             "HoldState": "none",
                     *             "LimitPrice": null,
                     *             "OrderId": 1610888,
                     *             "OrderStatusId": 2,
                     *             "OrderType": "Market",
                     *             "Quantity": 6.109,
                     *             "Status": "Submitted",
                     *             "StatusText": "sending",
                     *             "SubmissionStatus": "submitted",
                     *             "Symbol": "VTI",
                     *             "TradingAccountId": 100680,
                     *             "UpdatedDate": "2026-01-15T14:25:19Z",
                     *             "UserId": 10068
                     *           },
                     *           {
                     *             "Action": "Invest",
                     *             "Amount": 2245.63,
                     *             "AveragePrice": 223.49,
                     *             "CreatedDate": "2026-01-15T14:01:02Z",
                     *             "FilledQuantity": 10.048,
                     *             "HoldState": "none",
                     *             "LimitPrice": null,
                     *             "OrderId": 1606565,
                     *             "OrderStatusId": 7,
                     *             "OrderType": "Market",
                     *             "Quantity": 10.048,
                     *             "Status": "Complete",
                     *             "StatusText": "complete",
                     *             "SubmissionStatus": "success",
                     *             "Symbol": "TSLA",
                     *             "TradingAccountId": 100410,
                     *             "UpdatedDate": "2026-01-15T14:02:02Z",
                     *             "UserId": 10041
                     *           }
                     *         ],
                     *         "MatchedCount": 385,
                     *         "TotalCount": 385,
                     *         "TotalPages": 193
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["OrderListing_Order"];
                };
            };
            /** @description A paging, sorting or filter parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "A paging, sorting or filter parameter is not valid.",
                     *       "error": "A paging, sorting or filter parameter is not valid.",
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No token, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Sign in to use this operation: no bearer token was sent.",
                     *       "error": "Sign in to use this operation: no bearer token was sent.",
                     *       "status": 401,
                     *       "title": "Unauthorized",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller lacks `Orders.viewList` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This operation requires the claim Orders.viewList.",
                     *       "error": "This operation requires the claim Orders.viewList.",
                     *       "status": 403,
                     *       "title": "Forbidden",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listAccountBalanceReconciliation: {
        parameters: {
            query?: {
                /** @description The 1-based page number; past the last page the page is empty. */
                page?: number;
                /** @description Records per page: a number from 1 to 10000 (the console offers 10, 25 and 50), or `All` for every match. Default: 25. No page holds more than 10000 records: `All` is refused with a 400 when more records than that match; narrow the filters or page through them. */
                pageSize?: string;
                /** @description The column to sort by, one of the values listed; another is a 400 naming them. */
                sort?: "Name" | "AccountNumber" | "Difference";
                /** @description `asc` or `desc`; without `sort`, the listing's default order. */
                dir?: components["schemas"]["SortDir"];
                /** @description Text in the account number, name or symbol. */
                search?: string;
                /** @description `true`: only breaks; `false`: only matching rows. */
                isBreak?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the report */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "AccountNumber": "5RB00100200",
                     *           "BrokerBalance": 16320.11,
                     *           "Difference": 0,
                     *           "IsBreak": false,
                     *           "Name": "Alvera Kuhn",
                     *           "PlatformBalance": 16320.11,
                     *           "RowId": 100200,
                     *           "TradingAccountId": 100200
                     *         },
                     *         {
                     *           "AccountNumber": "5RB00101480",
                     *           "BrokerBalance": 37637,
                     *           "Difference": 0,
                     *           "IsBreak": false,
                     *           "Name": "Andreane Terry",
                     *           "PlatformBalance": 37637,
                     *           "RowId": 101480,
                     *           "TradingAccountId": 101480
                     *         }
                     *       ],
                     *       "total": 53,
                     *       "totalMatch": 53
                     *     }
                     */
                    "application/json": components["schemas"]["Listing_AccountBalanceReconciliation"];
                };
            };
            /** @description A paging, sorting or filter parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "A paging, sorting or filter parameter is not valid.",
                     *       "error": "A paging, sorting or filter parameter is not valid.",
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No token, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Sign in to use this operation: no bearer token was sent.",
                     *       "error": "Sign in to use this operation: no bearer token was sent.",
                     *       "status": 401,
                     *       "title": "Unauthorized",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller lacks `reconciliation.report.viewList` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This operation requires the claim reconciliation.report.viewList.",
                     *       "error": "This operation requires the claim reconciliation.report.viewList.",
                     *       "status": 403,
                     *       "title": "Forbidden",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listOnboardingStatusReconciliation: {
        parameters: {
            query?: {
                /** @description The 1-based page number; past the last page the page is empty. */
                page?: number;
                /** @description Records per page: a number from 1 to 10000 (the console offers 10, 25 and 50), or `All` for every match. Default: 25. No page holds more than 10000 records: `All` is refused with a 400 when more records than that match; narrow the filters or page through them. */
                pageSize?: string;
                /** @description The column to sort by, one of the values listed; another is a 400 naming them. */
                sort?: "Created" | "FullName" | "PlatformStatus";
                /** @description `asc` or `desc`; without `sort`, the listing's default order. */
                dir?: components["schemas"]["SortDir"];
                /** @description Text in the account number, name or symbol. */
                search?: string;
                /** @description `true`: only breaks; `false`: only matching rows. */
                isBreak?: boolean;
                /**
                 * @description Platform onboarding statuses, comma-separated, as spelt.
                 * @example [
                 *       "Invested"
                 *     ]
                 */
                platformStatus?: ("Unknown" | "Waiting Broker Verify" | "Broker Verify Failed" | "Broker Account Required" | "Bank Account Failed" | "Bank Account Pending" | "Funding Required" | "Funding Pending" | "Onboarding Complete" | "Invested")[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the report */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "BrokerStatus": "APPROVED",
                     *           "Created": "2026-01-15T00:00:00Z",
                     *           "FullName": "Bud Ruecker",
                     *           "IsBreak": false,
                     *           "PlatformStatus": "Onboarding Complete",
                     *           "RowId": 10192,
                     *           "UserId": 10192
                     *         },
                     *         {
                     *           "BrokerStatus": "NEW",
                     *           "Created": "2026-01-15T00:00:00Z",
                     *           "FullName": "Juvenal Funk",
                     *           "IsBreak": false,
                     *           "PlatformStatus": "Bank Account Failed",
                     *           "RowId": 10184,
                     *           "UserId": 10184
                     *         }
                     *       ],
                     *       "total": 25,
                     *       "totalMatch": 25
                     *     }
                     */
                    "application/json": components["schemas"]["Listing_OnboardingStatusReconciliation"];
                };
            };
            /** @description A paging, sorting or filter parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "A paging, sorting or filter parameter is not valid.",
                     *       "error": "A paging, sorting or filter parameter is not valid.",
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No token, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Sign in to use this operation: no bearer token was sent.",
                     *       "error": "Sign in to use this operation: no bearer token was sent.",
                     *       "status": 401,
                     *       "title": "Unauthorized",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller lacks `reconciliation.report.viewList` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This operation requires the claim reconciliation.report.viewList.",
                     *       "error": "This operation requires the claim reconciliation.report.viewList.",
                     *       "status": 403,
                     *       "title": "Forbidden",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listPositionReconciliation: {
        parameters: {
            query?: {
                /** @description The 1-based page number; past the last page the page is empty. */
                page?: number;
                /** @description Records per page: a number from 1 to 10000 (the console offers 10, 25 and 50), or `All` for every match. Default: 25. No page holds more than 10000 records: `All` is refused with a 400 when more records than that match; narrow the filters or page through them. */
                pageSize?: string;
                /** @description The column to sort by, one of the values listed; another is a 400 naming them. */
                sort?: "Source" | "AccountNumber" | "Symbol";
                /** @description `asc` or `desc`; without `sort`, the listing's default order. */
                dir?: components["schemas"]["SortDir"];
                /** @description Text in the account number, name or symbol. */
                search?: string;
                /** @description `true`: only breaks; `false`: only matching rows. */
                isBreak?: boolean;
                /** @description `Broker` or `Platform`. */
                source?: components["schemas"]["ReconciliationSource"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the report */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "AccountNumber": "5RB00101960",
                     *           "IsBreak": false,
                     *           "OtherQuantity": 34.9,
                     *           "Quantity": 34.9,
                     *           "RowId": 10196004,
                     *           "Source": "Platform",
                     *           "Symbol": "PEP",
                     *           "TradingAccountId": 101960
                     *         },
                     *         {
                     *           "AccountNumber": "5RB00101960",
                     *           "IsBreak": false,
                     *           "OtherQuantity": 882.6,
                     *           "Quantity": 882.6,
                     *           "RowId": 10196002,
                     *           "Source": "Platform",
                     *           "Symbol": "AAPL",
                     *           "TradingAccountId": 101960
                     *         }
                     *       ],
                     *       "total": 208,
                     *       "totalMatch": 208
                     *     }
                     */
                    "application/json": components["schemas"]["Listing_PositionReconciliation"];
                };
            };
            /** @description A paging, sorting or filter parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "A paging, sorting or filter parameter is not valid.",
                     *       "error": "A paging, sorting or filter parameter is not valid.",
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No token, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Sign in to use this operation: no bearer token was sent.",
                     *       "error": "Sign in to use this operation: no bearer token was sent.",
                     *       "status": 401,
                     *       "title": "Unauthorized",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller lacks `reconciliation.report.viewList` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This operation requires the claim reconciliation.report.viewList.",
                     *       "error": "This operation requires the claim reconciliation.report.viewList.",
                     *       "status": 403,
                     *       "title": "Forbidden",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listTradeReconciliation: {
        parameters: {
            query?: {
                /** @description The 1-based page number; past the last page the page is empty. */
                page?: number;
                /** @description Records per page: a number from 1 to 10000 (the console offers 10, 25 and 50), or `All` for every match. Default: 25. No page holds more than 10000 records: `All` is refused with a 400 when more records than that match; narrow the filters or page through them. */
                pageSize?: string;
                /** @description The column to sort by, one of the values listed; another is a 400 naming them. */
                sort?: "Date" | "Data" | "AccountNumber" | "Symbol";
                /** @description `asc` or `desc`; without `sort`, the listing's default order. */
                dir?: components["schemas"]["SortDir"];
                /** @description Text in the account number, name or symbol. */
                search?: string;
                /** @description `true`: only breaks; `false`: only matching rows. */
                isBreak?: boolean;
                /**
                 * @description The first day (or instant) to include.
                 * @example 2026-01-01
                 */
                startDate?: string;
                /**
                 * @description The last day (or instant) to include; not before `startDate`.
                 * @example 2026-01-15
                 */
                endDate?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the report */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "AccountNumber": "5RB00101960",
                     *           "BrokerPrice": 364.79,
                     *           "BrokerQuantity": 107.5,
                     *           "Date": "2026-01-15T00:00:00Z",
                     *           "IsBreak": false,
                     *           "PlatformPrice": 364.79,
                     *           "PlatformQuantity": 107.5,
                     *           "RowId": 1019600,
                     *           "Side": "SELL",
                     *           "Symbol": "TLT",
                     *           "TradingAccountId": 101960
                     *         },
                     *         {
                     *           "AccountNumber": "5RB00101840",
                     *           "BrokerPrice": 662.07,
                     *           "BrokerQuantity": 321.7,
                     *           "Date": "2026-01-15T00:00:00Z",
                     *           "IsBreak": false,
                     *           "PlatformPrice": 662.07,
                     *           "PlatformQuantity": 321.7,
                     *           "RowId": 1018400,
                     *           "Side": "BUY",
                     *           "Symbol": "AMZN",
                     *           "TradingAccountId": 101840
                     *         }
                     *       ],
                     *       "total": 74,
                     *       "totalMatch": 74
                     *     }
                     */
                    "application/json": components["schemas"]["Listing_TradeReconciliation"];
                };
            };
            /** @description A paging, sorting or filter parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "A paging, sorting or filter parameter is not valid.",
                     *       "error": "A paging, sorting or filter parameter is not valid.",
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No token, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Sign in to use this operation: no bearer token was sent.",
                     *       "error": "Sign in to use this operation: no bearer token was sent.",
                     *       "status": 401,
                     *       "title": "Unauthorized",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller lacks `reconciliation.report.viewList` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This operation requires the claim reconciliation.report.viewList.",
                     *       "error": "This operation requires the claim reconciliation.report.viewList.",
                     *       "status": 403,
                     *       "title": "Forbidden",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getSignUpReport: {
        parameters: {
            query?: {
                /**
                 * @description The first day, `YYYY-MM-DD` (UTC). Default: 29 days (`day`), 11 weeks (`week`) or 11 months (`month`) before `to`'s bucket.
                 * @example 2026-10-01
                 */
                from?: string;
                /**
                 * @description The last day, `YYYY-MM-DD` (UTC), included; not before `from`. Default: today, by the session's clock.
                 * @example 2026-11-25
                 */
                to?: string;
                /**
                 * @description `day` (default), `week` (ISO weeks, Monday first) or `month`.
                 * @example week
                 */
                interval?: components["schemas"]["SignUpInterval"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The buckets */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "buckets": [
                     *         {
                     *           "emailConfirmed": 2,
                     *           "onboarded": 1,
                     *           "signUps": 3,
                     *           "start": "2026-11-02"
                     *         },
                     *         {
                     *           "emailConfirmed": 1,
                     *           "onboarded": 0,
                     *           "signUps": 1,
                     *           "start": "2026-11-09"
                     *         }
                     *       ],
                     *       "from": "2026-11-02",
                     *       "interval": "week",
                     *       "to": "2026-11-15"
                     *     }
                     */
                    "application/json": components["schemas"]["SignUpReport"];
                };
            };
            /** @description A day is malformed, `from` is after `to`, the interval is not day, week or month, or the range holds more than 366 buckets */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "from: A day is malformed, `from` is after `to`, the interval is not day, week or month, or the range holds more than 366 buckets.",
                     *       "error": "from: A day is malformed, `from` is after `to`, the interval is not day, week or month, or the range holds more than 366 buckets.",
                     *       "errors": {
                     *         "from": [
                     *           "A day is malformed, `from` is after `to`, the interval is not day, week or month, or the range holds more than 366 buckets."
                     *         ]
                     *       },
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No token, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Sign in to use this operation: no bearer token was sent.",
                     *       "error": "Sign in to use this operation: no bearer token was sent.",
                     *       "status": 401,
                     *       "title": "Unauthorized",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller lacks `pageAccess` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This operation requires the claim pageAccess.",
                     *       "error": "This operation requires the claim pageAccess.",
                     *       "status": 403,
                     *       "title": "Forbidden",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listRestrictions: {
        parameters: {
            query?: {
                /** @description The 1-based page number; past the last page the page is empty. */
                page?: number;
                /** @description Records per page: a number from 1 to 10000 (the console offers 10, 25 and 50), or `All` for every match. Default: 25. No page holds more than 10000 records: `All` is refused with a 400 when more records than that match; narrow the filters or page through them. */
                pageSize?: string;
                /** @description The column to sort by, one of the values listed; another is a 400 naming them. */
                sort?: "Created" | "AccountNumber" | "FullName";
                /** @description `asc` or `desc`; without `sort`, the listing's default order. */
                dir?: components["schemas"]["SortDir"];
                /** @description Text in the account number, owner's name or reason. */
                search?: string;
                /**
                 * @description The first day (or instant) to include.
                 * @example 2026-01-01
                 */
                startDate?: string;
                /**
                 * @description The last day (or instant) to include; not before `startDate`.
                 * @example 2026-01-15
                 */
                endDate?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of restricted accounts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "AccountNumber": "5RB00101961",
                     *           "Created": "2025-10-07T05:50:00Z",
                     *           "FullName": "Chaim Effertz",
                     *           "Reason": "Pattern day trading review",
                     *           "RestrictedAccountId": 101961,
                     *           "RestrictedBy": "analyst",
                     *           "TradingAccountId": 101961,
                     *           "UserId": 10196
                     *         },
                     *         {
                     *           "AccountNumber": "5RB00100941",
                     *           "Created": "2025-09-29T16:14:00Z",
                     *           "FullName": "Mario Rolfson",
                     *           "Reason": "Pattern day trading review",
                     *           "RestrictedAccountId": 100941,
                     *           "RestrictedBy": "compliance",
                     *           "TradingAccountId": 100941,
                     *           "UserId": 10094
                     *         }
                     *       ],
                     *       "total": 6,
                     *       "totalMatch": 6
                     *     }
                     */
                    "application/json": components["schemas"]["Listing_RestrictedAccount"];
                };
            };
            /** @description A paging, sorting or filter parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "A paging, sorting or filter parameter is not valid.",
                     *       "error": "A paging, sorting or filter parameter is not valid.",
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No token, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Sign in to use this operation: no bearer token was sent.",
                     *       "error": "Sign in to use this operation: no bearer token was sent.",
                     *       "status": 401,
                     *       "title": "Unauthorized",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller lacks `compliance.viewRestrictedPermissions` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This operation requires the claim compliance.viewRestrictedPermissions.",
                     *       "error": "This operation requires the claim compliance.viewRestrictedPermissions.",
                     *       "status": 403,
                     *       "title": "Forbidden",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listSmartfolios: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The smartfolios */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "active": true,
                     *         "aggressiveness": 0,
                     *         "aggressivenessLabel": "Conservative",
                     *         "bannerImageUrl": "/images/smartfolios/1/banner.svg",
                     *         "category": "Core",
                     *         "description": "Core Growth: a rules-based portfolio benchmarked to SPY.",
                     *         "imageUrl": "/images/smartfolios/1/card.svg",
                     *         "isCoreStrategy": true,
                     *         "marketingName": "Core Growth Smartfolio",
                     *         "membershipType": "Free_Legacy",
                     *         "membershipTypeId": 1,
                     *         "minimumInvested": 500,
                     *         "performDownload": true,
                     *         "smartfolioId": 1,
                     *         "startTime": "2022-11-12T15:30:00Z",
                     *         "symbol": "SPY",
                     *         "title": "Core Growth"
                     *       },
                     *       {
                     *         "active": true,
                     *         "aggressiveness": 7,
                     *         "aggressivenessLabel": "Moderate+",
                     *         "bannerImageUrl": "/images/smartfolios/2/banner.svg",
                     *         "category": "Core",
                     *         "description": "Core Income: a rules-based portfolio benchmarked to AGG.",
                     *         "imageUrl": "/images/smartfolios/2/card.svg",
                     *         "isCoreStrategy": true,
                     *         "marketingName": "Core Income Smartfolio",
                     *         "membershipType": "Lite_Legacy",
                     *         "membershipTypeId": 2,
                     *         "minimumInvested": 500,
                     *         "performDownload": false,
                     *         "smartfolioId": 2,
                     *         "startTime": "2023-08-13T15:30:00Z",
                     *         "symbol": "AGG",
                     *         "title": "Core Income"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["Smartfolio"][];
                };
            };
            /** @description A query parameter the operation does not take, or a malformed `X-Mock-Session` header */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "color: `color` is not a query parameter of this operation; this operation takes no query parameters",
                     *       "error": "color: `color` is not a query parameter of this operation; this operation takes no query parameters",
                     *       "errors": {
                     *         "color": [
                     *           "`color` is not a query parameter of this operation; this operation takes no query parameters"
                     *         ]
                     *       },
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No token, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Sign in to use this operation: no bearer token was sent.",
                     *       "error": "Sign in to use this operation: no bearer token was sent.",
                     *       "status": 401,
                     *       "title": "Unauthorized",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller lacks `pageAccess` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This operation requires the claim pageAccess.",
                     *       "error": "This operation requires the claim pageAccess.",
                     *       "status": 403,
                     *       "title": "Forbidden",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listSmartfolioOverrides: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The overrides */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "created": "2026-01-15T13:24:00Z",
                     *         "createdBy": "analyst",
                     *         "overrideId": 2,
                     *         "reason": "Rebalancing drift",
                     *         "smartfolioId": 1,
                     *         "symbol": "NKE",
                     *         "weight": 0.19
                     *       },
                     *       {
                     *         "created": "2026-01-03T17:13:00Z",
                     *         "createdBy": "admin",
                     *         "overrideId": 7,
                     *         "reason": "Client request",
                     *         "smartfolioId": 3,
                     *         "symbol": "JNJ",
                     *         "weight": 0
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["SmartfolioOverride"][];
                };
            };
            /** @description A query parameter the operation does not take, or a malformed `X-Mock-Session` header */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "color: `color` is not a query parameter of this operation; this operation takes no query parameters",
                     *       "error": "color: `color` is not a query parameter of this operation; this operation takes no query parameters",
                     *       "errors": {
                     *         "color": [
                     *           "`color` is not a query parameter of this operation; this operation takes no query parameters"
                     *         ]
                     *       },
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No token, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Sign in to use this operation: no bearer token was sent.",
                     *       "error": "Sign in to use this operation: no bearer token was sent.",
                     *       "status": 401,
                     *       "title": "Unauthorized",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller lacks `pageAccess` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This operation requires the claim pageAccess.",
                     *       "error": "This operation requires the claim pageAccess.",
                     *       "status": 403,
                     *       "title": "Forbidden",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createSmartfolioOverride: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OverridePayload"];
            };
        };
        responses: {
            /** @description The override was created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "created": "2026-01-15T15:30:00Z",
                     *       "createdBy": "admin",
                     *       "overrideId": 16,
                     *       "reason": "Earnings blackout",
                     *       "smartfolioId": 3,
                     *       "symbol": "NVDA",
                     *       "weight": 0.05
                     *     }
                     */
                    "application/json": components["schemas"]["SmartfolioOverride"];
                };
            };
            /** @description The smartfolio or symbol is unknown, or the weight out of range */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "The smartfolio or symbol is unknown, or the weight out of range.",
                     *       "error": "The smartfolio or symbol is unknown, or the weight out of range.",
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No token, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Sign in to use this operation: no bearer token was sent.",
                     *       "error": "Sign in to use this operation: no bearer token was sent.",
                     *       "status": 401,
                     *       "title": "Unauthorized",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller lacks `pageAccess` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This operation requires the claim pageAccess.",
                     *       "error": "This operation requires the claim pageAccess.",
                     *       "status": 403,
                     *       "title": "Forbidden",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The symbol is already overridden in that smartfolio */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "The symbol is already overridden in that smartfolio.",
                     *       "error": "The symbol is already overridden in that smartfolio.",
                     *       "status": 409,
                     *       "title": "Conflict",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateSmartfolioOverride: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The override's id
                 * @example 1
                 */
                overrideId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OverridePayload"];
            };
        };
        responses: {
            /** @description The override was updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "created": "2025-11-11T22:40:00Z",
                     *       "createdBy": "admin",
                     *       "overrideId": 1,
                     *       "reason": "Earnings blackout",
                     *       "smartfolioId": 3,
                     *       "symbol": "NVDA",
                     *       "weight": 0.05
                     *     }
                     */
                    "application/json": components["schemas"]["SmartfolioOverride"];
                };
            };
            /** @description The smartfolio or symbol is unknown, or the weight out of range */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "The smartfolio or symbol is unknown, or the weight out of range.",
                     *       "error": "The smartfolio or symbol is unknown, or the weight out of range.",
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No token, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Sign in to use this operation: no bearer token was sent.",
                     *       "error": "Sign in to use this operation: no bearer token was sent.",
                     *       "status": 401,
                     *       "title": "Unauthorized",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller lacks `pageAccess` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This operation requires the claim pageAccess.",
                     *       "error": "This operation requires the claim pageAccess.",
                     *       "status": 403,
                     *       "title": "Forbidden",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description There is no such override */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "There is no such override.",
                     *       "error": "There is no such override.",
                     *       "status": 404,
                     *       "title": "Not Found",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Another override has that smartfolio and symbol */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Another override has that smartfolio and symbol.",
                     *       "error": "Another override has that smartfolio and symbol.",
                     *       "status": 409,
                     *       "title": "Conflict",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteSmartfolioOverride: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The override's id
                 * @example 2
                 */
                overrideId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The override was removed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The id is not a number */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "The id is not a number.",
                     *       "error": "The id is not a number.",
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No token, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Sign in to use this operation: no bearer token was sent.",
                     *       "error": "Sign in to use this operation: no bearer token was sent.",
                     *       "status": 401,
                     *       "title": "Unauthorized",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller lacks `pageAccess` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This operation requires the claim pageAccess.",
                     *       "error": "This operation requires the claim pageAccess.",
                     *       "status": 403,
                     *       "title": "Forbidden",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description There is no such override */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "There is no such override.",
                     *       "error": "There is no such override.",
                     *       "status": 404,
                     *       "title": "Not Found",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listSmartfolioPositions: {
        parameters: {
            query?: {
                /** @description The 1-based page number; past the last page the page is empty. */
                page?: number;
                /** @description Records per page: a number from 1 to 10000 (the console offers 10, 25 and 50), or `All` for every match. Default: 25. No page holds more than 10000 records: `All` is refused with a 400 when more records than that match; narrow the filters or page through them. */
                pageSize?: string;
                /** @description The column to sort by, one of the values listed; another is a 400 naming them. */
                sort?: "Updated" | "Invested" | "MarketValue" | "AccountNumber";
                /** @description `asc` or `desc`; without `sort`, the listing's default order. */
                dir?: components["schemas"]["SortDir"];
                /** @description Text in the account number. */
                search?: string;
                /**
                 * @description Only holdings of this smartfolio.
                 * @example 3
                 */
                smartfolioId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of holdings, with the totals of every match */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "accountNumber": "5RB00100881",
                     *           "invested": 19010,
                     *           "marketValue": 18715.35,
                     *           "smartfolioId": 11,
                     *           "smartfolioPositionId": 100881,
                     *           "tradingAccountId": 100881,
                     *           "updated": "2026-01-15T14:31:00Z"
                     *         },
                     *         {
                     *           "accountNumber": "5RB00100371",
                     *           "invested": 18307,
                     *           "marketValue": 18726.23,
                     *           "smartfolioId": 10,
                     *           "smartfolioPositionId": 100371,
                     *           "tradingAccountId": 100371,
                     *           "updated": "2026-01-15T13:53:00Z"
                     *         }
                     *       ],
                     *       "total": 71,
                     *       "totalInvested": 3417378,
                     *       "totalMarketValue": 3612871.37,
                     *       "totalMatch": 71
                     *     }
                     */
                    "application/json": components["schemas"]["SmartfolioPositionListing"];
                };
            };
            /** @description A paging, sorting or filter parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "A paging, sorting or filter parameter is not valid.",
                     *       "error": "A paging, sorting or filter parameter is not valid.",
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No token, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Sign in to use this operation: no bearer token was sent.",
                     *       "error": "Sign in to use this operation: no bearer token was sent.",
                     *       "status": 401,
                     *       "title": "Unauthorized",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller lacks `pageAccess` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This operation requires the claim pageAccess.",
                     *       "error": "This operation requires the claim pageAccess.",
                     *       "status": 403,
                     *       "title": "Forbidden",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateSmartfolio: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The smartfolio's id
                 * @example 1
                 */
                smartfolioId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SmartfolioPayload"];
            };
        };
        responses: {
            /** @description The smartfolio was updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "active": true,
                     *       "aggressiveness": 6,
                     *       "aggressivenessLabel": "Moderate+",
                     *       "bannerImageUrl": "/images/smartfolios/1/banner.svg",
                     *       "category": "Core",
                     *       "description": "A rules-based portfolio benchmarked to SPY.",
                     *       "imageUrl": "/images/smartfolios/1/card.svg",
                     *       "isCoreStrategy": true,
                     *       "marketingName": "Core Growth Smartfolio",
                     *       "membershipType": "Free_Legacy",
                     *       "membershipTypeId": 1,
                     *       "minimumInvested": 500,
                     *       "performDownload": true,
                     *       "smartfolioId": 1,
                     *       "startTime": "2022-11-12T15:30:00Z",
                     *       "symbol": "SPY",
                     *       "title": "Core Growth"
                     *     }
                     */
                    "application/json": components["schemas"]["Smartfolio"];
                };
            };
            /** @description A field is out of range; `errors` names each */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "A field is out of range; `errors` names each.",
                     *       "error": "A field is out of range; `errors` names each.",
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No token, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Sign in to use this operation: no bearer token was sent.",
                     *       "error": "Sign in to use this operation: no bearer token was sent.",
                     *       "status": 401,
                     *       "title": "Unauthorized",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller lacks `pageAccess` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This operation requires the claim pageAccess.",
                     *       "error": "This operation requires the claim pageAccess.",
                     *       "status": 403,
                     *       "title": "Forbidden",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description There is no such smartfolio */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "There is no such smartfolio.",
                     *       "error": "There is no such smartfolio.",
                     *       "status": 404,
                     *       "title": "Not Found",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listTrades: {
        parameters: {
            query?: {
                /** @description The 1-based page number; past the last page the page is empty. */
                page?: number;
                /** @description Records per page: a number from 1 to 10000 (the console offers 10, 25 and 50), or `All` for every match. Default: 25. No page holds more than 10000 records: `All` is refused with a 400 when more records than that match; narrow the filters or page through them. */
                pageSize?: string;
                /** @description The column to sort by, one of the values listed; another is a 400 naming them. */
                sort?: "CreatedDate" | "Amount" | "Symbol";
                /** @description `asc` or `desc`; without `sort`, the listing's default order. */
                dir?: components["schemas"]["SortDir"];
                /**
                 * @description BUY, SELL or All.
                 * @example [
                 *       "BUY"
                 *     ]
                 */
                side?: ("BUY" | "SELL" | "All")[];
                /**
                 * @description Manual, Smartfolio or All.
                 * @example [
                 *       "Manual"
                 *     ]
                 */
                origin?: ("Manual" | "Smartfolio" | "All")[];
                /**
                 * @description Statuses, comma-separated (Complete, Pending, Error, Rejected, Completed).
                 * @example [
                 *       "Complete",
                 *       "Completed"
                 *     ]
                 */
                status?: ("Complete" | "Pending" | "Error" | "Rejected" | "Completed" | "All")[];
                /**
                 * @description A ticker.
                 * @example AAPL
                 */
                symbol?: string;
                /** @description Only this trading account's trades. */
                tradingAccountId?: number;
                /** @description Only this user's trades (the user details Trades tab). */
                userId?: number;
                /**
                 * @description The first day (or instant) to include.
                 * @example 2026-01-01
                 */
                startDate?: string;
                /**
                 * @description The last day (or instant) to include; not before `startDate`.
                 * @example 2026-01-15
                 */
                endDate?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of trades */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "Amount": 1172.52,
                     *           "CreatedDate": "2026-01-15T15:03:04Z",
                     *           "OrderId": 1612180,
                     *           "Origin": "Manual",
                     *           "Price": 130.28,
                     *           "Quantity": 9,
                     *           "Side": "BUY",
                     *           "Status": "Complete",
                     *           "Symbol": "AMD",
                     *           "TradeId": 1612180,
                     *           "TradingAccountId": 100761,
                     *           "UserId": 10076
                     *         },
                     *         {
                     *           "Amount": 9.56,
                     *           "CreatedDate": "2026-01-15T14:07:19Z",
                     *           "OrderId": 1621604,
                     *           "Origin": "Manual",
                     *           "Price": 233.1,
                     *           "Quantity": 0.041,
                     *           "Side": "SELL",
                     *           "Status": "Rejected",
                     *           "Symbol": "JPM",
                     *           "TradeId": 1621604,
                     *           "TradingAccountId": 101350,
                     *           "UserId": 10135
                     *         }
                     *       ],
                     *       "total": 885,
                     *       "totalMatch": 885
                     *     }
                     */
                    "application/json": components["schemas"]["Listing_Trade"];
                };
            };
            /** @description A paging, sorting or filter parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "A paging, sorting or filter parameter is not valid.",
                     *       "error": "A paging, sorting or filter parameter is not valid.",
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No token, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Sign in to use this operation: no bearer token was sent.",
                     *       "error": "Sign in to use this operation: no bearer token was sent.",
                     *       "status": 401,
                     *       "title": "Unauthorized",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller lacks `Trade.viewList` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This operation requires the claim Trade.viewList.",
                     *       "error": "This operation requires the claim Trade.viewList.",
                     *       "status": 403,
                     *       "title": "Forbidden",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getTrade: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The trade's id
                 * @example 1600000
                 */
                tradeId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The trade */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Amount": 1630.11,
                     *       "CreatedDate": "2025-12-20T09:25:35Z",
                     *       "OrderId": 1600000,
                     *       "Origin": "Smartfolio",
                     *       "Price": 137.69,
                     *       "Quantity": 11.839,
                     *       "Side": "BUY",
                     *       "Status": "Completed",
                     *       "Symbol": "JNJ",
                     *       "TradeId": 1600000,
                     *       "TradingAccountId": 100000,
                     *       "UserId": 10000
                     *     }
                     */
                    "application/json": components["schemas"]["Trade"];
                };
            };
            /** @description The id is not a number */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "The id is not a number.",
                     *       "error": "The id is not a number.",
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No token, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Sign in to use this operation: no bearer token was sent.",
                     *       "error": "Sign in to use this operation: no bearer token was sent.",
                     *       "status": 401,
                     *       "title": "Unauthorized",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller lacks `Trade.viewDetails` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This operation requires the claim Trade.viewDetails.",
                     *       "error": "This operation requires the claim Trade.viewDetails.",
                     *       "status": 403,
                     *       "title": "Forbidden",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description There is no such trade */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "There is no such trade.",
                     *       "error": "There is no such trade.",
                     *       "status": 404,
                     *       "title": "Not Found",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listTradingAccounts: {
        parameters: {
            query?: {
                /** @description The 1-based page number; past the last page the page is empty. */
                page?: number;
                /** @description Records per page: a number from 1 to 10000 (the console offers 10, 25 and 50), or `All` for every match. Default: 25. No page holds more than 10000 records: `All` is refused with a 400 when more records than that match; narrow the filters or page through them. */
                pageSize?: string;
                /** @description The column to sort by, one of the values listed; another is a 400 naming them. */
                sort?: "Created" | "AccountNumber" | "FullName" | "AccountType" | "CashBalance";
                /** @description `asc` or `desc`; without `sort`, the listing's default order. */
                dir?: components["schemas"]["SortDir"];
                /** @description Matches account number, owner name or email, case-insensitively. */
                search?: string;
                /**
                 * @description Only accounts of this type (spec 3 numbering).
                 *
                 *     0 Unknown, 1 Individual Cash, 2 Individual Margin, 3 Joint Cash, 4 Joint Margin, 5 Traditional IRA, 6 Roth IRA, 7 Self Employed (SEP) IRA, 8 Inherited IRA, 9 Self Directed, 10 Trust, 11 Corporate, 12 Simple IRA, 13 401K, 14 CESA, 15 HSA, 16 Beneficiary IRA.
                 */
                accountType?: components["schemas"]["AccountType"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of trading accounts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "AccountNumber": "5RB00101530",
                     *           "AccountType": 13,
                     *           "CashBalance": 3006.67,
                     *           "Created": "2026-01-13T02:52:00Z",
                     *           "Email": "user10153@mail.example",
                     *           "FullName": "Devyn Prosacco",
                     *           "TradingAccountId": 101530,
                     *           "UserId": 10153
                     *         },
                     *         {
                     *           "AccountNumber": "5RB00101451",
                     *           "AccountType": 15,
                     *           "CashBalance": 19696.56,
                     *           "Created": "2026-01-10T01:48:00Z",
                     *           "Email": "user10145@mail.example",
                     *           "FullName": "佳红 马",
                     *           "TradingAccountId": 101451,
                     *           "UserId": 10145
                     *         }
                     *       ],
                     *       "total": 301,
                     *       "totalMatch": 301
                     *     }
                     */
                    "application/json": components["schemas"]["Listing_TradingAccount"];
                };
            };
            /** @description A paging, sorting or filter parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "A paging, sorting or filter parameter is not valid.",
                     *       "error": "A paging, sorting or filter parameter is not valid.",
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No token, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Sign in to use this operation: no bearer token was sent.",
                     *       "error": "Sign in to use this operation: no bearer token was sent.",
                     *       "status": 401,
                     *       "title": "Unauthorized",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller lacks `tradingAccount.viewList` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This operation requires the claim tradingAccount.viewList.",
                     *       "error": "This operation requires the claim tradingAccount.viewList.",
                     *       "status": 403,
                     *       "title": "Forbidden",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    openTradingAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpenTradingAccountPayload"];
            };
        };
        responses: {
            /** @description The account was opened */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "AccountNumber": "5RB00100001",
                     *       "AccountType": 6,
                     *       "CashBalance": 0,
                     *       "Created": "2026-01-15T15:30:00Z",
                     *       "Email": "user10000@mail.example",
                     *       "FullName": "Marlin Schimmel",
                     *       "TradingAccountId": 100001,
                     *       "UserId": 10000
                     *     }
                     */
                    "application/json": components["schemas"]["TradingAccount"];
                };
            };
            /** @description A field is missing or not valid (no such customer, type Unknown); `errors` names each */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "A field is missing or not valid (no such customer, type Unknown); `errors` names each.",
                     *       "error": "A field is missing or not valid (no such customer, type Unknown); `errors` names each.",
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No token, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Sign in to use this operation: no bearer token was sent.",
                     *       "error": "Sign in to use this operation: no bearer token was sent.",
                     *       "status": 401,
                     *       "title": "Unauthorized",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller lacks `users.manage` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This operation requires the claim users.manage.",
                     *       "error": "This operation requires the claim users.manage.",
                     *       "status": 403,
                     *       "title": "Forbidden",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The customer already holds ten accounts */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "The customer already holds ten accounts.",
                     *       "error": "The customer already holds ten accounts.",
                     *       "status": 409,
                     *       "title": "Conflict",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getTradingAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The trading account's id
                 * @example 100000
                 */
                tradingAccountId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "account": {
                     *         "AccountNumber": "5RB00100000",
                     *         "AccountType": 13,
                     *         "CashBalance": 79672.32,
                     *         "Created": "2025-11-28T12:22:00Z",
                     *         "Email": "user10000@mail.example",
                     *         "FullName": "Marlin Schimmel",
                     *         "TradingAccountId": 100000,
                     *         "UserId": 10000
                     *       },
                     *       "balance": {
                     *         "AsOf": "2026-01-15T15:30:00Z",
                     *         "CashBalance": 79672.32,
                     *         "MarketValue": 1872.93,
                     *         "ReconciliationBreak": false,
                     *         "SettledCash": 79672.32,
                     *         "TotalNetLiquidity": 81545.25,
                     *         "TradingAccountId": 100000,
                     *         "UserId": 10000
                     *       },
                     *       "bankAccounts": [
                     *         {
                     *           "AccountKind": "Checking",
                     *           "AccountNumberLast4": "1017",
                     *           "BankAccountId": 400000,
                     *           "BankName": "Bank of America",
                     *           "Created": "2025-11-29T02:22:00Z",
                     *           "IsActive": true,
                     *           "ManualOverride": null,
                     *           "MatchStatus": "error",
                     *           "ReviewState": "Failed",
                     *           "RoutingNumber": "026009593",
                     *           "StatementStatus": 4,
                     *           "TradingAccountId": 100000,
                     *           "UserId": 10000
                     *         },
                     *         {
                     *           "AccountKind": "Checking",
                     *           "AccountNumberLast4": "6778",
                     *           "BankAccountId": 400001,
                     *           "BankName": "Charles Schwab Bank",
                     *           "Created": "2025-12-30T17:15:00Z",
                     *           "IsActive": true,
                     *           "ManualOverride": null,
                     *           "MatchStatus": "approved",
                     *           "ReviewState": "Passed",
                     *           "RoutingNumber": "121202211",
                     *           "StatementStatus": 1,
                     *           "TradingAccountId": 100000,
                     *           "UserId": 10000
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["TradingAccountDetails"];
                };
            };
            /** @description The id is not a number */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "The id is not a number.",
                     *       "error": "The id is not a number.",
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No token, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Sign in to use this operation: no bearer token was sent.",
                     *       "error": "Sign in to use this operation: no bearer token was sent.",
                     *       "status": 401,
                     *       "title": "Unauthorized",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller lacks `tradingAccount.viewDetails` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This operation requires the claim tradingAccount.viewDetails.",
                     *       "error": "This operation requires the claim tradingAccount.viewDetails.",
                     *       "status": 403,
                     *       "title": "Forbidden",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description There is no such trading account */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "There is no such trading account.",
                     *       "error": "There is no such trading account.",
                     *       "status": 404,
                     *       "title": "Not Found",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listTradingAccountHistory: {
        parameters: {
            query?: {
                /** @description The 1-based page number; past the last page the page is empty. */
                page?: number;
                /** @description Records per page: a number from 1 to 10000 (the console offers 10, 25 and 50), or `All` for every match. Default: 25. No page holds more than 10000 records: `All` is refused with a 400 when more records than that match; narrow the filters or page through them. */
                pageSize?: string;
                /** @description The column to sort by, one of the values listed; another is a 400 naming them. */
                sort?: "Created";
                /** @description `asc` or `desc`; without `sort`, the listing's default order. */
                dir?: components["schemas"]["SortDir"];
                /**
                 * @description Transaction kinds, comma-separated, as spelt in spec 3 (`Buy,Sell,Dividend Paid`).
                 * @example [
                 *       "Deposit"
                 *     ]
                 */
                kind?: ("ACH RETURN FEE" | "CR" | "CD" | "Withdraw" | "ACH RETURN" | "Cash Journal" | "Reverse" | "Buy" | "Interest Paid" | "Invest" | "Sell" | "Deposit" | "Dividend Paid" | "All")[];
                /**
                 * @description The first day (or instant) to include.
                 * @example 2026-01-01
                 */
                startDate?: string;
                /**
                 * @description The last day (or instant) to include; not before `startDate`.
                 * @example 2026-01-15
                 */
                endDate?: string;
            };
            header?: never;
            path: {
                /**
                 * @description The trading account's id
                 * @example 100000
                 */
                tradingAccountId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the history */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "Amount": 18710.95,
                     *           "Created": "2026-01-12T00:04:14Z",
                     *           "Event": "AchDeposit",
                     *           "Kind": "Deposit",
                     *           "Quantity": null,
                     *           "Symbol": null,
                     *           "TradeId": null,
                     *           "TradingAccountId": 100000,
                     *           "TransactionId": 6400005,
                     *           "TransferId": 1600003,
                     *           "UserId": 10000
                     *         },
                     *         {
                     *           "Amount": 844.05,
                     *           "Created": "2026-01-09T01:06:53Z",
                     *           "Event": "AchDeposit",
                     *           "Kind": "Deposit",
                     *           "Quantity": null,
                     *           "Symbol": null,
                     *           "TradeId": null,
                     *           "TradingAccountId": 100000,
                     *           "TransactionId": 6400004,
                     *           "TransferId": 1600001,
                     *           "UserId": 10000
                     *         }
                     *       ],
                     *       "total": 6,
                     *       "totalMatch": 6
                     *     }
                     */
                    "application/json": components["schemas"]["Listing_AccountHistoryEntry"];
                };
            };
            /** @description A parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "A parameter is not valid.",
                     *       "error": "A parameter is not valid.",
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No token, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Sign in to use this operation: no bearer token was sent.",
                     *       "error": "Sign in to use this operation: no bearer token was sent.",
                     *       "status": 401,
                     *       "title": "Unauthorized",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller lacks `tradingAccount.viewDetails` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This operation requires the claim tradingAccount.viewDetails.",
                     *       "error": "This operation requires the claim tradingAccount.viewDetails.",
                     *       "status": 403,
                     *       "title": "Forbidden",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description There is no such trading account */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "There is no such trading account.",
                     *       "error": "There is no such trading account.",
                     *       "status": 404,
                     *       "title": "Not Found",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listTradingAccountPositions: {
        parameters: {
            query?: {
                /** @description The 1-based page number; past the last page the page is empty. */
                page?: number;
                /** @description Records per page: a number from 1 to 10000 (the console offers 10, 25 and 50), or `All` for every match. Default: 25. No page holds more than 10000 records: `All` is refused with a 400 when more records than that match; narrow the filters or page through them. */
                pageSize?: string;
                /** @description The column to sort by, one of the values listed; another is a 400 naming them. */
                sort?: "MarketValue" | "Symbol" | "Opened";
                /** @description `asc` or `desc`; without `sort`, the listing's default order. */
                dir?: components["schemas"]["SortDir"];
                /**
                 * @description Open, Close or All.
                 * @example [
                 *       "Open"
                 *     ]
                 */
                state?: ("Open" | "Close" | "All")[];
                /** @description A ticker. */
                symbol?: string;
            };
            header?: never;
            path: {
                /**
                 * @description The trading account's id
                 * @example 100000
                 */
                tradingAccountId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of positions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "AverageCost": 137.68,
                     *           "LastPrice": 158.2,
                     *           "MarketValue": 1872.93,
                     *           "Opened": "2025-12-20T09:25:35Z",
                     *           "PositionId": 6400010,
                     *           "Quantity": 11.839,
                     *           "RealizedProfit": 0,
                     *           "State": "Open",
                     *           "Symbol": "JNJ",
                     *           "TradingAccountId": 100000,
                     *           "Updated": "2025-12-20T09:25:35Z",
                     *           "UserId": 10000
                     *         }
                     *       ],
                     *       "total": 1,
                     *       "totalMatch": 1
                     *     }
                     */
                    "application/json": components["schemas"]["Listing_Position"];
                };
            };
            /** @description A parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "A parameter is not valid.",
                     *       "error": "A parameter is not valid.",
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No token, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Sign in to use this operation: no bearer token was sent.",
                     *       "error": "Sign in to use this operation: no bearer token was sent.",
                     *       "status": 401,
                     *       "title": "Unauthorized",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller lacks `tradingAccount.viewDetails` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This operation requires the claim tradingAccount.viewDetails.",
                     *       "error": "This operation requires the claim tradingAccount.viewDetails.",
                     *       "status": 403,
                     *       "title": "Forbidden",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description There is no such trading account */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "There is no such trading account.",
                     *       "error": "There is no such trading account.",
                     *       "status": 404,
                     *       "title": "Not Found",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listTransfers: {
        parameters: {
            query?: {
                /** @description The 1-based page number; past the last page the page is empty. */
                page?: number;
                /** @description Records per page: a number from 1 to 10000 (the console offers 10, 25 and 50), or `All` for every match. Default: 25. No page holds more than 10000 records: `All` is refused with a 400 when more records than that match; narrow the filters or page through them. */
                pageSize?: string;
                /** @description The column to sort by, one of the values listed; another is a 400 naming them. */
                sort?: "Created" | "Amount" | "Status" | "TransferType";
                /** @description `asc` or `desc`; without `sort`, the listing's default order. */
                dir?: components["schemas"]["SortDir"];
                /**
                 * @description Transfer types, comma-separated (BankDeposit, BankWithdraw, SmartfolioInvest, SmartfolioWithdraw, FromBroker; All).
                 * @example [
                 *       "BankWithdraw"
                 *     ]
                 */
                transferType?: ("BankDeposit" | "BankWithdraw" | "SmartfolioInvest" | "SmartfolioWithdraw" | "FromBroker" | "All")[];
                /**
                 * @description Statuses, comma-separated (Complete, Pending, Error, Rejected, Completed, OnHold, Skipped, Cancelled).
                 * @example [
                 *       "Pending"
                 *     ]
                 */
                status?: ("Complete" | "Pending" | "Error" | "Rejected" | "Completed" | "OnHold" | "Skipped" | "Cancelled" | "All")[];
                /**
                 * @description INVEST, WITHDRAW or All.
                 * @example [
                 *       "WITHDRAW"
                 *     ]
                 */
                kind?: ("INVEST" | "WITHDRAW" | "All")[];
                /** @description `processed`, `unprocessed` or `achWithdrawalWatch` (spec 4); combined with the other filters. */
                preset?: components["schemas"]["TransferPreset"];
                /**
                 * @description ACH watchlist types, comma-separated; a transfer matches when it is on any of them.
                 * @example [
                 *       "MultipleBanks"
                 *     ]
                 */
                watchlistType?: ("AccountsWithin90Days" | "MultipleBanks" | "NoTrades" | "All")[];
                /** @description Only this trading account's transfers. */
                tradingAccountId?: number;
                /** @description Only this user's transfers. */
                userId?: number;
                /**
                 * @description The first day (or instant) to include.
                 * @example 2026-01-01
                 */
                startDate?: string;
                /**
                 * @description The last day (or instant) to include; not before `startDate`.
                 * @example 2026-01-15
                 */
                endDate?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of transfers */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "Amount": 15221.7,
                     *           "BankAccountId": 406121,
                     *           "Created": "2026-01-15T13:36:35Z",
                     *           "Kind": "INVEST",
                     *           "Processed": "2026-01-15T14:36:35Z",
                     *           "Status": "Error",
                     *           "TradingAccountId": 101530,
                     *           "TransferId": 1624481,
                     *           "Type": "BankDeposit",
                     *           "UserId": 10153,
                     *           "WatchlistTypes": [
                     *             "AccountsWithin90Days",
                     *             "MultipleBanks",
                     *             "NoTrades"
                     *           ]
                     *         },
                     *         {
                     *           "Amount": 2630.41,
                     *           "BankAccountId": 401641,
                     *           "Created": "2026-01-15T13:35:28Z",
                     *           "Kind": "WITHDRAW",
                     *           "Processed": "2026-01-15T15:18:05Z",
                     *           "Status": "Complete",
                     *           "TradingAccountId": 100410,
                     *           "TransferId": 1606562,
                     *           "Type": "BankWithdraw",
                     *           "UserId": 10041,
                     *           "WatchlistTypes": [
                     *             "AccountsWithin90Days",
                     *             "MultipleBanks"
                     *           ]
                     *         }
                     *       ],
                     *       "total": 919,
                     *       "totalMatch": 919
                     *     }
                     */
                    "application/json": components["schemas"]["Listing_Transfer"];
                };
            };
            /** @description A paging, sorting or filter parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "A paging, sorting or filter parameter is not valid.",
                     *       "error": "A paging, sorting or filter parameter is not valid.",
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No token, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Sign in to use this operation: no bearer token was sent.",
                     *       "error": "Sign in to use this operation: no bearer token was sent.",
                     *       "status": 401,
                     *       "title": "Unauthorized",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller lacks `transfer.viewList` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This operation requires the claim transfer.viewList.",
                     *       "error": "This operation requires the claim transfer.viewList.",
                     *       "status": 403,
                     *       "title": "Forbidden",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createTransfer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateTransferPayload"];
            };
        };
        responses: {
            /** @description The transfer was recorded */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Amount": 250.5,
                     *       "BankAccountId": null,
                     *       "Created": "2026-01-15T15:30:00Z",
                     *       "Kind": "INVEST",
                     *       "Processed": null,
                     *       "Status": "Pending",
                     *       "TradingAccountId": 100000,
                     *       "TransferId": 1631845,
                     *       "Type": "FromBroker",
                     *       "UserId": 10000,
                     *       "WatchlistTypes": [
                     *         "AccountsWithin90Days",
                     *         "MultipleBanks"
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Transfer"];
                };
            };
            /** @description A field is missing or not valid (no such account, a kind against the type's direction, an amount out of range, a date in the future or before the account opened, a bank movement without a bank account); `errors` names each */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "A field is missing or not valid (no such account, a kind against the type's direction, an amount out of range, a date in the future or before the account opened, a bank movement without a bank account); `errors` names each.",
                     *       "error": "A field is missing or not valid (no such account, a kind against the type's direction, an amount out of range, a date in the future or before the account opened, a bank movement without a bank account); `errors` names each.",
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No token, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Sign in to use this operation: no bearer token was sent.",
                     *       "error": "Sign in to use this operation: no bearer token was sent.",
                     *       "status": 401,
                     *       "title": "Unauthorized",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller lacks `users.manage` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This operation requires the claim users.manage.",
                     *       "error": "This operation requires the claim users.manage.",
                     *       "status": 403,
                     *       "title": "Forbidden",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getTransfer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The transfer's id
                 * @example 1600000
                 */
                transferId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The transfer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "bankAccount": {
                     *         "AccountKind": "Checking",
                     *         "AccountNumberLast4": "1017",
                     *         "BankAccountId": 400000,
                     *         "BankName": "Bank of America",
                     *         "Created": "2025-11-29T02:22:00Z",
                     *         "IsActive": true,
                     *         "ManualOverride": null,
                     *         "MatchStatus": "error",
                     *         "ReviewState": "Failed",
                     *         "RoutingNumber": "026009593",
                     *         "StatementStatus": 4,
                     *         "TradingAccountId": 100000,
                     *         "UserId": 10000
                     *       },
                     *       "tradingAccount": {
                     *         "AccountNumber": "5RB00100000",
                     *         "AccountType": 13,
                     *         "CashBalance": 79672.32,
                     *         "Created": "2025-11-28T12:22:00Z",
                     *         "Email": "user10000@mail.example",
                     *         "FullName": "Marlin Schimmel",
                     *         "TradingAccountId": 100000,
                     *         "UserId": 10000
                     *       },
                     *       "transfer": {
                     *         "Amount": 47948.06,
                     *         "BankAccountId": 400000,
                     *         "Created": "2025-12-06T10:15:35Z",
                     *         "Kind": "INVEST",
                     *         "Processed": "2025-12-08T05:15:35Z",
                     *         "Status": "Complete",
                     *         "TradingAccountId": 100000,
                     *         "TransferId": 1600000,
                     *         "Type": "BankDeposit",
                     *         "UserId": 10000,
                     *         "WatchlistTypes": [
                     *           "AccountsWithin90Days",
                     *           "MultipleBanks"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["TransferDetails"];
                };
            };
            /** @description The id is not a number */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "The id is not a number.",
                     *       "error": "The id is not a number.",
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No token, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Sign in to use this operation: no bearer token was sent.",
                     *       "error": "Sign in to use this operation: no bearer token was sent.",
                     *       "status": 401,
                     *       "title": "Unauthorized",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller lacks `transfer.viewDetails` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This operation requires the claim transfer.viewDetails.",
                     *       "error": "This operation requires the claim transfer.viewDetails.",
                     *       "status": 403,
                     *       "title": "Forbidden",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description There is no such transfer */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "There is no such transfer.",
                     *       "error": "There is no such transfer.",
                     *       "status": 404,
                     *       "title": "Not Found",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getUserAssetReport: {
        parameters: {
            query?: {
                /**
                 * @description The first day (or instant) to include.
                 * @example 2026-01-01
                 */
                startDate?: string;
                /**
                 * @description The last day (or instant) to include; not before `startDate`.
                 * @example 2026-01-15
                 */
                endDate?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example S.No;First Name;Last Name;Email;Start Date;Total Net Liquidity
                     *     1;Ada;Byron;user10000@mail.example;2025-03-02;10523.17
                     */
                    "text/plain": string;
                };
            };
            /** @description A date is malformed, or the start is after the end */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "A date is malformed, or the start is after the end.",
                     *       "error": "A date is malformed, or the start is after the end.",
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No token, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Sign in to use this operation: no bearer token was sent.",
                     *       "error": "Sign in to use this operation: no bearer token was sent.",
                     *       "status": 401,
                     *       "title": "Unauthorized",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller lacks `pageAccess` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This operation requires the claim pageAccess.",
                     *       "error": "This operation requires the claim pageAccess.",
                     *       "status": 403,
                     *       "title": "Forbidden",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listUsers: {
        parameters: {
            query?: {
                /** @description The 1-based page number; past the last page the page is empty. */
                page?: number;
                /** @description Records per page: a number from 1 to 10000 (the console offers 10, 25 and 50), or `All` for every match. Default: 25. No page holds more than 10000 records: `All` is refused with a 400 when more records than that match; narrow the filters or page through them. */
                pageSize?: string;
                /** @description The column to sort by, one of the values listed; another is a 400 naming them. */
                sort?: "Created" | "UserName" | "FirstName" | "LastName" | "Email" | "MembershipLevel" | "OnboardingStatus";
                /** @description `asc` or `desc`; without `sort`, the listing's default order. */
                dir?: components["schemas"]["SortDir"];
                /** @description Text in the user name, names, email or phone, case-insensitively. */
                search?: string;
                /**
                 * @description Onboarding statuses, comma-separated, as spelt (`Invested,Funding Pending`).
                 * @example [
                 *       "Invested"
                 *     ]
                 */
                onboardingStatus?: ("Unknown" | "Waiting Broker Verify" | "Broker Verify Failed" | "Broker Account Required" | "Bank Account Failed" | "Bank Account Pending" | "Funding Required" | "Funding Pending" | "Onboarding Complete" | "Invested")[];
                /**
                 * @description Membership levels, comma-separated numbers (1 Free, 2 Lite, 3 Advanced, 4 Pro).
                 *
                 *     1 Free, 2 Lite, 3 Advanced, 4 Pro.
                 * @example [
                 *       4
                 *     ]
                 */
                membershipLevel?: (1 | 2 | 3 | 4)[];
                /** @description `true` for active users, `false` for deactivated ones. */
                active?: boolean;
                /** @description `true` for users who confirmed their email, `false` for those who have not. */
                emailConfirmed?: boolean;
                /**
                 * @description The first day (or instant) to include.
                 * @example 2026-01-01
                 */
                startDate?: string;
                /**
                 * @description The last day (or instant) to include; not before `startDate`.
                 * @example 2026-01-15
                 */
                endDate?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of users */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "Active": true,
                     *           "Country": "US",
                     *           "Created": "2025-12-21T07:06:00Z",
                     *           "Email": "user10076@mail.example",
                     *           "EmailConfirmed": true,
                     *           "FirstName": "Jeanie",
                     *           "LastName": "Bosco",
                     *           "MembershipLevel": 2,
                     *           "OnboardingStatus": "Onboarding Complete",
                     *           "Phone": "+1 983 754 0552",
                     *           "UserId": 10076,
                     *           "UserName": "user10076"
                     *         },
                     *         {
                     *           "Active": true,
                     *           "Country": "US",
                     *           "Created": "2025-12-02T13:16:00Z",
                     *           "Email": "user10119@mail.example",
                     *           "EmailConfirmed": true,
                     *           "FirstName": "Carole",
                     *           "LastName": "Nader",
                     *           "MembershipLevel": 2,
                     *           "OnboardingStatus": "Broker Account Required",
                     *           "Phone": "+1 703 311 9429",
                     *           "UserId": 10119,
                     *           "UserName": "user10119"
                     *         }
                     *       ],
                     *       "total": 200,
                     *       "totalMatch": 200
                     *     }
                     */
                    "application/json": components["schemas"]["Listing_Customer"];
                };
            };
            /** @description A paging, sorting or filter parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "A paging, sorting or filter parameter is not valid.",
                     *       "error": "A paging, sorting or filter parameter is not valid.",
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No token, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Sign in to use this operation: no bearer token was sent.",
                     *       "error": "Sign in to use this operation: no bearer token was sent.",
                     *       "status": 401,
                     *       "title": "Unauthorized",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller lacks `users.view` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This operation requires the claim users.view.",
                     *       "error": "This operation requires the claim users.view.",
                     *       "status": 403,
                     *       "title": "Forbidden",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateUserPayload"];
            };
        };
        responses: {
            /** @description The user was created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Active": true,
                     *       "Country": "US",
                     *       "Created": "2026-01-15T15:30:00Z",
                     *       "Email": "grace.kelly@mail.example",
                     *       "EmailConfirmed": false,
                     *       "FirstName": "Grace",
                     *       "LastName": "Kelly",
                     *       "MembershipLevel": 2,
                     *       "OnboardingStatus": "Unknown",
                     *       "Phone": "+1 212 555 0101",
                     *       "UserId": 10200,
                     *       "UserName": "gracekelly"
                     *     }
                     */
                    "application/json": components["schemas"]["Customer"];
                };
            };
            /** @description A field is missing or malformed; `errors` names each */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "A field is missing or malformed; `errors` names each.",
                     *       "error": "A field is missing or malformed; `errors` names each.",
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No token, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Sign in to use this operation: no bearer token was sent.",
                     *       "error": "Sign in to use this operation: no bearer token was sent.",
                     *       "status": 401,
                     *       "title": "Unauthorized",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller lacks `users.manage` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This operation requires the claim users.manage.",
                     *       "error": "This operation requires the claim users.manage.",
                     *       "status": 403,
                     *       "title": "Forbidden",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The email or user name is taken */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "The email or user name is taken.",
                     *       "error": "The email or user name is taken.",
                     *       "status": 409,
                     *       "title": "Conflict",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    resendConfirmation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResendConfirmationPayload"];
            };
        };
        responses: {
            /** @description The email was sent */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Email": "user10011@mail.example",
                     *       "Message": "Success",
                     *       "Sent": "2026-01-15T15:30:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["ResendConfirmationAnswer"];
                };
            };
            /** @description The email is missing */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "The email is missing.",
                     *       "error": "The email is missing.",
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No token, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Sign in to use this operation: no bearer token was sent.",
                     *       "error": "Sign in to use this operation: no bearer token was sent.",
                     *       "status": 401,
                     *       "title": "Unauthorized",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller lacks `users.manage` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This operation requires the claim users.manage.",
                     *       "error": "This operation requires the claim users.manage.",
                     *       "status": 403,
                     *       "title": "Forbidden",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No user has that email */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "No user has that email.",
                     *       "error": "No user has that email.",
                     *       "status": 404,
                     *       "title": "Not Found",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The user has already confirmed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "The user has already confirmed.",
                     *       "error": "The user has already confirmed.",
                     *       "status": 409,
                     *       "title": "Conflict",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The user's id
                 * @example 10000
                 */
                userId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "profile": {
                     *         "address": {
                     *           "city": "Boyleborough",
                     *           "country": "US",
                     *           "postalCode": "44838",
                     *           "region": "NM",
                     *           "street": "57037 Ortiz Land"
                     *         },
                     *         "auditTrail": [
                     *           {
                     *             "activityCode": 1,
                     *             "actor": "user10000",
                     *             "amount": 2320.97,
                     *             "auditId": 1000009,
                     *             "created": "2025-11-20T20:22:00Z",
                     *             "event": "BankTransferRequested",
                     *             "quantity": null,
                     *             "symbol": null,
                     *             "userId": 10000
                     *           },
                     *           {
                     *             "activityCode": 3,
                     *             "actor": "user10000",
                     *             "amount": null,
                     *             "auditId": 1000007,
                     *             "created": "2025-11-16T07:43:00Z",
                     *             "event": "TradeOrderPlaced",
                     *             "quantity": 185,
                     *             "symbol": "SPY",
                     *             "userId": 10000
                     *           }
                     *         ],
                     *         "brokerDocuments": [
                     *           {
                     *             "available": true,
                     *             "broker": "Apex Clearing",
                     *             "category": "Statements",
                     *             "date": "2025-12-16T15:30:00Z",
                     *             "documentId": 10000000,
                     *             "tradingAccountId": 100000,
                     *             "userId": 10000
                     *           },
                     *           {
                     *             "available": true,
                     *             "broker": "Apex Clearing",
                     *             "category": "Statements",
                     *             "date": "2025-11-16T15:30:00Z",
                     *             "documentId": 10000001,
                     *             "tradingAccountId": 100000,
                     *             "userId": 10000
                     *           }
                     *         ],
                     *         "dateOfBirth": "1975-08-16",
                     *         "employment": {
                     *           "employer": null,
                     *           "position": null,
                     *           "status": "Retired",
                     *           "worksForMemberFirm": false
                     *         },
                     *         "financial": {
                     *           "annualIncome": "100000To125000",
                     *           "investmentExperience": "SixToTen",
                     *           "investmentObjective": "Aggressive Higher Risk",
                     *           "liquidNetWorth": "500000To1000000",
                     *           "netWorth": "100000To250000"
                     *         },
                     *         "identityAuditTrail": [
                     *           {
                     *             "activityCode": 9,
                     *             "actor": "admin",
                     *             "amount": null,
                     *             "auditId": 1000052,
                     *             "created": "2025-11-22T23:49:00Z",
                     *             "event": "ProfileViewed",
                     *             "quantity": null,
                     *             "symbol": null,
                     *             "userId": 10000
                     *           },
                     *           {
                     *             "activityCode": 10,
                     *             "actor": "system",
                     *             "amount": null,
                     *             "auditId": 1000053,
                     *             "created": "2025-09-14T23:02:00Z",
                     *             "event": "IdentityVerified",
                     *             "quantity": null,
                     *             "symbol": null,
                     *             "userId": 10000
                     *           }
                     *         ],
                     *         "identityDocuments": [
                     *           {
                     *             "DocumentNumber": "*****4720",
                     *             "DocumentType": 3,
                     *             "ExpiryDate": "2025-01-02T15:30:00Z",
                     *             "IdentityDocumentId": 100001,
                     *             "IssuingCountry": "US",
                     *             "StartDate": "2019-09-16T15:30:00Z",
                     *             "UserId": 10000,
                     *             "Verified": true
                     *           },
                     *           {
                     *             "DocumentNumber": "*****4658",
                     *             "DocumentType": 3,
                     *             "ExpiryDate": "2022-04-03T15:30:00Z",
                     *             "IdentityDocumentId": 100000,
                     *             "IssuingCountry": "US",
                     *             "StartDate": "2018-07-02T15:30:00Z",
                     *             "UserId": 10000,
                     *             "Verified": true
                     *           }
                     *         ],
                     *         "onboardingDocuments": [
                     *           {
                     *             "available": true,
                     *             "created": "2025-03-03T23:26:00Z",
                     *             "documentId": 100000,
                     *             "fileName": "proof-of-address.pdf",
                     *             "title": "Proof of address",
                     *             "userId": 10000,
                     *             "visible": false
                     *           }
                     *         ],
                     *         "trustedContact": {
                     *           "email": "keara.hills@mail.example",
                     *           "firstName": "Keara",
                     *           "lastName": "Hills",
                     *           "phone": "+1 530 274 8138",
                     *           "relationship": "Parent"
                     *         },
                     *         "userId": 10000
                     *       },
                     *       "smartfolioPositions": [],
                     *       "tradingAccounts": [
                     *         {
                     *           "AccountNumber": "5RB00100000",
                     *           "AccountType": 13,
                     *           "CashBalance": 79672.32,
                     *           "Created": "2025-11-28T12:22:00Z",
                     *           "Email": "user10000@mail.example",
                     *           "FullName": "Marlin Schimmel",
                     *           "TradingAccountId": 100000,
                     *           "UserId": 10000
                     *         }
                     *       ],
                     *       "user": {
                     *         "Active": true,
                     *         "Country": "US",
                     *         "Created": "2024-10-05T01:26:00Z",
                     *         "Email": "user10000@mail.example",
                     *         "EmailConfirmed": true,
                     *         "FirstName": "Marlin",
                     *         "LastName": "Schimmel",
                     *         "MembershipLevel": 3,
                     *         "OnboardingStatus": "Invested",
                     *         "Phone": "+1 358 528 1346",
                     *         "UserId": 10000,
                     *         "UserName": "user10000"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["UserDetails"];
                };
            };
            /** @description The id is not a number */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "The id is not a number.",
                     *       "error": "The id is not a number.",
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No token, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Sign in to use this operation: no bearer token was sent.",
                     *       "error": "Sign in to use this operation: no bearer token was sent.",
                     *       "status": 401,
                     *       "title": "Unauthorized",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller lacks `users.view` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This operation requires the claim users.view.",
                     *       "error": "This operation requires the claim users.view.",
                     *       "status": 403,
                     *       "title": "Forbidden",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description There is no such user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "There is no such user.",
                     *       "error": "There is no such user.",
                     *       "status": 404,
                     *       "title": "Not Found",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listUserAffiliations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The user's id
                 * @example 10000
                 */
                userId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The affiliations */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example [] */
                    "application/json": components["schemas"]["Affiliation"][];
                };
            };
            /** @description The id is not a number */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "The id is not a number.",
                     *       "error": "The id is not a number.",
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No token, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Sign in to use this operation: no bearer token was sent.",
                     *       "error": "Sign in to use this operation: no bearer token was sent.",
                     *       "status": 401,
                     *       "title": "Unauthorized",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller lacks `users.view` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This operation requires the claim users.view.",
                     *       "error": "This operation requires the claim users.view.",
                     *       "status": 403,
                     *       "title": "Forbidden",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description There is no such user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "There is no such user.",
                     *       "error": "There is no such user.",
                     *       "status": 404,
                     *       "title": "Not Found",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listUserAuditTrail: {
        parameters: {
            query?: {
                /** @description The 1-based page number; past the last page the page is empty. */
                page?: number;
                /** @description Records per page: a number from 1 to 10000 (the console offers 10, 25 and 50), or `All` for every match. Default: 25. No page holds more than 10000 records: `All` is refused with a 400 when more records than that match; narrow the filters or page through them. */
                pageSize?: string;
                /** @description The column to sort by, one of the values listed; another is a 400 naming them. */
                sort?: "Created" | "ActivityCode";
                /** @description `asc` or `desc`; without `sort`, the listing's default order. */
                dir?: components["schemas"]["SortDir"];
                /**
                 * @description Activity codes, comma-separated numbers (spec 3); the identity trail's screen defaults to 9.
                 *
                 *     0 unknown, 1 bank account transfer, 2 completed bank account transfer, 3 trade, 4 completed trade, 5 smartfolio transfer, 6 completed smartfolio transfer, 7 cash change, 8 pending smartfolio transfer, 9 admin page, 10 identity verification, 11 broker cash movement.
                 * @example [
                 *       9
                 *     ]
                 */
                activityCode?: (0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11)[];
                /**
                 * @description The first day (or instant) to include.
                 * @example 2026-01-01
                 */
                startDate?: string;
                /**
                 * @description The last day (or instant) to include; not before `startDate`.
                 * @example 2026-01-15
                 */
                endDate?: string;
            };
            header?: never;
            path: {
                /**
                 * @description The user's id
                 * @example 10000
                 */
                userId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the audit trail */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "activityCode": 1,
                     *           "actor": "user10000",
                     *           "amount": 2320.97,
                     *           "auditId": 1000009,
                     *           "created": "2025-11-20T20:22:00Z",
                     *           "event": "BankTransferRequested",
                     *           "quantity": null,
                     *           "symbol": null,
                     *           "userId": 10000
                     *         },
                     *         {
                     *           "activityCode": 3,
                     *           "actor": "user10000",
                     *           "amount": null,
                     *           "auditId": 1000007,
                     *           "created": "2025-11-16T07:43:00Z",
                     *           "event": "TradeOrderPlaced",
                     *           "quantity": 185,
                     *           "symbol": "SPY",
                     *           "userId": 10000
                     *         }
                     *       ],
                     *       "total": 12,
                     *       "totalMatch": 12
                     *     }
                     */
                    "application/json": components["schemas"]["Listing_AuditEntry"];
                };
            };
            /** @description A parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "A parameter is not valid.",
                     *       "error": "A parameter is not valid.",
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No token, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Sign in to use this operation: no bearer token was sent.",
                     *       "error": "Sign in to use this operation: no bearer token was sent.",
                     *       "status": 401,
                     *       "title": "Unauthorized",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller lacks `users.view` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This operation requires the claim users.view.",
                     *       "error": "This operation requires the claim users.view.",
                     *       "status": 403,
                     *       "title": "Forbidden",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description There is no such user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "There is no such user.",
                     *       "error": "There is no such user.",
                     *       "status": 404,
                     *       "title": "Not Found",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listUserBrokerDocuments: {
        parameters: {
            query?: {
                /** @description The 1-based page number; past the last page the page is empty. */
                page?: number;
                /** @description Records per page: a number from 1 to 10000 (the console offers 10, 25 and 50), or `All` for every match. Default: 25. No page holds more than 10000 records: `All` is refused with a 400 when more records than that match; narrow the filters or page through them. */
                pageSize?: string;
                /** @description The column to sort by, one of the values listed; another is a 400 naming them. */
                sort?: "Created" | "date";
                /** @description `asc` or `desc`; without `sort`, the listing's default order. */
                dir?: components["schemas"]["SortDir"];
                /**
                 * @description `true`: visible to the customer; `false`: hidden. Every broker
                 *     document is visible, so there `false` matches none (the console offers
                 *     the filter on every document tab, spec 3).
                 */
                visible?: boolean;
                /** @description `true`: the file is stored; `false`: missing. */
                available?: boolean;
                /** @description `Statements`, `Confirmations` or both, comma-separated. */
                category?: ("Statements" | "Confirmations")[];
                /**
                 * @description The first day (or instant) to include.
                 * @example 2026-01-01
                 */
                startDate?: string;
                /**
                 * @description The last day (or instant) to include; not before `startDate`.
                 * @example 2026-01-15
                 */
                endDate?: string;
            };
            header?: never;
            path: {
                /**
                 * @description The user's id
                 * @example 10000
                 */
                userId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of broker documents */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "available": true,
                     *           "broker": "Apex Clearing",
                     *           "category": "Statements",
                     *           "date": "2025-12-16T15:30:00Z",
                     *           "documentId": 10000000,
                     *           "tradingAccountId": 100000,
                     *           "userId": 10000
                     *         },
                     *         {
                     *           "available": true,
                     *           "broker": "Apex Clearing",
                     *           "category": "Statements",
                     *           "date": "2025-11-16T15:30:00Z",
                     *           "documentId": 10000001,
                     *           "tradingAccountId": 100000,
                     *           "userId": 10000
                     *         }
                     *       ],
                     *       "total": 12,
                     *       "totalMatch": 12
                     *     }
                     */
                    "application/json": components["schemas"]["Listing_BrokerDocument"];
                };
            };
            /** @description A parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "A parameter is not valid.",
                     *       "error": "A parameter is not valid.",
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No token, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Sign in to use this operation: no bearer token was sent.",
                     *       "error": "Sign in to use this operation: no bearer token was sent.",
                     *       "status": 401,
                     *       "title": "Unauthorized",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller lacks `users.view` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This operation requires the claim users.view.",
                     *       "error": "This operation requires the claim users.view.",
                     *       "status": 403,
                     *       "title": "Forbidden",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description There is no such user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "There is no such user.",
                     *       "error": "There is no such user.",
                     *       "status": 404,
                     *       "title": "Not Found",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listUserIdentityAuditTrail: {
        parameters: {
            query?: {
                /** @description The 1-based page number; past the last page the page is empty. */
                page?: number;
                /** @description Records per page: a number from 1 to 10000 (the console offers 10, 25 and 50), or `All` for every match. Default: 25. No page holds more than 10000 records: `All` is refused with a 400 when more records than that match; narrow the filters or page through them. */
                pageSize?: string;
                /** @description The column to sort by, one of the values listed; another is a 400 naming them. */
                sort?: "Created" | "ActivityCode";
                /** @description `asc` or `desc`; without `sort`, the listing's default order. */
                dir?: components["schemas"]["SortDir"];
                /**
                 * @description Activity codes, comma-separated numbers (spec 3); the identity trail's screen defaults to 9.
                 *
                 *     0 unknown, 1 bank account transfer, 2 completed bank account transfer, 3 trade, 4 completed trade, 5 smartfolio transfer, 6 completed smartfolio transfer, 7 cash change, 8 pending smartfolio transfer, 9 admin page, 10 identity verification, 11 broker cash movement.
                 * @example [
                 *       9
                 *     ]
                 */
                activityCode?: (0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11)[];
                /**
                 * @description The first day (or instant) to include.
                 * @example 2026-01-01
                 */
                startDate?: string;
                /**
                 * @description The last day (or instant) to include; not before `startDate`.
                 * @example 2026-01-15
                 */
                endDate?: string;
            };
            header?: never;
            path: {
                /**
                 * @description The user's id
                 * @example 10000
                 */
                userId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the identity audit trail */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "activityCode": 9,
                     *           "actor": "admin",
                     *           "amount": null,
                     *           "auditId": 1000052,
                     *           "created": "2025-11-22T23:49:00Z",
                     *           "event": "ProfileViewed",
                     *           "quantity": null,
                     *           "symbol": null,
                     *           "userId": 10000
                     *         },
                     *         {
                     *           "activityCode": 10,
                     *           "actor": "system",
                     *           "amount": null,
                     *           "auditId": 1000053,
                     *           "created": "2025-09-14T23:02:00Z",
                     *           "event": "IdentityVerified",
                     *           "quantity": null,
                     *           "symbol": null,
                     *           "userId": 10000
                     *         }
                     *       ],
                     *       "total": 4,
                     *       "totalMatch": 4
                     *     }
                     */
                    "application/json": components["schemas"]["Listing_AuditEntry"];
                };
            };
            /** @description A parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "A parameter is not valid.",
                     *       "error": "A parameter is not valid.",
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No token, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Sign in to use this operation: no bearer token was sent.",
                     *       "error": "Sign in to use this operation: no bearer token was sent.",
                     *       "status": 401,
                     *       "title": "Unauthorized",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller lacks `users.view` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This operation requires the claim users.view.",
                     *       "error": "This operation requires the claim users.view.",
                     *       "status": 403,
                     *       "title": "Forbidden",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description There is no such user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "There is no such user.",
                     *       "error": "There is no such user.",
                     *       "status": 404,
                     *       "title": "Not Found",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listUserIdentityDocuments: {
        parameters: {
            query?: {
                /** @description The 1-based page number; past the last page the page is empty. */
                page?: number;
                /** @description Records per page: a number from 1 to 10000 (the console offers 10, 25 and 50), or `All` for every match. Default: 25. No page holds more than 10000 records: `All` is refused with a 400 when more records than that match; narrow the filters or page through them. */
                pageSize?: string;
                /** @description The column to sort by, one of the values listed; another is a 400 naming them. */
                sort?: "StartDate";
                /** @description `asc` or `desc`; without `sort`, the listing's default order. */
                dir?: components["schemas"]["SortDir"];
            };
            header?: never;
            path: {
                /**
                 * @description The user's id
                 * @example 10000
                 */
                userId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of identity documents */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "DocumentNumber": "*****4720",
                     *           "DocumentType": 3,
                     *           "ExpiryDate": "2025-01-02T15:30:00Z",
                     *           "IdentityDocumentId": 100001,
                     *           "IssuingCountry": "US",
                     *           "StartDate": "2019-09-16T15:30:00Z",
                     *           "UserId": 10000,
                     *           "Verified": true
                     *         },
                     *         {
                     *           "DocumentNumber": "*****4658",
                     *           "DocumentType": 3,
                     *           "ExpiryDate": "2022-04-03T15:30:00Z",
                     *           "IdentityDocumentId": 100000,
                     *           "IssuingCountry": "US",
                     *           "StartDate": "2018-07-02T15:30:00Z",
                     *           "UserId": 10000,
                     *           "Verified": true
                     *         }
                     *       ],
                     *       "total": 3,
                     *       "totalMatch": 3
                     *     }
                     */
                    "application/json": components["schemas"]["Listing_IdentityDocument"];
                };
            };
            /** @description A parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "A parameter is not valid.",
                     *       "error": "A parameter is not valid.",
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No token, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Sign in to use this operation: no bearer token was sent.",
                     *       "error": "Sign in to use this operation: no bearer token was sent.",
                     *       "status": 401,
                     *       "title": "Unauthorized",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller lacks `users.view` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This operation requires the claim users.view.",
                     *       "error": "This operation requires the claim users.view.",
                     *       "status": 403,
                     *       "title": "Forbidden",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description There is no such user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "There is no such user.",
                     *       "error": "There is no such user.",
                     *       "status": 404,
                     *       "title": "Not Found",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listUserOnboardingDocuments: {
        parameters: {
            query?: {
                /** @description The 1-based page number; past the last page the page is empty. */
                page?: number;
                /** @description Records per page: a number from 1 to 10000 (the console offers 10, 25 and 50), or `All` for every match. Default: 25. No page holds more than 10000 records: `All` is refused with a 400 when more records than that match; narrow the filters or page through them. */
                pageSize?: string;
                /** @description The column to sort by, one of the values listed; another is a 400 naming them. */
                sort?: "Created" | "date";
                /** @description `asc` or `desc`; without `sort`, the listing's default order. */
                dir?: components["schemas"]["SortDir"];
                /**
                 * @description `true`: visible to the customer; `false`: hidden. Every broker
                 *     document is visible, so there `false` matches none (the console offers
                 *     the filter on every document tab, spec 3).
                 */
                visible?: boolean;
                /** @description `true`: the file is stored; `false`: missing. */
                available?: boolean;
            };
            header?: never;
            path: {
                /**
                 * @description The user's id
                 * @example 10000
                 */
                userId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of onboarding documents */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "available": true,
                     *           "created": "2025-03-03T23:26:00Z",
                     *           "documentId": 100000,
                     *           "fileName": "proof-of-address.pdf",
                     *           "title": "Proof of address",
                     *           "userId": 10000,
                     *           "visible": false
                     *         }
                     *       ],
                     *       "total": 1,
                     *       "totalMatch": 1
                     *     }
                     */
                    "application/json": components["schemas"]["Listing_CustomerDocument"];
                };
            };
            /** @description A parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "A parameter is not valid.",
                     *       "error": "A parameter is not valid.",
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No token, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Sign in to use this operation: no bearer token was sent.",
                     *       "error": "Sign in to use this operation: no bearer token was sent.",
                     *       "status": 401,
                     *       "title": "Unauthorized",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller lacks `users.view` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This operation requires the claim users.view.",
                     *       "error": "This operation requires the claim users.view.",
                     *       "status": 403,
                     *       "title": "Forbidden",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description There is no such user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "There is no such user.",
                     *       "error": "There is no such user.",
                     *       "status": 404,
                     *       "title": "Not Found",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listUserRestrictions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The user's id
                 * @example 10034
                 */
                userId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The restrictions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "created": "2025-12-26T14:19:00Z",
                     *         "createdBy": "admin",
                     *         "permission": 2,
                     *         "reason": "Court order",
                     *         "restrictionId": 100342,
                     *         "userId": 10034
                     *       },
                     *       {
                     *         "created": "2025-07-09T19:18:00Z",
                     *         "createdBy": "analyst",
                     *         "permission": 9,
                     *         "reason": "Identity documents expired",
                     *         "restrictionId": 100341,
                     *         "userId": 10034
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["SelectiveRestriction"][];
                };
            };
            /** @description The id is not a number */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "The id is not a number.",
                     *       "error": "The id is not a number.",
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No token, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Sign in to use this operation: no bearer token was sent.",
                     *       "error": "Sign in to use this operation: no bearer token was sent.",
                     *       "status": 401,
                     *       "title": "Unauthorized",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller lacks `users.view` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This operation requires the claim users.view.",
                     *       "error": "This operation requires the claim users.view.",
                     *       "status": 403,
                     *       "title": "Forbidden",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description There is no such user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "There is no such user.",
                     *       "error": "There is no such user.",
                     *       "status": 404,
                     *       "title": "Not Found",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    addUserRestriction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The user's id
                 * @example 10001
                 */
                userId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SelectiveRestrictionPayload"];
            };
        };
        responses: {
            /** @description The restriction was added */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "created": "2026-01-15T15:30:00Z",
                     *       "createdBy": "admin",
                     *       "permission": 3,
                     *       "reason": "Returned ACH deposit",
                     *       "restrictionId": 101612,
                     *       "userId": 10001
                     *     }
                     */
                    "application/json": components["schemas"]["SelectiveRestriction"];
                };
            };
            /** @description The reason is missing or too long, or the permission unknown */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "The reason is missing or too long, or the permission unknown.",
                     *       "error": "The reason is missing or too long, or the permission unknown.",
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No token, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Sign in to use this operation: no bearer token was sent.",
                     *       "error": "Sign in to use this operation: no bearer token was sent.",
                     *       "status": 401,
                     *       "title": "Unauthorized",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller lacks `users.manage` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This operation requires the claim users.manage.",
                     *       "error": "This operation requires the claim users.manage.",
                     *       "status": 403,
                     *       "title": "Forbidden",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description There is no such user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "There is no such user.",
                     *       "error": "There is no such user.",
                     *       "status": 404,
                     *       "title": "Not Found",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The permission is already restricted */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "The permission is already restricted.",
                     *       "error": "The permission is already restricted.",
                     *       "status": 409,
                     *       "title": "Conflict",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    removeUserRestriction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The user's id
                 * @example 10039
                 */
                userId: number;
                /**
                 * @description The restriction's id
                 * @example 100390
                 */
                restrictionId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The restriction was lifted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An id is not a number */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "An id is not a number.",
                     *       "error": "An id is not a number.",
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No token, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Sign in to use this operation: no bearer token was sent.",
                     *       "error": "Sign in to use this operation: no bearer token was sent.",
                     *       "status": 401,
                     *       "title": "Unauthorized",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller lacks `users.manage` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This operation requires the claim users.manage.",
                     *       "error": "This operation requires the claim users.manage.",
                     *       "status": 403,
                     *       "title": "Forbidden",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The user has no such restriction */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "The user has no such restriction.",
                     *       "error": "The user has no such restriction.",
                     *       "status": 404,
                     *       "title": "Not Found",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listUserRoles: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The user's id
                 * @example 10000
                 */
                userId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user's roles */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Message": "Success",
                     *       "data": [
                     *         {
                     *           "description": "Platform customers: no console access",
                     *           "id": 4,
                     *           "name": "customer",
                     *           "permissions": []
                     *         }
                     *       ],
                     *       "status": 200,
                     *       "totalCount": 1
                     *     }
                     */
                    "application/json": components["schemas"]["RoleData_Vec_Role"];
                };
            };
            /** @description The id is not a number */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "The id is not a number.",
                     *       "error": "The id is not a number.",
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No token, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Sign in to use this operation: no bearer token was sent.",
                     *       "error": "Sign in to use this operation: no bearer token was sent.",
                     *       "status": 401,
                     *       "title": "Unauthorized",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller lacks `users.view` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This operation requires the claim users.view.",
                     *       "error": "This operation requires the claim users.view.",
                     *       "status": 403,
                     *       "title": "Forbidden",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description There is no such user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "There is no such user.",
                     *       "error": "There is no such user.",
                     *       "status": 404,
                     *       "title": "Not Found",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateAsset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "IsSmartfolioDisabled": false,
                 *       "cusiP_NUMBER": "037833100",
                 *       "id": 1,
                 *       "isBlacklist": false,
                 *       "isEnabled": true,
                 *       "isFractionable": true,
                 *       "isWhitelist": true,
                 *       "name": "Apple Inc.",
                 *       "symbol": "AAPL",
                 *       "type": "Stock"
                 *     }
                 */
                "application/json": components["schemas"]["Asset"];
            };
        };
        responses: {
            /** @description The asset was updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "IsSmartfolioDisabled": false,
                     *       "cusiP_NUMBER": "037833100",
                     *       "id": 1,
                     *       "isBlacklist": false,
                     *       "isEnabled": true,
                     *       "isFractionable": true,
                     *       "isWhitelist": true,
                     *       "name": "Apple Inc.",
                     *       "symbol": "AAPL",
                     *       "type": "Stock"
                     *     }
                     */
                    "application/json": components["schemas"]["Asset"];
                };
            };
            /** @description The body is not an asset, or changes its symbol or CUSIP, or both lists it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "The body is not an asset, or changes its symbol or CUSIP, or both lists it.",
                     *       "error": "The body is not an asset, or changes its symbol or CUSIP, or both lists it.",
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No token, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Sign in to use this operation: no bearer token was sent.",
                     *       "error": "Sign in to use this operation: no bearer token was sent.",
                     *       "status": 401,
                     *       "title": "Unauthorized",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller lacks `pageAccess` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This operation requires the claim pageAccess.",
                     *       "error": "This operation requires the claim pageAccess.",
                     *       "status": 403,
                     *       "title": "Forbidden",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description There is no such asset */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "There is no such asset.",
                     *       "error": "There is no such asset.",
                     *       "status": 404,
                     *       "title": "Not Found",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    searchAssets: {
        parameters: {
            query?: {
                /**
                 * @description Text the symbol or name contains, case-insensitively; empty lists every asset.
                 * @example app
                 */
                searchTerm?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matching assets */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "IsSmartfolioDisabled": true,
                     *         "cusiP_NUMBER": "037833100",
                     *         "id": 1,
                     *         "isBlacklist": false,
                     *         "isEnabled": true,
                     *         "isFractionable": false,
                     *         "isWhitelist": false,
                     *         "name": "Apple Inc.",
                     *         "symbol": "AAPL",
                     *         "type": "Stock"
                     *       },
                     *       {
                     *         "IsSmartfolioDisabled": false,
                     *         "cusiP_NUMBER": "464287226",
                     *         "id": 33,
                     *         "isBlacklist": true,
                     *         "isEnabled": false,
                     *         "isFractionable": true,
                     *         "isWhitelist": false,
                     *         "name": "iShares Core U.S. Aggregate Bond ETF",
                     *         "symbol": "AGG",
                     *         "type": "ETF"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["Asset"][];
                };
            };
            /** @description The term is longer than 100 characters */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "The term is longer than 100 characters.",
                     *       "error": "The term is longer than 100 characters.",
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No token, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Sign in to use this operation: no bearer token was sent.",
                     *       "error": "Sign in to use this operation: no bearer token was sent.",
                     *       "status": 401,
                     *       "title": "Unauthorized",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller lacks `pageAccess` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This operation requires the claim pageAccess.",
                     *       "error": "This operation requires the claim pageAccess.",
                     *       "status": 403,
                     *       "title": "Forbidden",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getAsset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The asset's id
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The asset */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "IsSmartfolioDisabled": true,
                     *       "cusiP_NUMBER": "037833100",
                     *       "id": 1,
                     *       "isBlacklist": false,
                     *       "isEnabled": true,
                     *       "isFractionable": false,
                     *       "isWhitelist": false,
                     *       "name": "Apple Inc.",
                     *       "symbol": "AAPL",
                     *       "type": "Stock"
                     *     }
                     */
                    "application/json": components["schemas"]["Asset"];
                };
            };
            /** @description The id is not a number */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "The id is not a number.",
                     *       "error": "The id is not a number.",
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No token, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Sign in to use this operation: no bearer token was sent.",
                     *       "error": "Sign in to use this operation: no bearer token was sent.",
                     *       "status": 401,
                     *       "title": "Unauthorized",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller lacks `pageAccess` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This operation requires the claim pageAccess.",
                     *       "error": "This operation requires the claim pageAccess.",
                     *       "status": 403,
                     *       "title": "Forbidden",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description There is no such asset */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "There is no such asset.",
                     *       "error": "There is no such asset.",
                     *       "status": 404,
                     *       "title": "Not Found",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listSymbolStrategies: {
        parameters: {
            query?: {
                /**
                 * @description `true` for active strategies only (what the console asks), `false` for inactive ones; absent for all (an empty value is refused).
                 * @example true
                 */
                IsActive?: boolean;
                /**
                 * @description Only this strategy (spec 3 numbering: 1 4Q Rotate, 3 SPY+, 4 unknown, 5 SPY I, 6 Red Oil); the price symbol strategy listing's filter.
                 *
                 *     1 4Q Rotate, 3 SPY+, 4 unknown, 5 SPY I, 6 Red Oil.
                 * @example 3
                 */
                strategyId?: components["schemas"]["StrategyName"];
                /** @description Text in the symbol, case-insensitively; blank means no search. */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The strategies */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "isActive": true,
                     *         "strategyId": 1,
                     *         "strategyName": "4Q Rotate",
                     *         "symbol": "AMD",
                     *         "symbolStrategyId": 100,
                     *         "updated": "2025-12-29T13:55:00Z",
                     *         "weight": 0.07
                     *       },
                     *       {
                     *         "isActive": true,
                     *         "strategyId": 1,
                     *         "strategyName": "4Q Rotate",
                     *         "symbol": "GLD",
                     *         "symbolStrategyId": 102,
                     *         "updated": "2025-11-17T17:07:00Z",
                     *         "weight": 0.12
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["SymbolStrategy"][];
                };
            };
            /** @description `IsActive` is not true or false (an empty value included), or `strategyId` is not a strategy */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "IsActive: `IsActive` is not true or false (an empty value included), or `strategyId` is not a strategy.",
                     *       "error": "IsActive: `IsActive` is not true or false (an empty value included), or `strategyId` is not a strategy.",
                     *       "errors": {
                     *         "IsActive": [
                     *           "`IsActive` is not true or false (an empty value included), or `strategyId` is not a strategy."
                     *         ]
                     *       },
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No token, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Sign in to use this operation: no bearer token was sent.",
                     *       "error": "Sign in to use this operation: no bearer token was sent.",
                     *       "status": 401,
                     *       "title": "Unauthorized",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller lacks `pageAccess` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This operation requires the claim pageAccess.",
                     *       "error": "This operation requires the claim pageAccess.",
                     *       "status": 403,
                     *       "title": "Forbidden",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateSymbolStrategy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The strategy (spec 3 numbering: 1 4Q Rotate, 3 SPY+, 4 unknown, 5 SPY I, 6 Red Oil)
                 *
                 *     1 4Q Rotate, 3 SPY+, 4 unknown, 5 SPY I, 6 Red Oil.
                 * @example 3
                 */
                strategyId: components["schemas"]["StrategyName"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StrategyWeightsPayload"];
            };
        };
        responses: {
            /** @description The strategy's symbols as stored */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "isActive": true,
                     *         "strategyId": 3,
                     *         "strategyName": "SPY+",
                     *         "symbol": "QQQ",
                     *         "symbolStrategyId": 301,
                     *         "updated": "2026-01-15T15:30:00Z",
                     *         "weight": 0.4
                     *       },
                     *       {
                     *         "isActive": true,
                     *         "strategyId": 3,
                     *         "strategyName": "SPY+",
                     *         "symbol": "SPY",
                     *         "symbolStrategyId": 300,
                     *         "updated": "2026-01-15T15:30:00Z",
                     *         "weight": 0.6
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["SymbolStrategy"][];
                };
            };
            /** @description The strategy is not one of spec 3, a symbol is not an asset or is listed twice, an inactive symbol has a weight, or the active weights do not add up to 100 %; `errors` names each */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "The strategy is not one of spec 3, a symbol is not an asset or is listed twice, an inactive symbol has a weight, or the active weights do not add up to 100 %; `errors` names each.",
                     *       "error": "The strategy is not one of spec 3, a symbol is not an asset or is listed twice, an inactive symbol has a weight, or the active weights do not add up to 100 %; `errors` names each.",
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No token, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Sign in to use this operation: no bearer token was sent.",
                     *       "error": "Sign in to use this operation: no bearer token was sent.",
                     *       "status": 401,
                     *       "title": "Unauthorized",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller lacks `pageAccess` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This operation requires the claim pageAccess.",
                     *       "error": "This operation requires the claim pageAccess.",
                     *       "status": 403,
                     *       "title": "Forbidden",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listNotifications: {
        parameters: {
            query?: {
                /** @description The 1-based page number; past the last page the page is empty. */
                page?: number;
                /** @description Records per page: a number from 1 to 10000 (the console offers 10, 25 and 50), or `All` for every match. Default: every notification (the screen asks for 10, spec 9). No page holds more than 10000 records: `All` is refused with a 400 when more records than that match; narrow the filters or page through them. */
                pageSize?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The notifications */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "action": "halfScreenTextModal",
                     *           "actionText": null,
                     *           "color": "Grey",
                     *           "createdDate": "2026-01-04T01:18:00Z",
                     *           "description": "Verify your identity. Open the app to read more about it.",
                     *           "endDateUtc": "2026-01-31T19:18:00Z",
                     *           "externalUrl": null,
                     *           "hideAllowedAfter": null,
                     *           "htmlContent": null,
                     *           "icon": "info",
                     *           "modalActionText": null,
                     *           "modalDismissText": null,
                     *           "modalGraphicUrl": "https://cdn.brokerage.example/notifications/10.png",
                     *           "notificationMasterId": 10,
                     *           "notificationType": "InApp",
                     *           "route": null,
                     *           "routeParams": null,
                     *           "sequence": 4,
                     *           "startDateUtc": "2026-01-04T19:18:00Z",
                     *           "targetAudience": "Free",
                     *           "textContent": "Verify your identity. Tap below to continue.",
                     *           "title": "Verify your identity"
                     *         },
                     *         {
                     *           "action": "halfScreenTextModal",
                     *           "actionText": "Open",
                     *           "color": "Grey",
                     *           "createdDate": "2025-12-31T15:46:00Z",
                     *           "description": "Verify your identity. Open the app to read more about it.",
                     *           "endDateUtc": "2026-01-18T21:46:00Z",
                     *           "externalUrl": null,
                     *           "hideAllowedAfter": null,
                     *           "htmlContent": null,
                     *           "icon": "chart",
                     *           "modalActionText": "Continue",
                     *           "modalDismissText": "Not now",
                     *           "modalGraphicUrl": "https://cdn.brokerage.example/notifications/18.png",
                     *           "notificationMasterId": 18,
                     *           "notificationType": "Both",
                     *           "route": null,
                     *           "routeParams": null,
                     *           "sequence": 5,
                     *           "startDateUtc": "2025-12-31T21:46:00Z",
                     *           "targetAudience": "Free",
                     *           "textContent": "Verify your identity. Tap below to continue.",
                     *           "title": "Verify your identity"
                     *         }
                     *       ],
                     *       "totalCount": 24
                     *     }
                     */
                    "application/json": components["schemas"]["NotificationList"];
                };
            };
            /** @description A paging parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "A paging parameter is not valid.",
                     *       "error": "A paging parameter is not valid.",
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No token, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Sign in to use this operation: no bearer token was sent.",
                     *       "error": "Sign in to use this operation: no bearer token was sent.",
                     *       "status": 401,
                     *       "title": "Unauthorized",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller lacks `pageAccess` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This operation requires the claim pageAccess.",
                     *       "error": "This operation requires the claim pageAccess.",
                     *       "status": 403,
                     *       "title": "Forbidden",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createNotification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NotificationPayload"];
            };
        };
        responses: {
            /** @description The notification was created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "action": "halfScreenTextModal",
                     *       "actionText": "Read more",
                     *       "color": "Indigo",
                     *       "createdDate": "2026-01-15T15:30:00Z",
                     *       "description": "US markets are closed on Thursday for Thanksgiving.",
                     *       "endDateUtc": "2026-11-27T00:00:00Z",
                     *       "externalUrl": null,
                     *       "hideAllowedAfter": 3,
                     *       "htmlContent": null,
                     *       "icon": "info",
                     *       "modalActionText": "Got it",
                     *       "modalDismissText": "Not now",
                     *       "modalGraphicUrl": "https://cdn.brokerage.example/notifications/holiday.png",
                     *       "notificationMasterId": 25,
                     *       "notificationType": "Both",
                     *       "route": null,
                     *       "routeParams": null,
                     *       "sequence": 1,
                     *       "startDateUtc": "2026-11-25T00:00:00Z",
                     *       "targetAudience": "All",
                     *       "textContent": "Trading resumes on Friday.",
                     *       "title": "Markets closed for the holiday"
                     *     }
                     */
                    "application/json": components["schemas"]["Notification"];
                };
            };
            /** @description A field breaks a rule of spec 5 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "title: This field is required",
                     *       "error": "title: This field is required",
                     *       "errors": {
                     *         "title": [
                     *           "This field is required"
                     *         ]
                     *       },
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No token, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Sign in to use this operation: no bearer token was sent.",
                     *       "error": "Sign in to use this operation: no bearer token was sent.",
                     *       "status": 401,
                     *       "title": "Unauthorized",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller lacks `pageAccess` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This operation requires the claim pageAccess.",
                     *       "error": "This operation requires the claim pageAccess.",
                     *       "status": 403,
                     *       "title": "Forbidden",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getNotificationSelectables: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The options */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "actionTypes": [
                     *         {
                     *           "label": "Open a screen of the app",
                     *           "value": "routeInternally"
                     *         },
                     *         {
                     *           "label": "Open a web page",
                     *           "value": "routeExternally"
                     *         }
                     *       ],
                     *       "colorTypes": [
                     *         {
                     *           "label": "Indigo",
                     *           "value": "Indigo"
                     *         },
                     *         {
                     *           "label": "Teal",
                     *           "value": "Teal"
                     *         }
                     *       ],
                     *       "iconTypes": [
                     *         {
                     *           "label": "Information",
                     *           "value": "info"
                     *         },
                     *         {
                     *           "label": "Warning",
                     *           "value": "warning"
                     *         }
                     *       ],
                     *       "routeTypes": [
                     *         {
                     *           "label": "Home",
                     *           "value": "Home"
                     *         },
                     *         {
                     *           "label": "Portfolio",
                     *           "value": "Portfolio"
                     *         }
                     *       ],
                     *       "targetAudienceTypes": [
                     *         {
                     *           "label": "Everyone",
                     *           "value": "All"
                     *         },
                     *         {
                     *           "label": "Free members",
                     *           "value": "Free"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["NotificationSelectables"];
                };
            };
            /** @description A query parameter the operation does not take, or a malformed `X-Mock-Session` header */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "color: `color` is not a query parameter of this operation; this operation takes no query parameters",
                     *       "error": "color: `color` is not a query parameter of this operation; this operation takes no query parameters",
                     *       "errors": {
                     *         "color": [
                     *           "`color` is not a query parameter of this operation; this operation takes no query parameters"
                     *         ]
                     *       },
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No token, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Sign in to use this operation: no bearer token was sent.",
                     *       "error": "Sign in to use this operation: no bearer token was sent.",
                     *       "status": 401,
                     *       "title": "Unauthorized",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller lacks `pageAccess` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This operation requires the claim pageAccess.",
                     *       "error": "This operation requires the claim pageAccess.",
                     *       "status": 403,
                     *       "title": "Forbidden",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getNotification: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The notificationMasterId
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The notification */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "action": "routeExternally",
                     *       "actionText": "Open",
                     *       "color": "Red",
                     *       "createdDate": "2025-11-14T10:55:00Z",
                     *       "description": "New smartfolio: Energy Rotation. Open the app to read more about it.",
                     *       "endDateUtc": "2025-11-23T18:55:00Z",
                     *       "externalUrl": "https://www.brokerage.example/news",
                     *       "hideAllowedAfter": null,
                     *       "htmlContent": null,
                     *       "icon": "info",
                     *       "modalActionText": null,
                     *       "modalDismissText": null,
                     *       "modalGraphicUrl": null,
                     *       "notificationMasterId": 1,
                     *       "notificationType": "Both",
                     *       "route": null,
                     *       "routeParams": null,
                     *       "sequence": 3,
                     *       "startDateUtc": "2025-11-15T18:55:00Z",
                     *       "targetAudience": "NotInvested",
                     *       "textContent": null,
                     *       "title": "New smartfolio: Energy Rotation"
                     *     }
                     */
                    "application/json": components["schemas"]["Notification"];
                };
            };
            /** @description The id is not a number */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "The id is not a number.",
                     *       "error": "The id is not a number.",
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No token, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Sign in to use this operation: no bearer token was sent.",
                     *       "error": "Sign in to use this operation: no bearer token was sent.",
                     *       "status": 401,
                     *       "title": "Unauthorized",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller lacks `pageAccess` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This operation requires the claim pageAccess.",
                     *       "error": "This operation requires the claim pageAccess.",
                     *       "status": 403,
                     *       "title": "Forbidden",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description There is no such notification */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "There is no such notification.",
                     *       "error": "There is no such notification.",
                     *       "status": 404,
                     *       "title": "Not Found",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateNotification: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The notificationMasterId
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NotificationPayload"];
            };
        };
        responses: {
            /** @description The notification was updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "action": "halfScreenTextModal",
                     *       "actionText": "Read more",
                     *       "color": "Indigo",
                     *       "createdDate": "2025-11-14T10:55:00Z",
                     *       "description": "US markets are closed on Thursday for Thanksgiving.",
                     *       "endDateUtc": "2026-11-27T00:00:00Z",
                     *       "externalUrl": null,
                     *       "hideAllowedAfter": 3,
                     *       "htmlContent": null,
                     *       "icon": "info",
                     *       "modalActionText": "Got it",
                     *       "modalDismissText": "Not now",
                     *       "modalGraphicUrl": "https://cdn.brokerage.example/notifications/holiday.png",
                     *       "notificationMasterId": 1,
                     *       "notificationType": "Both",
                     *       "route": null,
                     *       "routeParams": null,
                     *       "sequence": 1,
                     *       "startDateUtc": "2026-11-25T00:00:00Z",
                     *       "targetAudience": "All",
                     *       "textContent": "Trading resumes on Friday.",
                     *       "title": "Markets closed for the holiday"
                     *     }
                     */
                    "application/json": components["schemas"]["Notification"];
                };
            };
            /** @description A field breaks a rule of spec 5, or the ids differ */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "A field breaks a rule of spec 5, or the ids differ.",
                     *       "error": "A field breaks a rule of spec 5, or the ids differ.",
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No token, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Sign in to use this operation: no bearer token was sent.",
                     *       "error": "Sign in to use this operation: no bearer token was sent.",
                     *       "status": 401,
                     *       "title": "Unauthorized",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller lacks `pageAccess` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This operation requires the claim pageAccess.",
                     *       "error": "This operation requires the claim pageAccess.",
                     *       "status": 403,
                     *       "title": "Forbidden",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description There is no such notification */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "There is no such notification.",
                     *       "error": "There is no such notification.",
                     *       "status": 404,
                     *       "title": "Not Found",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteNotification: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The notificationMasterId
                 * @example 2
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The notification was deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The id is not a number */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "The id is not a number.",
                     *       "error": "The id is not a number.",
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No token, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Sign in to use this operation: no bearer token was sent.",
                     *       "error": "Sign in to use this operation: no bearer token was sent.",
                     *       "status": 401,
                     *       "title": "Unauthorized",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller lacks `pageAccess` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "This operation requires the claim pageAccess.",
                     *       "error": "This operation requires the claim pageAccess.",
                     *       "status": 403,
                     *       "title": "Forbidden",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description There is no such notification */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "There is no such notification.",
                     *       "error": "There is no such notification.",
                     *       "status": 404,
                     *       "title": "Not Found",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    issueToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["TokenRequest"];
            };
        };
        responses: {
            /** @description Tokens issued */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenResponse"];
                };
            };
            /** @description `invalid_request`, `invalid_grant`, `invalid_scope` or `unsupported_grant_type` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "invalid_grant",
                     *       "error_description": "The username or password is incorrect."
                     *     }
                     */
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
            /** @description `invalid_client`: the client id (or the proxy client's secret) is wrong */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "invalid_client",
                     *       "error_description": "The client `brokerage.web` is not known."
                     *     }
                     */
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
        };
    };
    getSmartfolioImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The smartfolio's id
                 * @example 1
                 */
                smartfolioId: number;
                /**
                 * @description `card.svg` (640 by 240) or `banner.svg` (1280 by 320)
                 * @example card.svg
                 */
                image: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": string;
                };
            };
            /** @description The id is not a number */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "The id is not a number.",
                     *       "error": "The id is not a number.",
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description There is no such smartfolio, or no such image of it */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "There is no such smartfolio, or no such image of it.",
                     *       "error": "There is no such smartfolio, or no such image of it.",
                     *       "status": 404,
                     *       "title": "Not Found",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getMeta: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deployed version */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "version": "0.1.90"
                     *     }
                     */
                    "application/json": components["schemas"]["Meta"];
                };
            };
            /** @description A query parameter the operation does not take, or a malformed `X-Mock-Session` header */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "color: `color` is not a query parameter of this operation; this operation takes no query parameters",
                     *       "error": "color: `color` is not a query parameter of this operation; this operation takes no query parameters",
                     *       "errors": {
                     *         "color": [
                     *           "`color` is not a query parameter of this operation; this operation takes no query parameters"
                     *         ]
                     *       },
                     *       "status": 400,
                     *       "title": "Bad Request",
                     *       "type": "about:blank"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
}
