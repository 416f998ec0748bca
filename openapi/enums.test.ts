// @vitest-environment node
import { describe, expect, it } from 'vitest';

import {
  AccountPermission,
  AccountPermissionId,
  AccountType,
  accountTypeLabels,
  accountTypeValues,
  OrderLifecycle,
  orderLifecycleLabels,
  StockTypeFilter,
  transferStatusValues,
} from '@openapi/enums';

// The console imports these at run time, through the same alias as the app.
describe('the generated enumerations', () => {
  it('name each number as the spec does', () => {
    expect(OrderLifecycle.Assigning).toBe(13);
    expect(orderLifecycleLabels[OrderLifecycle.Assigning]).toBe('Assigning');
    expect(accountTypeLabels[AccountType.FourOhOneK]).toBe('401K');
    expect(accountTypeLabels[7]).toBe('Self Employed (SEP) IRA');
    expect(StockTypeFilter.All).toBe(0);
  });

  it('keep both numberings of the account permissions', () => {
    expect(AccountPermission.CashDeposit).toBe(2);
    expect(AccountPermissionId.CashDeposit).toBe(1);
  });

  it('list every value in the spec order, string enumerations included', () => {
    expect(accountTypeValues).toHaveLength(17);
    expect(accountTypeValues.map((value) => accountTypeLabels[value]).slice(0, 2)).toEqual([
      'Unknown',
      'Individual Cash',
    ]);
    expect(transferStatusValues).toContain('OnHold');
  });
});
