import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { PositionsPage } from '@/features/smartfolio/pages/PositionsPage';
import { smartfolioPositionsHandlers, smartfoliosHandlers } from '@/mocks/handlers';

import { screen, wait } from '../../support/interactions';
import { screenStories } from '../../support/screen-stories';

const states = screenStories({
  route: '/app/smartfolio/position',
  handlers: { smartfolioPositions: smartfolioPositionsHandlers, smartfolios: smartfoliosHandlers },
  table: 'Smartfolio positions',
  arabicHeading: 'المراكز',
  populated: async (canvas) => {
    const totals = canvas.getByRole('region', { name: 'Totals of the matching holdings' });
    await expect(await within(totals).findByText('71', {}, wait)).toBeVisible();
    // Invested, market value and the gain or loss, in dollars.
    await expect(within(totals).getAllByText(/^-?\$[\d,]+\.\d\d$/, { selector: 'bdi' })).toHaveLength(3);
    await expect(canvas.getByRole('columnheader', { name: 'Smartfolio' })).toBeVisible();
  },
});

/** Positions (spec 2): holdings by smartfolio, searchable and sortable, with the totals of every match. */
const meta = {
  title: 'Screens/Smartfolio/Positions',
  component: PositionsPage,
  parameters: { ...states.parameters, docs: { ...states.parameters.docs } },
  globals: states.globals,
} satisfies Meta<typeof PositionsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated = states.Populated;
export const Loading = states.Loading;
export const Empty = states.Empty;
export const Failed = states.Failed;
export const Forbidden = states.Forbidden;
export const Arabic = states.Arabic;
export const Phone = states.Phone;

/** Choosing a smartfolio narrows the rows and the totals to its holdings. */
export const BySmartfolio: Story = {
  play: async ({ canvas }) => {
    const totals = canvas.getByRole('region', { name: 'Totals of the matching holdings' });
    await within(totals).findByText('71', {}, wait);
    await userEvent.click(await canvas.findByRole('combobox', { name: 'Smartfolio' }, wait));
    await userEvent.click(await screen().findByRole('option', { name: 'Gold Hedge' }, wait));
    const table = canvas.getByRole('table', { name: 'Smartfolio positions' });
    await expect(await within(table).findAllByText('Gold Hedge', {}, wait)).not.toHaveLength(0);
    await expect(within(table).queryAllByText('Core Growth')).toHaveLength(0);
    // Gold Hedge holds 5 of the 71 holdings.
    await expect(await within(totals).findByText('5', {}, wait)).toBeVisible();
  },
};
