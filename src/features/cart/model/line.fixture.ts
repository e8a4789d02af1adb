import type { OrderLineValues } from './requests';

/** A valid order-by-link line, for the tests of the requests and of the dialog's draft. */
export const line: OrderLineValues = {
  Link: 'https://item.taobao.com/item.htm?id=654321987012',
  Name: 'Áo khoác gió nam',
  Size: 'XL',
  Color: 'Đen',
  Quantity: 2,
  Price: 89.5,
  Image: 'https://img.alicdn.com/a.jpg',
  Note: '',
};
