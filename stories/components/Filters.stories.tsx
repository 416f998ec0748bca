import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { FilterSelect, PresetToggle, SearchField } from '@/components/DataTable';

const statuses = ['Complete', 'Pending', 'Error', 'Rejected'].map((value) => ({ value, label: value }));
const presets = [
  { value: 'submitted', label: 'Submitted' },
  { value: 'unsubmitted', label: 'Unsubmitted' },
];

type Kind = 'select' | 'presets' | 'search';

/** The listing filters, each holding its value as a listing's URL would. */
function Filter({ kind, label, initial }: { kind: Kind; label: string; initial: string }) {
  const [value, setValue] = useState(initial);
  if (kind === 'presets') return <PresetToggle label={label} value={value} options={presets} onChange={setValue} />;
  if (kind === 'search') return <SearchField label={label} value={value} onChange={setValue} />;
  return <FilterSelect label={label} value={value} options={statuses} onChange={setValue} />;
}

/** The filters every listing screen builds from: a select, a preset toggle and a search field (spec 4, 5). */
const meta = {
  title: 'Components/Filters',
  component: Filter,
  tags: ['autodocs'],
  args: { kind: 'select', label: 'Status', initial: '' },
  argTypes: {
    kind: { control: 'inline-radio', options: ['select', 'presets', 'search'] satisfies Kind[] },
    label: { control: 'select', options: ['Status', 'Presets', 'Search'] },
    initial: { control: 'select', options: ['', 'Pending', 'submitted'] },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Filter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Select: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('combobox', { name: 'Status' }));
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Pending' }));
    // The filters live in the URL: the field shows the choice once the router has moved.
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Pending'));
  },
};

export const Presets: Story = {
  args: { kind: 'presets', label: 'Presets' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Submitted' }));
    await expect(await canvas.findByRole('button', { name: 'Submitted', pressed: true })).toBeVisible();
  },
};

/** Spec 5: a search starting with a slash or the letter i is refused. */
export const Search: Story = {
  args: { kind: 'search', label: 'Search' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('searchbox', { name: 'Search' })).toBeVisible();
  },
};
