// @vitest-environment node
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

import { queryKeyOf } from './query-keys';

describe('queryKeyOf', () => {
  it('is the operation id, then the call’s parameters', () => {
    expect(queryKeyOf('getTrade', { tradeId: 7 })).toEqual(['getTrade', { tradeId: 7 }]);
    expect(queryKeyOf('listTransfers')).toEqual(['listTransfers']);
  });

  it('lets the operation id alone invalidate every call of it, and nothing else', async () => {
    const client = new QueryClient();
    client.setQueryData(queryKeyOf('listTransfers', { userId: 1 }), 'a');
    client.setQueryData(queryKeyOf('listTransfers', { tradingAccountId: 2, page: 3 }), 'b');
    client.setQueryData(queryKeyOf('listTrades', { userId: 1 }), 'c');
    await client.invalidateQueries({ queryKey: queryKeyOf('listTransfers') });
    const stale = client
      .getQueryCache()
      .findAll()
      .filter((query) => query.isStale())
      .map((query) => query.queryKey[0]);
    expect(stale).toEqual(['listTransfers', 'listTransfers']);
  });

  it('gives the same call the same key whatever the order its parameters were written in', () => {
    const client = new QueryClient();
    client.setQueryData(queryKeyOf('listTrades', { userId: 1, page: 2 }), 'rows');
    expect(client.getQueryData(queryKeyOf('listTrades', { page: 2, userId: 1 }))).toBe('rows');
  });
});
