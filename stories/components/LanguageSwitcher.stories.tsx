import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { LanguageSwitcher } from '@/components/LanguageSwitcher';

/** The header's language picker: six languages, Arabic turns the layout right to left. */
const meta = {
  title: 'Components/LanguageSwitcher',
  component: LanguageSwitcher,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseArabic: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Choose the language: English' }));
    const menu = within(canvasElement.ownerDocument.body);
    await expect(await menu.findAllByRole('menuitem')).toHaveLength(6);
    await userEvent.click(menu.getByRole('menuitem', { name: 'العربية' }));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
  },
};
