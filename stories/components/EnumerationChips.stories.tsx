import type { Meta, StoryObj } from '@storybook/react-vite';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { expect } from 'storybook/test';

import { type EnumerationName, EnumerationValue } from '@/components/Enumeration';
import enumerations from '@/i18n/en/enums.json';

/** The enumerations a listing shows as chips (statuses, review states, breaks); the rest read as labels. */
const chips: readonly EnumerationName[] = [
  'TransferStatus',
  'TradeStatus',
  'OrderStatus',
  'FixOrdStatus',
  'ExecType',
  'BankMatchStatus',
  'BankReviewState',
  'OnboardingStatus',
  'RestoreStatus',
  'PositionState',
  'IsBreak',
];

/** Every string enumeration of the API as staff read it: its values' labels, as chips where listings show chips (deviation L5). */
function EnumerationChips({ names }: { names: readonly EnumerationName[] }) {
  return (
    <Table size="small" aria-label="Enumerations">
      <TableHead>
        <TableRow>
          <TableCell>Enumeration</TableCell>
          <TableCell>Values</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {names.map((name) => (
          <TableRow key={name}>
            <TableCell sx={{ fontFamily: 'monospace', verticalAlign: 'top' }}>{name}</TableCell>
            <TableCell>
              {Object.keys(enumerations[name]).map((value) => (
                <span key={value} style={{ display: 'inline-block', margin: 2 }} data-value={value}>
                  <EnumerationValue enumeration={name} value={value} chip={chips.includes(name)} />
                </span>
              ))}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

const meta = {
  title: 'Components/Enumeration chips',
  component: EnumerationChips,
  tags: ['autodocs'],
  args: { names: Object.keys(enumerations) as EnumerationName[] },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof EnumerationChips>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One language: the labels of a few values, and that the codes themselves are not shown. */
const inLanguage = (locale: string, labels: Record<string, string>): Story => ({
  globals: { locale },
  play: async ({ canvas }) => {
    for (const [value, label] of Object.entries(labels)) {
      await expect((await canvas.findAllByText(label))[0]).toBeVisible();
      await expect(canvas.queryByText(value)).toBeNull();
    }
  },
});

export const English = inLanguage('en', { BankWithdraw: 'Bank withdrawal', OnHold: 'On hold', true: 'Break' });
export const Chinese = inLanguage('zh', { BankWithdraw: '银行取款', OnHold: '已暂停', true: '不符' });
export const Spanish = inLanguage('es', { BankWithdraw: 'Retiro bancario', OnHold: 'En espera', true: 'Descuadre' });
export const French = inLanguage('fr', { BankWithdraw: 'Retrait bancaire', OnHold: 'Suspendu', true: 'Écart' });
export const Italian = inLanguage('it', { BankWithdraw: 'Prelievo bancario', OnHold: 'Sospeso', true: 'Discrepanza' });
export const Arabic = inLanguage('ar', { BankWithdraw: 'سحب بنكي', OnHold: 'معلّق', true: 'فرق' });

/** The chip tones in the dark theme, where the text is the tone's light shade. */
export const Dark: Story = { globals: { theme: 'dark' }, args: { names: chips } };
