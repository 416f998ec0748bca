import document from '@openapi/openapi.json';
import signedInUsers from '@fixtures/signedInUsers.json';
import { describe, expect, it } from 'vitest';

import auth from '@/i18n/en/auth.json';

/** How the sign-in help names what each area's writes change. */
const changes: Record<string, string> = {
  bankAccounts: 'bank account',
  notifications: 'notification',
  symbols: 'asset',
  smartfolios: 'smartfolio',
  roles: 'role',
  users: 'user account',
  transfers: 'transfer',
  tradingAccounts: 'trading account',
  operations: 'restore',
};

type Operation = { tags?: string[]; 'x-required-claim'?: string | null };

/** The areas whose writes a set of claims allows, by the document's claims. */
function writableAreas(claims: string[]): Set<string> {
  const areas = new Set<string>();
  for (const [path, item] of Object.entries(document.paths as unknown as Record<string, Record<string, Operation>>)) {
    if (path.startsWith('/__mock') || path === '/connect/token') continue;
    for (const [method, operation] of Object.entries(item)) {
      if (!['post', 'put', 'delete', 'patch'].includes(method)) continue;
      const claim = operation['x-required-claim'];
      if (claim && claims.includes(claim)) operation.tags?.forEach((tag) => areas.add(tag));
    }
  }
  return areas;
}

const claimsOf = (user: string) =>
  (signedInUsers as unknown as Record<string, { Claims: string[] }>)[user]?.Claims ?? [];

describe("the sign-in page's demo accounts", () => {
  // Issue 25: the analyst was called read-only, yet may review bank accounts and
  // edit notifications, assets and smartfolios. The help names what each may change.
  it.each(['analyst', 'compliance'] as const)(
    '%s: names every kind of change its claims allow, and no other',
    (user) => {
      const text = auth.demo[user];
      const [, changed = ''] = text.split('changes ');
      const allowed = writableAreas(claimsOf(user));
      expect(allowed.size).toBeGreaterThan(0);
      expect(text).not.toMatch(/read-only/i);
      for (const [area, words] of Object.entries(changes)) {
        if (allowed.has(area)) expect(changed, `${user} may change ${area}`).toContain(words);
        else expect(changed, `${user} may not change ${area}`).not.toContain(words);
      }
    },
  );

  it('admin may change everything and says so; the customer is refused', () => {
    expect(writableAreas(claimsOf('admin')).size).toBe(Object.keys(changes).length);
    expect(auth.demo.admin).toMatch(/every/);
    expect(claimsOf('customer')).not.toContain('pageAccess');
    expect(auth.demo.customer).toMatch(/refused/);
  });
});
