export {
  type BankAccountDetails,
  bankAccountQueryOptions,
  getBankAccount,
  showBankAccount,
  useBankAccount,
} from './api/get-bank-account';
export { type BankAccount, getBankAccounts } from './api/get-bank-accounts';
export { bankAccountsListing } from './listing';
