import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { paths } from '@/config/paths';
import { TransferDetailsPage } from '@/features/cash-movement/pages/TransferDetailsPage';
import { transferDetailsHandlers } from '@/mocks/handlers';

import { detailsScreenStories, notFound } from '../../support/details-checks';

const screen = detailsScreenStories({
  route: paths.details.transfer(1600000),
  handlers: { transferDetails: transferDetailsHandlers },
  arabicHeading: 'تفاصيل التحويل',
  section: 'Transfer',
  arabicSection: 'التحويل',
  notFoundText: /There is no transfer with the id 1600000/,
  populated: async (canvas) => {
    await expect(canvas.getByRole('region', { name: 'Trading account' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back To Listing' })).toHaveAttribute(
      'href',
      paths.listings.transfers,
    );
  },
});

/**
 * Transfers Listing Details (/app/cashMovement/details?transferId=…, spec 2): one transfer, with Back
 * To Listing.
 */
const meta = {
  title: 'Screens/Cash movement/Details',
  component: TransferDetailsPage,
  parameters: { ...screen.parameters, docs: { ...screen.parameters.docs } },
  globals: screen.globals,
} satisfies Meta<typeof TransferDetailsPage>;

export default meta;

export const Populated = screen.Populated;
export const Loading = screen.Loading;
export const Empty = screen.Empty;
export const Failed = screen.Failed;
export const Forbidden = screen.Forbidden;
export const Arabic = screen.Arabic;
export const Phone = screen.Phone;

type Story = StoryObj<typeof meta>;

/** A malformed id is not found at once, without a call, and named as not valid. */
export const MalformedId: Story = {
  parameters: { route: '/app/cashMovement/details?transferId=abc' },
  play: async (context) => notFound(/^“abc” is not a valid id\.$/)(context.canvas, context),
};

/** No id at all says so (it read "There is no transfer with the id ."). */
export const MissingId: Story = {
  parameters: { route: '/app/cashMovement/details' },
  play: async (context) => notFound(/^No id was given\.$/)(context.canvas, context),
};
