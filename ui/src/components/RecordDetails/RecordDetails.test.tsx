import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { initI18n } from '@/i18n';
import { ApiProblem } from '@/lib/api-client';

import { DetailsCard, RecordState } from './RecordDetails';
import { parseRecordId } from './record-id';

afterEach(cleanup);
beforeAll(async () => {
  await initI18n('en');
});

const pending = { data: undefined, error: null, refetch: vi.fn() };
const trade = (id: number) => `There is no trade with the id ${id}.`;

function show(raw: string | null, query: Parameters<typeof RecordState<{ name: string }>>[0]['query']) {
  render(
    <MemoryRouter>
      <RecordState
        id={parseRecordId(raw)}
        query={query}
        notFound={trade}
        back={{ to: '/app/trades/listing', label: 'Go to Trades' }}
      >
        {(record) => <p>{record.name}</p>}
      </RecordState>
    </MemoryRouter>,
  );
}

describe('RecordState: one set of states for every detail screen', () => {
  it('shows a busy skeleton while the record loads', () => {
    show('7', pending);
    expect(screen.getByRole('status', { name: 'Loading details' })).toHaveAttribute('aria-busy', 'true');
  });

  it('shows the record once it is there', () => {
    show('7', { ...pending, data: { name: 'Trade seven' } });
    expect(screen.getByText('Trade seven')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('names the missing record for a 404, with the way back', () => {
    show('7', { ...pending, error: new ApiProblem(404, { error: 'gone' }) });
    expect(screen.getByRole('heading', { name: 'There is no trade with the id 7.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Trades' })).toHaveAttribute('href', '/app/trades/listing');
  });

  it('says no id was given instead of naming an empty one ("There is no trade with the id .")', () => {
    show(null, pending);
    expect(screen.getByRole('heading', { name: 'No id was given.' })).toBeInTheDocument();
    expect(screen.queryByText(/There is no trade/)).toBeNull();
  });

  it('names a malformed id as not valid, without waiting for the server', () => {
    show('abc', pending);
    expect(screen.getByRole('heading', { name: '“abc” is not a valid id.' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows any other failure with the server’s words and a retry', async () => {
    const refetch = vi.fn();
    show('7', { data: undefined, error: new ApiProblem(503, { error: 'Try later.' }), refetch });
    expect(screen.getByRole('alert')).toHaveTextContent('The record could not be loaded: Try later.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});

describe('DetailsCard', () => {
  it('is a region named by its title, its fields a description list with a dash for an absent value', () => {
    render(
      <DetailsCard
        title="Trade"
        fields={[
          { label: 'Symbol', value: 'SPY' },
          { label: 'Processed', value: null },
        ]}
      />,
    );
    const card = screen.getByRole('region', { name: 'Trade' });
    expect(card).toHaveTextContent('SymbolSPY');
    expect(card).toHaveTextContent('Processed—');
  });
});
