import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import AssessmentIcon from '@mui/icons-material/Assessment';
import BlockIcon from '@mui/icons-material/Block';
import CampaignIcon from '@mui/icons-material/Campaign';
import CandlestickChartIcon from '@mui/icons-material/CandlestickChart';
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import GavelIcon from '@mui/icons-material/Gavel';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import PeopleIcon from '@mui/icons-material/People';
import PieChartIcon from '@mui/icons-material/PieChart';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SettingsSuggestIcon from '@mui/icons-material/SettingsSuggest';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import SyncAltIcon from '@mui/icons-material/SyncAlt';
import type { SvgIconComponent } from '@mui/icons-material';

import type { NavIcon } from './navigation';

/** The menu's icons, by the names navigation.ts uses (keeps that file free of JSX). */
export const navIcons: Record<NavIcon, SvgIconComponent> = {
  roles: AdminPanelSettingsIcon,
  users: PeopleIcon,
  accounts: AccountBalanceWalletIcon,
  bank: AccountBalanceIcon,
  transfers: SyncAltIcon,
  trades: CandlestickChartIcon,
  orders: ReceiptLongIcon,
  restrictions: BlockIcon,
  compliance: GavelIcon,
  operations: SettingsSuggestIcon,
  reconciliation: CompareArrowsIcon,
  smartfolio: PieChartIcon,
  symbols: ShowChartIcon,
  report: AssessmentIcon,
  notification: NotificationsActiveIcon,
  marketing: CampaignIcon,
};
