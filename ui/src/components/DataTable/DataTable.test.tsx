import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { initI18n } from '@/i18n';

import { DataTable, type DataTableColumn, ROW_PADDING_PX } from './DataTable';
import { type ListingDefaults, useListingState } from './listing-state';

interface Row {
  id: number;
  name: string;
}

const defaults: ListingDefaults<'id'> = { sortable: ['id'], sort: 'id', dir: 'desc', filters: { status: '' } };
const columns: DataTableColumn<Row>[] = [
  { id: 'id', header: 'Id', sortable: true, render: (row) => row.id, csv: (row) => row.id },
  { id: 'name', header: 'Name', render: (row) => row.name, csv: (row) => row.name },
];
const idle: { isPending: boolean; isFetching: boolean; isError: boolean; error: unknown; refetch: () => unknown } = {
  isPending: false,
  isFetching: false,
  isError: false,
  error: null,
  refetch: vi.fn(),
};

/** Shows the URL, so a test can read what a copied link would hold. */
function Location() {
  const location = useLocation();
  return <output aria-label="url">{location.search}</output>;
}

function Harness(props: { rows?: Row[]; count: number; query?: typeof idle; exportAll?: () => Promise<Row[]> }) {
  const listing = useListingState(defaults);
  return (
    <>
      <button type="button" onClick={() => listing.setFilters({ status: 'Pending' })}>
        filter
      </button>
      <button
        type="button"
        onClick={() => {
          // A search's debounce firing in the same tick as a filter choice.
          listing.setFilters({ status: 'Pending' });
          listing.setFilters({ search: 'ada' });
        }}
      >
        two changes
      </button>
      <DataTable
        label="Things"
        columns={columns}
        rows={props.rows}
        rowKey={(row) => row.id}
        count={props.count}
        query={props.query ?? idle}
        listing={listing}
        exportAll={props.exportAll}
        onClearFilters={listing.filters.status ? () => listing.setFilters({ status: '' }) : undefined}
      />
      <Location />
    </>
  );
}

const renderAt = (url: string, props: Parameters<typeof Harness>[0]) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Harness {...props} />
    </MemoryRouter>,
  );

const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `Row ${i + 1}` }));

// Vitest runs without globals here, so Testing Library cannot clean up by itself.
afterEach(cleanup);

beforeAll(async () => {
  await initI18n('en');
});

describe('DataTable', () => {
  it('shows the rows and marks the default sort', () => {
    renderAt('/', { rows: rows(3), count: 3 });
    expect(within(screen.getByRole('table', { name: 'Things' })).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByRole('columnheader', { name: /Id/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByText('1–3 of 3')).toBeInTheDocument();
  });

  it('toggles the sort to asc in the URL, and back to page 1', async () => {
    renderAt('/?page=2', { rows: rows(25), count: 60 });
    await userEvent.click(screen.getByRole('button', { name: 'Id' }));
    expect(screen.getByLabelText('url')).toHaveTextContent('?sort=id&dir=asc');
  });

  it('goes back to page 1 when a filter changes (spec 4)', async () => {
    renderAt('/?page=3', { rows: rows(25), count: 100 });
    await userEvent.click(screen.getByRole('button', { name: 'filter' }));
    expect(screen.getByLabelText('url')).toHaveTextContent('?status=Pending');
  });

  it('keeps both of two changes made in one tick', async () => {
    renderAt('/?page=2', { rows: rows(3), count: 3 });
    await userEvent.click(screen.getByRole('button', { name: 'two changes' }));
    expect(screen.getByLabelText('url')).toHaveTextContent('?status=Pending&search=ada');
  });

  it('pages forward with a named button', async () => {
    renderAt('/', { rows: rows(25), count: 100 });
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(screen.getByLabelText('url')).toHaveTextContent('?page=2');
  });

  it('pads a short later page by 33 px per missing row (spec 9)', () => {
    renderAt('/?page=2&pageSize=10', { rows: rows(4), count: 14 });
    expect(screen.getByTestId('row-padding')).toHaveStyle({ height: `${ROW_PADDING_PX * 6}px` });
  });

  it('offers All and shows every row on one page', () => {
    renderAt('/?pageSize=All', { rows: rows(30), count: 30 });
    expect(screen.getByText('1–30 of 30')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
  });

  it('shows the spec 8 empty text', () => {
    renderAt('/', { rows: [], count: 0 });
    expect(screen.getByText('No Records to Display')).toBeInTheDocument();
  });

  it('shows skeleton rows while loading, and a retry on error', async () => {
    const { unmount } = renderAt('/', { rows: undefined, count: 0, query: { ...idle, isPending: true } });
    expect(screen.getAllByTestId('skeleton-row').length).toBeGreaterThan(0);
    unmount();
    const refetch = vi.fn();
    renderAt('/', { rows: undefined, count: 0, query: { ...idle, isError: true, error: new Error('boom'), refetch } });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
    // Nothing to page under an error: no "0–0 of 0".
    expect(screen.queryByText(/of 0/)).not.toBeInTheDocument();
  });

  it('offers to clear the filters when they leave no rows, and only then', async () => {
    const { unmount } = renderAt('/', { rows: [], count: 0 });
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    unmount();
    renderAt('/?status=Pending', { rows: [], count: 0 });
    expect(screen.getByText('No Records to Display')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByRole('status', { name: 'url' })).toHaveTextContent(/^$/);
  });

  it('hides a column from the column menu', async () => {
    renderAt('/', { rows: rows(2), count: 2 });
    await userEvent.click(screen.getByRole('button', { name: 'Show or hide columns' }));
    await userEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Name' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('columnheader', { name: 'Name' })).not.toBeInTheDocument();
  });

  it('refuses an export beyond the server cap with a clear message, without fetching', async () => {
    const exportAll = vi.fn(async () => rows(1));
    renderAt('/', { rows: rows(25), count: 20_000, exportAll });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(screen.getByText(/20000 records match/)).toBeInTheDocument();
    expect(exportAll).not.toHaveBeenCalled();
  });

  it('exports every row of the current filter', async () => {
    const exportAll = vi.fn(async () => rows(3));
    const createObjectURL = vi.fn(() => 'blob:x');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    // jsdom cannot follow a download link; the click itself is what matters.
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderAt('/', { rows: rows(3), count: 3, exportAll });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(exportAll).toHaveBeenCalledOnce();
    expect(createObjectURL).toHaveBeenCalledOnce();
    expect(click).toHaveBeenCalledOnce();
  });
});
