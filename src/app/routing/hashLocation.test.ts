import { expect, test } from 'vitest';
import { splitHash } from './hashLocation';

test.each([
  ['', '/', ''],
  ['#/', '/', ''],
  ['#/login', '/login', ''],
  ['#login', '/login', ''],
  ['#/order/list-orders?state=3&from=01/11/2026', '/order/list-orders', 'state=3&from=01/11/2026'],
  ['#/order/detail/12?', '/order/detail/12', ''],
])('splitHash(%s)', (hash, path, search) => {
  expect(splitHash(hash)).toEqual([path, search]);
});
