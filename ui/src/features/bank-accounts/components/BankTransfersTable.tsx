import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { AppLink } from '@/components/AppLink';
import { DateTimeText } from '@/components/DateTimeText';
import { EnumerationValue } from '@/components/Enumeration';
import { Money } from '@/components/Ltr';
import { paths } from '@/config/paths';

import type { BankAccountDetails } from '../api/get-bank-account';

/** The latest transfers through a bank account (the server sends the 20 newest), each linking to its details. */
export function BankTransfersTable({ transfers }: { transfers: BankAccountDetails['recentTransfers'] }) {
  const { t } = useTranslation(['details', 'common', 'shell', 'tradingAccounts', 'bankAccounts']);
  const title = t('sections.transfers');
  const columns = ['TransferId', 'Created', 'Type', 'Status', 'Amount'] as const;
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {transfers.length === 0 ? (
          <Typography color="text.secondary">{t('common:empty.records')}</Typography>
        ) : (
          <TableContainer>
            <Table size="small" aria-label={title}>
              <TableHead>
                <TableRow>
                  {columns.map((column) => (
                    <TableCell key={column} align={column === 'Amount' ? 'right' : undefined}>
                      {t(`fields.${column}`)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {transfers.map((transfer) => (
                  <TableRow key={transfer.TransferId}>
                    <TableCell>
                      <AppLink to={paths.details.transfer(transfer.TransferId)} variant="cell">
                        {transfer.TransferId}
                      </AppLink>
                    </TableCell>
                    <TableCell>
                      <DateTimeText value={transfer.Created} />
                    </TableCell>
                    <TableCell>
                      <EnumerationValue enumeration="TransferType" value={transfer.Type} />
                    </TableCell>
                    <TableCell>
                      <EnumerationValue enumeration="TransferStatus" value={transfer.Status} chip />
                    </TableCell>
                    <TableCell align="right">
                      <Money amount={transfer.Amount} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
    </Card>
  );
}
