import { expect, test } from 'vitest';
import { groupOf } from './table';

test.each([
  ['/dashboard', 'dashboard'],
  ['/order/cart', 'order'],
  ['/order/detail/42', 'order'],
  ['/order/transport', 'orderShip'],
  ['/order/transport/7', 'orderShip'],
  ['/order/complain', 'orderShip'],
  ['/transaction/withdrawal', 'transaction'],
  ['/delivery/list-request', 'delivery'],
  ['/user/change-password', 'user'],
  ['/message/list-messages', 'message'],
  ['/order/detail', null],
  ['/order/detail/1/2', null],
  ['/khong-co', null],
])('%s belongs to %s', (path, group) => {
  expect(groupOf(path)).toBe(group);
});
