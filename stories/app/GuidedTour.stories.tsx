import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { Tour } from '@/app/layout/Tour';

/** The tour's three stops, and a modal dialog the user opened before the tour's delay ran out. */
function DialogBeforeTheTour({ later = false }: { later?: boolean }) {
  const [open, setOpen] = useState(!later);
  return (
    <>
      <Stack direction="row" spacing={4} sx={{ p: 4 }}>
        <span data-tour="profile">Profile</span>
        <span data-tour="notifications">Notifications</span>
        <span data-tour="messages">Messages</span>
        <Button onClick={() => setOpen(true)}>Open a dialog</Button>
      </Stack>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="first-dialog-title">
        <DialogTitle id="first-dialog-title">Opened before the tour</DialogTitle>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
      <Tour delayMs={300} />
    </>
  );
}

/**
 * The guided tour (spec 1) never opens over a modal dialog: it waits until the
 * dialog the user opened is closed, then starts; a dialog opened during the
 * tour hides it until that dialog closes.
 */
const meta = {
  title: 'Shell/Guided tour',
  parameters: { tour: true, layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A dialog open before the tour's delay: the tour waits for it to close, then starts at its first stop. */
export const WaitsForADialog: Story = {
  render: () => <DialogBeforeTheTour />,
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Opened before the tour' });
    // Well past the tour's delay, the dialog is still alone on screen.
    await pause(1200);
    // (hidden: true: a modal dialog hides what is beside it from the accessibility tree, not from the eye.)
    await expect(body().queryByRole('dialog', { name: 'Your profile', hidden: true })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(await body().findByRole('dialog', { name: 'Your profile' })).toBeVisible();
  },
};

/** A dialog opened during the tour: the tour steps aside until it closes, then shows the same stop. */
export const StepsAsideForALaterDialog: Story = {
  render: () => <DialogBeforeTheTour later />,
  play: async () => {
    const tour = await body().findByRole('dialog', { name: 'Your profile' });
    await userEvent.click(within(tour).getByRole('button', { name: 'Next' }));
    await body().findByRole('dialog', { name: 'Notifications' });
    await userEvent.click(body().getByRole('button', { name: 'Open a dialog' }));
    const dialog = await body().findByRole('dialog', { name: 'Opened before the tour' });
    await waitFor(() => expect(body().queryByRole('dialog', { name: 'Notifications', hidden: true })).toBeNull());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(await body().findByRole('dialog', { name: 'Notifications' })).toBeVisible();
  },
};
