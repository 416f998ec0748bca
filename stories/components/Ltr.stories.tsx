import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { EnumerationValue, type LabelValues } from '@/components/Enumeration';
import { Count, Day, Money } from '@/components/Ltr';

interface Values {
  amount: number;
  count: number;
  day: string | null;
  /** An audit event's values: its sentence is written in the reader's language. */
  sentence: LabelValues;
}

/**
 * The one way numbers, amounts, dates and codes are shown (`components/Ltr`):
 * each a left-to-right run, money always grouped, so in Arabic "-2,637.63 US$"
 * keeps its order inside right-to-left text. With them, a server event written
 * from its kind and values in the reader's language (issue 30).
 */
function Figures({ amount, count, day, sentence }: Values) {
  const rows: [string, React.ReactNode][] = [
    ['Money', <Money key="money" amount={amount} />],
    ['Count', <Count key="count" value={count} />],
    ['Day', <Day key="day" value={day} />],
    [
      'Event',
      <EnumerationValue key="event" enumeration="AuditEvent" value="BankTransferRequested" values={sentence} />,
    ],
  ];
  return (
    <Table size="small" aria-label="Figures" sx={{ maxWidth: 480 }}>
      <TableBody>
        {rows.map(([name, value]) => (
          <TableRow key={name}>
            <TableCell component="th" scope="row">
              {name}
            </TableCell>
            <TableCell data-testid={name}>{value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

const meta = {
  title: 'Components/Ltr',
  component: Figures,
  tags: ['autodocs'],
  args: { amount: -2637.63, count: 1234, day: '2021-11-28', sentence: { amount: 1979.35 } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Figures>;

export default meta;
type Story = StoryObj<typeof meta>;

const marksGone = (text: string | null) => (text ?? '').replace(/[\u2066-\u2069]/g, '');

export const Populated: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('-$2,637.63')).toHaveAttribute('dir', 'ltr');
    await expect(canvas.getByText('1,234')).toBeVisible();
    await expect(canvas.getByText('11/28/2021')).toBeVisible();
    await expect(canvas.getByTestId('Event')).toHaveTextContent('Bank transfer of $1,979.35 requested');
  },
};

/** A missing day shows nothing, never "Invalid date" or the ISO text. */
export const Empty: Story = {
  args: { day: null },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('Day')).toHaveTextContent(/^$/);
  },
};

/** Right to left: the amount and the date keep their order as runs of their own; the sentence is Arabic. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    const amount = await canvas.findByText(/-2,637\.63\sUS\$/);
    await expect(amount).toHaveAttribute('dir', 'ltr');
    await expect(canvas.getByText('11/28/2021')).toHaveAttribute('dir', 'ltr');
    const event = canvas.getByTestId('Event');
    await expect(marksGone(event.textContent)).toMatch(/^طُلب تحويل مصرفي بمبلغ 1,979\.35\sUS\$$/);
  },
};

/** Spanish groups four-digit amounts too (deviation I3), and writes the sentence in Spanish. */
export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^-2\.637,63\sUS\$$/)).toBeVisible();
    await expect(canvas.getByText('1.234')).toBeVisible();
    await expect(marksGone(canvas.getByTestId('Event').textContent)).toMatch(
      /^Transferencia bancaria de 1\.979,35\sUS\$ solicitada$/,
    );
  },
};
