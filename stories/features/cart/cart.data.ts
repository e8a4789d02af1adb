/**
 * Carts for the stories of src/features/cart, built from the mock world's catalogue (shops, products,
 * local pictures) so names and pictures are the ones the demo shows. Deterministic: the same ids,
 * quantities and notes on every run and in every screenshot.
 */
import { fn } from 'storybook/test';
import type { CartData, CartItemData } from '../../../src/features/cart/CartScreen';
import type { ShopHandlers } from '../../../src/features/cart/CartShopItems';
import type { OrderLineValues } from '../../../src/features/cart/model';
import { fixtures } from '../../../src/mocks';

export const RATE = fixtures.CURRENT_RATE;
export const FEE_BUYER = fixtures.FEE_BUYER;
export const EXTENSION_LINK = fixtures.EXTENSION_LINK;

type Product = (typeof fixtures.products)[number];

const productAt = (index: number): Product => {
  const product = fixtures.products[index % fixtures.products.length];
  if (!product) throw new Error('The product catalogue is empty');
  return product;
};

/** A cart line of the n-th catalogue product, with its first (or a later) size and colour. */
export function cartItem(productIndex: number, id: number, overrides: Partial<CartItemData> = {}): CartItemData {
  const product = productAt(productIndex);
  const sizes: readonly string[] = product.sizes;
  const colours: readonly string[] = product.colours;
  return {
    Id: id,
    ProductId: product.ProductId,
    Name: product.Name,
    Image: fixtures.imageUrl(product.image),
    Link: fixtures.productLink(product),
    Price: product.Price,
    Options: fixtures.optionsOf(sizes[id % sizes.length] ?? '', colours[id % colours.length] ?? ''),
    Quantity: 1 + (id % 3),
    Note: '',
    ...overrides,
  };
}

/** A shop's cart holding the given catalogue products; the shop is the first product's seller. */
export function cartOf(id: number, productIndexes: readonly number[], overrides: Partial<CartData> = {}): CartData {
  const seller = productAt(productIndexes[0] ?? 0).seller;
  return {
    Id: id,
    SellerId: seller.SellerId,
    SellerName: seller.SellerName,
    Source: seller.Source,
    Note: '',
    CartItems: productIndexes.map((productIndex, position) => cartItem(productIndex, id * 100 + position + 1)),
    ...overrides,
  };
}

/** Three shops, one per marketplace: Taobao clothes, Tmall down jackets, 1688 phone accessories. */
export const threeShops: CartData[] = [
  cartOf(31, [0, 1], { Note: 'Gói chung một kiện giúp em.' }),
  cartOf(32, [5, 6]),
  cartOf(33, [11, 12, 13]),
].map((cart, index) =>
  index === 0 ? { ...cart, CartItems: cart.CartItems.map((item, position) => (position === 0 ? { ...item, Note: 'Lấy đúng màu như ảnh' } : item)) } : cart,
);

export const oneShop: CartData[] = [cartOf(41, [10])];

/** `shops` shops of `itemsPerShop` products each, as many as a very full cart holds. */
export function manyShops(shops: number, itemsPerShop: number): CartData[] {
  return Array.from({ length: shops }, (_, shop) => {
    const first = (shop * 3) % fixtures.products.length;
    const seller = productAt(first).seller;
    return {
      Id: 1000 + shop,
      SellerId: `${seller.SellerId}-${String(shop + 1)}`,
      SellerName: `${seller.SellerName} · chi nhánh ${String(shop + 1)}`,
      Source: seller.Source,
      Note: '',
      CartItems: Array.from({ length: itemsPerShop }, (_, index) =>
        cartItem(first + index, (1000 + shop) * 100 + index + 1, { Name: `${productAt(first + index).Name} · mẫu ${String(index + 1)}` }),
      ),
    };
  });
}

/** Names as long as marketplaces write them, in Chinese and in Vietnamese, and long options and notes. */
export const longNames: CartData[] = [
  cartOf(51, [0], {
    SellerName: '杭州四季青服装批发市场女装原创设计工作室官方直营店铺 — Xưởng thiết kế thời trang nữ chợ sỉ Tứ Quý Thanh Hàng Châu',
    CartItems: [
      cartItem(0, 5101, {
        Name: '2026秋冬新款韩版宽松显瘦百搭气质长袖针织连衣裙女中长款过膝加厚保暖毛衣裙子 — Váy len dệt kim dáng dài qua gối, tay dài, phong cách Hàn Quốc, giữ ấm mùa thu đông',
        Options: 'XL (phù hợp 60–65 kg, cao 1m60–1m68);Xanh rêu phối viền kem nhạt',
        Note: 'Nhờ shop kiểm tra kỹ đường may, không lấy hàng lỗi, nếu hết màu xanh rêu thì đổi sang màu be, không lấy màu khác.',
      }),
    ],
  }),
  cartOf(52, [11], {
    SellerName: 'Cửa hàng phụ kiện điện thoại và thiết bị số chính hãng giá sỉ Thâm Quyến Hoa Cường Bắc',
    CartItems: [cartItem(11, 5201, { Name: '无线蓝牙耳机降噪超长续航适用苹果华为小米 — Tai nghe bluetooth chống ồn pin siêu trâu', Quantity: 120 })],
  }),
];

/** A shop's handlers as the cart screen passes them, each a spy; a save resolves unless a story says otherwise. */
export const shopHandlers = (overrides: Partial<ShopHandlers> = {}): ShopHandlers => ({
  toggle: fn<ShopHandlers['toggle']>(),
  order: fn<ShopHandlers['order']>(),
  removeCart: fn<ShopHandlers['removeCart']>(),
  deleteItem: fn<ShopHandlers['deleteItem']>(),
  saveItem: fn<ShopHandlers['saveItem']>(() => Promise.resolve()),
  saveCartNote: fn<ShopHandlers['saveCartNote']>(() => Promise.resolve()),
  ...overrides,
});

/** A line of a link order as a customer fills it in: the catalogue's dress, size M, red, 2 pieces, the shop's price. */
export const orderLine = (overrides: Partial<OrderLineValues> = {}): OrderLineValues => {
  const [dress] = fixtures.products;
  return {
    Link: fixtures.productLink(dress),
    Name: dress.Name,
    Size: dress.sizes[1],
    Color: dress.colours[0],
    Quantity: 2,
    Price: dress.Price,
    Image: '',
    Note: '',
    ...overrides,
  };
};
