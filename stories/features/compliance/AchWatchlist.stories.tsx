import type { Meta } from '@storybook/react-vite';

import { AchWatchlistPage } from '@/features/compliance/pages/CompliancePages';
import { achWatchlistHandlers } from '@/mocks/handlers';

import { screenStories } from '../../support/screen-stories';

const screen = screenStories({
  route: '/app/compliance/AchWatchlist',
  handlers: { achWatchlist: achWatchlistHandlers },
  table: 'ACH Watchlist',
  arabicHeading: 'قائمة مراقبة ACH',
  limitedAccount: 'analyst',
});

/**
 * ACH Watchlist (/app/compliance/AchWatchlist): the transfers of watched accounts; the analyst,
 * without the compliance claims, is refused.
 */
const meta = {
  title: 'Screens/Compliance/ACH Watchlist',
  component: AchWatchlistPage,
  parameters: { ...screen.parameters, docs: { ...screen.parameters.docs } },
  globals: screen.globals,
} satisfies Meta<typeof AchWatchlistPage>;

export default meta;

export const Populated = screen.Populated;
export const Loading = screen.Loading;
export const Empty = screen.Empty;
export const Failed = screen.Failed;
export const Forbidden = screen.Forbidden;
export const Arabic = screen.Arabic;
export const Phone = screen.Phone;
