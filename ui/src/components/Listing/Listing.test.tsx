import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { initI18n } from '@/i18n';
import type { ListingPage, RowOf } from '@/lib/api-types';

import { defineListing, type ListingRequest } from './descriptor';
import { Listing } from './Listing';

type Transfer = RowOf<'listTransfers'>;

const transfer = (id: number): Transfer =>
  ({
    TransferId: id,
    Created: '2026-11-20T10:00:00Z',
    Type: 'BankWithdraw',
    Kind: 'WITHDRAW',
    Status: id % 2 ? 'Rejected' : 'OnHold',
    Amount: 10,
    TradingAccountId: 100,
    Processed: null,
    WatchlistTypes: ['MultipleBanks'],
  }) as unknown as Transfer;

/** 60 transfers, served 25 a page. */
const fetchPage = vi.fn(async (request: ListingRequest<'listTransfers'>): Promise<ListingPage<Transfer>> => {
  const page = Number(request.page ?? 1);
  const ids = Array.from({ length: 60 }, (_, index) => index + 1).slice((page - 1) * 25, page * 25);
  return { data: ids.map(transfer), totalMatch: 60 };
});

const listing = defineListing('listTransfers', {
  ns: 'cashMovement',
  label: 'cashMovement:tableLabel',
  exportName: 'transfers',
  fetch: fetchPage,
  rowKey: (row) => row.TransferId,
  sort: { columns: ['Created'], default: ['Created', 'desc'] },
  columns: [
    { id: 'TransferId', value: (row) => row.TransferId },
    { id: 'TransferType', value: (row) => row.Type, enumeration: 'TransferType' },
    { id: 'Status', value: (row) => row.Status, enumeration: 'TransferStatus', chip: true },
    { id: 'WatchlistTypes', value: (row) => row.WatchlistTypes, enumeration: 'AchWatchlistType' },
  ],
});

function renderListing() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/']}>
        <Listing listing={listing} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  cleanup();
  fetchPage.mockClear();
});

describe('Listing', () => {
  it('shows enumeration values by their labels, statuses as toned chips', async () => {
    renderListing();
    await screen.findByText('1–25 of 60');
    const table = screen.getByRole('table', { name: 'Bank transfers' });
    const [, first = table, second = table] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Bank withdrawal');
    expect(first).toHaveTextContent('Multiple banks');
    expect(first).not.toHaveTextContent('BankWithdraw');
    expect(within(first).getByText('Rejected').closest('[data-tone]')).toHaveAttribute('data-tone', 'error');
    expect(within(second).getByText('On hold').closest('[data-tone]')).toHaveAttribute('data-tone', 'warning');
  });

  it('fetches the next page while the first is read, and shows it without another call', async () => {
    renderListing();
    await screen.findByText('1–25 of 60');
    await waitFor(() => expect(fetchPage.mock.calls.map(([request]) => request.page)).toEqual([1, 2]));
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('26–50 of 60')).toBeInTheDocument();
    expect(screen.getByText('26')).toBeInTheDocument();
    // Page 2 came from the prefetch; page 3 is now prefetched in its turn.
    await waitFor(() => expect(fetchPage.mock.calls.map(([request]) => request.page)).toEqual([1, 2, 3]));
  });

  it('prefetches nothing past the last page', async () => {
    renderListing();
    await screen.findByText('1–25 of 60');
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await screen.findByText('26–50 of 60');
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await screen.findByText('51–60 of 60');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fetchPage.mock.calls.map(([request]) => request.page)).toEqual([1, 2, 3]);
  });
});
