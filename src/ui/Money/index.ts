export { Money, currencies, type Currency, type MoneyProps } from './Money';
export { formatCny, formatVnd, type FormatMoneyOptions } from './format';
export { formatNumber, type NumberOptions } from './number';
