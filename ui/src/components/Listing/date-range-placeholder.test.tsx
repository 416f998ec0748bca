import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { initI18n } from '@/i18n';
import type { RowOf } from '@/lib/api-types';

import { defineListing } from './descriptor';
import { filtersOf } from './filter-specs';
import { Listing } from './Listing';

/** The date range picker's chunk arrives only when the test lets it, as a slow network would deliver it. */
const chunk = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrived, arrive: () => arrive() };
});
vi.mock('@/components/DateRangePicker', async (original) => {
  await chunk.arrived;
  return original();
});

const f = filtersOf('listOrders');
const listing = defineListing('listOrders', {
  ns: 'orders',
  label: 'orders:tabs.orders',
  exportName: 'orders',
  fetch: async () => ({ data: [], totalMatch: 0 }),
  rowKey: (row: RowOf<'listOrders'>) => row.OrderId,
  columns: [{ id: 'OrderId', value: (row) => row.OrderId }],
  filters: [f.dateRange('startDate', 'endDate')],
});

beforeAll(async () => {
  await initI18n('en');
});
afterEach(cleanup);

describe('the listing’s date range while its picker loads', () => {
  it('holds the picker’s place with two disabled fields of the same labels, then shows the picker', async () => {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/?startDate=2026-11-02']}>
          <Listing listing={listing} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const start = await screen.findByRole('textbox', { name: 'Start date' });
    expect(start).toBeDisabled();
    expect(start).toHaveValue('11-02-2026');
    expect(screen.getByRole('textbox', { name: 'End date' })).toBeDisabled();
    expect(screen.queryByRole('group', { name: 'Start date' })).toBeNull();

    chunk.arrive();
    // MUI X's pickers take a while to load on a busy machine.
    expect(await screen.findByRole('group', { name: 'Start date' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'End date' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Start date' })).toBeNull();
  });
});
