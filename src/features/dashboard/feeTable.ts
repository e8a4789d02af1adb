import { feeTiers, type FeeBuyer, type FeeTier } from '../shared/buyerFee';
import { formatNumber, formatVnd } from '../../ui/Money';

export interface FeeRow {
  /** 'Từ 5.000.000 ₫ đến 50.000.000 ₫' */
  range: string;
  /** '2%' */
  fee: string;
}

/** '3%', '1,5%' (Vietnamese decimal comma). */
export function formatPercent(percent: number): string {
  return `${formatNumber(percent, { maximumFractionDigits: 2 })}%`;
}

/** The amount range of a tier in words, as the customer reads a price list. */
export function tierRange({ min, max }: FeeTier): string {
  if (max === null) return min <= 0 ? 'Mọi giá trị đơn hàng' : `Từ ${formatVnd(min)} trở lên`;
  if (min <= 0) return `Dưới ${formatVnd(max)}`;
  return `Từ ${formatVnd(min)} đến ${formatVnd(max)}`;
}

/** The rows of the buyer-fee table (SPEC §9), lowest range first; ranges that do not parse are left out. */
export function feeRows(feeBuyer: FeeBuyer | undefined | null): FeeRow[] {
  return feeTiers(feeBuyer).map((tier) => ({ range: tierRange(tier), fee: formatPercent(tier.percent) }));
}
