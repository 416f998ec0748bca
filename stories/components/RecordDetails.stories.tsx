import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';

import { DetailsCard, parseRecordId, RecordState } from '@/components/RecordDetails';
import { ApiProblem } from '@/lib/api-client';

import { expectForbidden } from '../support/screen-stories';

interface Trade {
  TradeId: number;
  Symbol: string;
  Amount: string;
}

/** A detail screen's record in one of its states, as every detail page shows it (the detail kit). */
function Demo(props: { raw: string | null; data?: Trade; error?: unknown }) {
  const query = { data: props.data, error: props.error ?? null, refetch: () => undefined };
  return (
    <RecordState
      id={parseRecordId(props.raw)}
      query={query}
      notFound={(id) => `There is no trade with the id ${id}.`}
      back={{ to: '/app/trades/listing', label: 'Go to Trades' }}
    >
      {(trade) => (
        <DetailsCard
          title="Trade"
          fields={[
            { label: 'Trade id', value: trade.TradeId },
            { label: 'Symbol', value: trade.Symbol },
            { label: 'Amount', value: trade.Amount },
            { label: 'Processed', value: null },
          ]}
        />
      )}
    </RecordState>
  );
}

const meta = {
  title: 'Components/RecordDetails',
  component: Demo,
  tags: ['autodocs'],
  args: { raw: '1600000', data: { TradeId: 1600000, Symbol: 'SPY', Amount: '$1,250.00' } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('region', { name: 'Trade' });
    await expect(card).toHaveTextContent('SymbolSPY');
    await expect(card).toHaveTextContent('Processed—');
  },
};

export const Loading: Story = {
  args: { data: undefined },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading details' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The server knows no such record (404): the same look on every detail screen. */
export const NotFound: Story = {
  args: { data: undefined, error: new ApiProblem(404, { error: 'There is no trade 1600000.' }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'There is no trade with the id 1600000.' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to Trades' })).toHaveAttribute('href', '/app/trades/listing');
  },
};

/** No id in the URL: said so, never "There is no trade with the id ." */
export const MissingId: Story = {
  args: { raw: null, data: undefined },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No id was given.' })).toBeVisible();
  },
};

export const MalformedId: Story = {
  args: { raw: '0', data: undefined },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '“0” is not a valid id.' })).toBeVisible();
  },
};

export const Failed: Story = {
  args: { data: undefined, error: new ApiProblem(503, { error: 'The server could not complete the request.' }) },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The record could not be loaded: The server could not complete the request.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
  },
};

/** The signed-in user lacks the record's claim (403): which permission, in words, and no Try again. */
export const Forbidden: Story = {
  args: {
    data: undefined,
    error: new ApiProblem(403, { error: 'This operation requires the claim Trade.viewDetails.' }),
  },
  play: async ({ canvas }) => {
    await expectForbidden(canvas, 'View trade details');
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { raw: 'abc', data: undefined },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '«abc» ليس معرّفًا صالحًا.' })).toBeVisible();
  },
};
