import { OrderState } from './statuses';

/**
 * Whether the customer may complain about an order in `state`: its goods have left the shop and it is
 * not cancelled. An order already under complaint (14) may get another. The one rule for every screen
 * that offers `Khiếu nại` and for the mock backend that accepts the complaint.
 */
export function canComplainAbout(state: number): boolean {
  return state >= OrderState.ShopShipped && state !== OrderState.Cancelled;
}
