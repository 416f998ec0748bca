import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { SymbolStrategiesPage } from '@/features/smartfolio/pages/SymbolStrategiesPage';
import { symbolStrategiesHandlers } from '@/mocks/handlers';

import { screen, wait } from '../../support/interactions';
import { expectFailed, screenStories } from '../../support/screen-stories';

const states = screenStories({
  route: '/app/smartfolio/symbolStrategies',
  handlers: { symbolStrategies: symbolStrategiesHandlers },
  table: 'Active symbol strategies',
  arabicHeading: 'استراتيجيات الرموز',
  populated: async (canvas) => {
    const table = canvas.getByRole('table', { name: 'Active symbol strategies' });
    for (const name of ['4Q Rotate', 'SPY+']) {
      await expect((await within(table).findAllByText(name, {}, wait))[0]).toBeVisible();
    }
    // Only active strategies are asked for (spec 7: IsActive=true).
    await expect(within(table).queryAllByText('No', { exact: true })).toHaveLength(0);
  },
  checks: {
    failed: (canvas) =>
      expectFailed(canvas, /An error occured on getting All Notification data\. The server could not complete/),
  },
});

/**
 * Symbol Strategies, the smartfolio default (spec 2, 7, 8): the active
 * strategies with their names as spelt, the strategy and symbol filters, and
 * spec 8's failure text ahead of the server's error.
 */
const meta = {
  title: 'Screens/Smartfolio/Symbol Strategies',
  component: SymbolStrategiesPage,
  parameters: { ...states.parameters, docs: { ...states.parameters.docs } },
  globals: states.globals,
} satisfies Meta<typeof SymbolStrategiesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated = states.Populated;
export const Loading = states.Loading;
export const Empty = states.Empty;
export const Failed = states.Failed;
export const Forbidden = states.Forbidden;
export const Arabic = states.Arabic;
export const Phone = states.Phone;

/** The strategy filter lists the names as spelt; choosing one narrows the rows to it. */
export const ByStrategy: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText(/^1–\d+ of \d+$/, {}, wait);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Strategy' }));
    const options = screen().getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'All strategies',
      '4Q Rotate',
      'SPY+',
      'unknown',
      'SPY I',
      'Red Oil',
    ]);
    await userEvent.click(screen().getByRole('option', { name: 'Red Oil' }));
    const table = canvas.getByRole('table', { name: 'Active symbol strategies' });
    await waitFor(() => expect(within(table).queryAllByText('4Q Rotate')).toHaveLength(0), wait);
    await expect(within(table).getAllByText('Red Oil').length).toBeGreaterThan(0);
  },
};
