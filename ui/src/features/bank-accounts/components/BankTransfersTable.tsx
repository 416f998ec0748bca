import { useTranslation } from 'react-i18next';

import { AppLink } from '@/components/AppLink';
import { DateTimeText } from '@/components/DateTimeText';
import { EnumerationValue } from '@/components/Enumeration';
import { Money } from '@/components/Ltr';
import { RecordTable } from '@/components/RecordDetails';
import { paths } from '@/config/paths';
import type { BankAccountDetails } from '@/entities/bank-accounts';

/** The latest transfers through a bank account (the server sends the 20 newest), each linking to its details. */
export function BankTransfersTable({ transfers }: { transfers: BankAccountDetails['recentTransfers'] }) {
  const { t } = useTranslation(['details', 'common']);
  return (
    <RecordTable
      title={t('sections.transfers')}
      rows={transfers}
      rowKey={(transfer) => transfer.TransferId}
      empty={t('common:empty.records')}
      columns={[
        {
          header: t('fields.TransferId'),
          render: (transfer) => (
            <AppLink to={paths.details.transfer(transfer.TransferId)} variant="cell">
              {transfer.TransferId}
            </AppLink>
          ),
        },
        { header: t('fields.Created'), render: (transfer) => <DateTimeText value={transfer.Created} /> },
        {
          header: t('fields.Type'),
          render: (transfer) => <EnumerationValue enumeration="TransferType" value={transfer.Type} />,
        },
        {
          header: t('fields.Status'),
          render: (transfer) => <EnumerationValue enumeration="TransferStatus" value={transfer.Status} chip />,
        },
        {
          header: t('fields.Amount'),
          numeric: true,
          render: (transfer) => <Money amount={transfer.Amount} />,
        },
      ]}
    />
  );
}
