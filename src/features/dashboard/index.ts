export {
  DashboardScreen,
  type DashboardData,
  type DashboardPaths,
  type DashboardScreenProps,
  type DashboardShop,
  type DashboardStatus,
  type DashboardSupporter,
} from './DashboardScreen';
export { feeRows, formatPercent, type FeeRow } from './feeTable';
export { formatRate } from './format';
