import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';

import { DesignerPage } from '@/features/smartfolio/pages/DesignerPage';
import { smartfoliosHandlers } from '@/mocks/handlers';

import { fill, findDialog, wait } from '../../support/interactions';
import {
  type Check,
  expectEmpty,
  expectFailed,
  expectNoSidewaysScroll,
  screenStories,
} from '../../support/screen-stories';

type Canvas = Parameters<Check>[0];
import { expectToast, withToaster } from '../../support/toaster';

const cardsReady = async (canvas: Canvas) => {
  await expect(await canvas.findAllByRole('article', {}, wait)).toHaveLength(12);
};

const states = screenStories({
  route: '/app/smartfolio/designer',
  handlers: { smartfolios: smartfoliosHandlers },
  arabicHeading: 'المصمم',
  checks: {
    ready: cardsReady,
    readyArabic: async (canvas) => {
      await cardsReady(canvas);
      await expect(canvas.getAllByText('نشطة')[0]).toBeVisible();
    },
    loading: async (canvas) => {
      await expect(await canvas.findByRole('region', { name: 'Smartfolios' })).toHaveAttribute('aria-busy', 'true');
      await new Promise((resolve) => setTimeout(resolve, 500));
      await expect(canvas.getAllByTestId('skeleton-card').length).toBeGreaterThan(0);
      await expect(canvas.queryAllByRole('article')).toHaveLength(0);
    },
    empty: (canvas) => expectEmpty(canvas),
    failed: (canvas) => expectFailed(canvas, /^The smartfolios could not be loaded: The server could not complete/),
  },
  populated: async (canvas) => {
    const card = within(canvas.getByRole('article', { name: 'Core Growth' }));
    // Values read as labels: the category, membership type and aggressiveness (issue 30).
    for (const text of ['Core Growth Smartfolio', 'Core', 'SPY', 'Free (legacy)', '$500.00', 'Conservative']) {
      await expect(card.getAllByText(new RegExp(text.replace(/[$.+()]/g, '\\$&')))[0]).toBeVisible();
    }
    await expect(card.queryByText(/Free_Legacy/)).toBeNull();
    await expect(card.getByRole('progressbar', { name: 'Aggressiveness 0 of 10, Conservative' })).toBeVisible();
    // The card's picture, drawn and served on the page's own origin, shows.
    const image = card.getByRole('img', { name: 'Core Growth' });
    await expect(image).toHaveAttribute('src', '/images/smartfolios/1/card.svg');
    await waitFor(() => expect((image as HTMLImageElement).naturalWidth).toBeGreaterThan(0), wait);
    await expect(canvas.queryByText('Image unavailable')).toBeNull();
  },
});

/**
 * Designer (spec 2, 3, 9): every smartfolio as a card with every spec 3
 * field, and the edit form with the aggressiveness slider.
 */
const meta = {
  title: 'Screens/Smartfolio/Designer',
  component: DesignerPage,
  parameters: { ...states.parameters, docs: { ...states.parameters.docs } },
  globals: states.globals,
  decorators: [withToaster],
} satisfies Meta<typeof DesignerPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated = states.Populated;
export const Loading = states.Loading;
export const Empty = states.Empty;
export const Failed = states.Failed;
export const Forbidden = states.Forbidden;
export const Arabic = states.Arabic;
/** One card a row on a phone, nothing wider than the screen. */
export const Phone: Story = {
  ...states.Phone,
  play: async (context) => {
    await cardsReady(context.canvas);
    await expectNoSidewaysScroll();
  },
};

const openEdit = async (canvas: Canvas, title: string) => {
  await cardsReady(canvas);
  await userEvent.click(canvas.getByRole('button', { name: `Edit ${title}` }));
  return await findDialog(`Edit ${title}`);
};

/** The edit form: the slider names the label as it moves, and a save shows it on the card. */
export const EditAggressiveness: Story = {
  play: async ({ canvas }) => {
    const dialog = await openEdit(canvas, 'Core Growth');
    const slider = dialog.getByRole('slider', { name: /Aggressiveness/ });
    await expect(slider).toHaveAttribute('aria-valuetext', '0 Conservative');
    slider.focus();
    await userEvent.keyboard('{End}');
    await expect(slider).toHaveAttribute('aria-valuetext', '10 Aggressive+');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    await expect(slider).toHaveAttribute('aria-valuetext', '5 Moderate');
    // The label beside the slider follows it.
    await expect(
      dialog.getByText((_, element) => element?.tagName === 'STRONG' && element.textContent === '5 · Moderate'),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expectToast('Core Growth updated successfully');
    const card = within(canvas.getByRole('article', { name: 'Core Growth' }));
    await expect(
      await card.findByRole('progressbar', { name: 'Aggressiveness 5 of 10, Moderate' }, wait),
    ).toBeVisible();
  },
};

/** The form's own checks on their fields, then the server's (an unknown symbol). */
export const EditValidation: Story = {
  play: async ({ canvas }) => {
    const dialog = await openEdit(canvas, 'Core Growth');
    const minimum = dialog.getByRole('textbox', { name: /^Minimum invested/ });
    await expect(minimum).toHaveValue('500');
    await expect(dialog.getByText('For example 500, the sample minimum')).toBeVisible();
    await userEvent.clear(minimum);
    await fill(minimum, '-5');
    const title = dialog.getByRole('textbox', { name: /^Title/ });
    await userEvent.clear(title);
    const banner = dialog.getByRole('textbox', { name: /^Banner image URL/ });
    await userEvent.clear(banner);
    // An address on another host: the console's policy would never show it.
    await fill(banner, 'https://cdn.brokerage.example/banner.png');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('This field is required')).toBeVisible();
    await expect(await dialog.findByText('Enter an amount above 0')).toBeVisible();
    await expect(
      await dialog.findByText('Use an image of this server: the console shows images from its own address only', {
        exact: true,
      }),
    ).toBeVisible();
    await waitFor(() => expect(title).toHaveFocus());
    await fill(title, 'Core Growth');
    await userEvent.clear(minimum);
    await fill(minimum, '500');
    await userEvent.clear(banner);
    // Another smartfolio's banner is one of this server's images.
    await fill(banner, '/images/smartfolios/4/banner.svg');
    const symbol = dialog.getByRole('textbox', { name: /^Symbol/ });
    await userEvent.clear(symbol);
    await fill(symbol, 'ZZZZ');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('Choose a symbol of the asset list.', {}, wait)).toBeVisible();
  },
};

/** A failed save keeps the form and says why. */
export const EditFailed: Story = {
  parameters: { msw: { handlers: { smartfolios: smartfoliosHandlers.writeErrors } } },
  play: async ({ canvas }) => {
    const dialog = await openEdit(canvas, 'Core Income');
    fireEvent.change(dialog.getByRole('textbox', { name: /^Marketing name/ }), { target: { value: 'Income+' } });
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(
      await dialog.findByText(/^The smartfolio could not be updated: The server could not complete/, {}, wait),
    ).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /^Marketing name/ })).toHaveValue('Income+');
  },
};
