import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { DataTable, type DataTableColumn, type ListingDefaults, useListingState } from '@/components/DataTable';

interface Row {
  id: number;
  name: string;
  amount: number;
}

const all: Row[] = Array.from({ length: 57 }, (_, i) => ({
  id: i + 1,
  name: i % 5 === 0 ? `محمد ${i + 1}` : `Customer ${i + 1}`,
  amount: Math.round(((i * 7919) % 10_000) * 1.37) / 100,
}));

const defaults: ListingDefaults<'id' | 'amount'> = { sortable: ['id', 'amount'], sort: 'id', dir: 'desc' };

const columns: DataTableColumn<Row>[] = [
  { id: 'id', header: 'Id', sortable: true, render: (row) => row.id, csv: (row) => row.id },
  { id: 'name', header: 'Name', render: (row) => row.name, csv: (row) => row.name },
  { id: 'amount', header: 'Amount', sortable: true, numeric: true, render: (row) => row.amount.toFixed(2) },
];

type State = 'populated' | 'loading' | 'empty' | 'error' | 'exporting';

/** The table over an in-memory list, paged and sorted as the server would. */
function Demo({ state }: { state: State }) {
  const listing = useListingState(defaults);
  const source = state === 'empty' ? [] : all;
  const sorted = [...source].sort((a, b) => (a[listing.sort] - b[listing.sort]) * (listing.dir === 'asc' ? 1 : -1));
  const rows =
    listing.pageSize === -1
      ? sorted
      : sorted.slice((listing.page - 1) * listing.pageSize, listing.page * listing.pageSize);
  return (
    <DataTable
      label="Customers"
      columns={columns}
      rows={state === 'loading' || state === 'error' ? undefined : rows}
      rowKey={(row) => row.id}
      count={source.length}
      query={{
        isPending: state === 'loading' || state === 'error',
        isFetching: state === 'loading',
        isError: state === 'error',
        error: new Error('The server could not complete the request.'),
        refetch: () => undefined,
      }}
      listing={listing}
      // Exporting: the rows of the export are still on their way (read in a worker), so the bar runs.
      exportAll={state === 'exporting' ? () => new Promise<readonly Row[]>(() => undefined) : undefined}
    />
  );
}

const meta = {
  title: 'Components/DataTable',
  component: Demo,
  tags: ['autodocs'],
  args: { state: 'populated' },
  argTypes: {
    state: {
      description:
        'What the query is doing: the table shows rows, skeleton rows, the empty text or the error with retry; or a CSV export under way.',
      control: 'inline-radio',
      options: ['populated', 'loading', 'empty', 'error', 'exporting'] satisfies State[],
    },
  },
  parameters: { layout: 'padded', route: '/' },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1–25 of 57')).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: /Id/ })).toHaveAttribute('aria-sort', 'descending');
    // The page and the order live in the URL: the table shows them once the router has moved.
    await userEvent.click(canvas.getByRole('button', { name: 'Go to next page' }));
    await expect(await canvas.findByText('26–50 of 57')).toBeVisible();
    // Sorting goes back to the first page (spec 4).
    await userEvent.click(canvas.getByRole('button', { name: 'Amount' }));
    await expect(await canvas.findByText('1–25 of 57')).toBeVisible();
  },
};

/** The last page of three is short: the padding keeps the table's height. */
export const ShortLastPage: Story = {
  parameters: { route: '/?page=3' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('51–57 of 57')).toBeVisible();
    await expect(canvas.getByTestId('row-padding')).toHaveStyle({ height: `${33 * 18}px` });
  },
};

export const PageSizeAll: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: /Rows per page/ }));
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'All' }));
    await expect(await canvas.findByText('1–57 of 57')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Customers' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getAllByTestId('skeleton-row').length).toBeGreaterThan(0);
  },
};

export const Empty: Story = {
  args: { state: 'empty' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Records to Display')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { state: 'error' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/could not be loaded/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** A CSV export under way: its bar says so, and the page stays usable (issue 26). */
export const Exporting: Story = {
  args: { state: 'exporting' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(canvas.getByRole('progressbar', { name: 'Preparing the CSV file' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to next page' }));
    // The pager's text follows the page change on the next render: wait for it, as Populated does.
    await expect(await canvas.findByText('26–50 of 57')).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('عدد الصفوف في الصفحة')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'الانتقال إلى الصفحة التالية' })).toBeEnabled();
  },
};
