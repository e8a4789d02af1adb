export {
  DashboardScreen,
  type DashboardData,
  type DashboardPaths,
  type DashboardScreenProps,
  type DashboardShop,
  type DashboardSupporter,
} from './DashboardScreen';
export { feeRows, formatPercent, type FeeRow } from './feeTable';
export { formatRate } from './format';
