import { beforeEach, describe, expect, it } from 'vitest';

import {
  clearSession,
  endImpersonation,
  getSession,
  saveSession,
  type Session,
  type SignedInUser,
  startImpersonation,
  updateTokens,
} from './session';
import { storageKeys } from './storage-keys';

const staffUser: SignedInUser = {
  Id: 1,
  UserName: 'admin',
  FirstName: 'Ada',
  FullName: 'Ada Lovelace',
  Email: 'admin@brokerage.example',
  Roles: ['administrator'],
  Claims: ['pageAccess', 'users.view'],
};
const customer: SignedInUser = {
  ...staffUser,
  Id: 10000,
  UserName: 'user10000',
  FirstName: 'Marlin',
  FullName: 'Marlin Schimmel',
  Roles: ['customer'],
  Impersonator: { UserName: 'admin', FullName: 'Ada Lovelace' },
};
const staff: Session = { accessToken: 'a1', refreshToken: 'r1', user: staffUser, environment: 'qa' };

describe('the stored session', () => {
  beforeEach(() => {
    localStorage.clear();
    clearSession();
  });

  it('lives in the spec keys', () => {
    saveSession(staff);
    expect(localStorage.getItem(storageKeys.accessToken)).toBe('a1');
    expect(localStorage.getItem(storageKeys.refreshToken)).toBe('r1');
    expect(JSON.parse(localStorage.getItem(storageKeys.userData) ?? '{}')).toMatchObject({ UserName: 'admin' });
    expect(localStorage.getItem(storageKeys.userServer)).toBe('qa');
    expect(getSession()).toEqual(staff);
  });

  it('keeps a refreshed pair in place of the spent one', () => {
    saveSession(staff);
    updateTokens('a2', 'r2');
    expect(getSession()).toMatchObject({ accessToken: 'a2', refreshToken: 'r2', user: { UserName: 'admin' } });
  });

  it('impersonates with the customer tokens, keeps the staff session, and goes back to it', () => {
    saveSession(staff);
    startImpersonation(staff, 'imp-a', 'imp-r', customer);
    expect(getSession()).toMatchObject({ accessToken: 'imp-a', user: { UserName: 'user10000' }, staff });
    expect(localStorage.getItem(storageKeys.accessToken)).toBe('imp-a');

    const impersonating = getSession();
    if (!impersonating) throw new Error('no session');
    endImpersonation(impersonating);
    expect(getSession()).toEqual(staff);
    expect(localStorage.getItem(storageKeys.impersonator)).toBeNull();
  });

  it('keeps where the impersonation started, across a reload, and gives it back on the way back', () => {
    saveSession(staff);
    startImpersonation(staff, 'imp-a', 'imp-r', customer, '/app/userAccounts/details?userId=10000');
    // Read back from storage, as after a reload.
    const impersonating = getSession();
    expect(impersonating?.staff?.returnTo).toBe('/app/userAccounts/details?userId=10000');
    if (!impersonating) throw new Error('no session');
    expect(endImpersonation(impersonating)).toBe('/app/userAccounts/details?userId=10000');
    expect(getSession()).toEqual(staff);
  });

  it('forgets tokens, user and any kept staff session on logout', () => {
    saveSession(staff);
    startImpersonation(staff, 'imp-a', 'imp-r', customer);
    clearSession();
    expect(getSession()).toBeNull();
    for (const key of [
      storageKeys.accessToken,
      storageKeys.refreshToken,
      storageKeys.userData,
      storageKeys.impersonator,
    ]) {
      expect(localStorage.getItem(key), key).toBeNull();
    }
  });
});
