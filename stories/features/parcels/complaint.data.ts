/**
 * Complaints, orders to complain about and picked files for the stories of the complaint screen, built
 * from the mock world's catalogue so names and pictures are the ones the demo shows. Deterministic: no
 * clock, no randomness, so every run and every screenshot sees the same rows.
 */
import { useMemo, useState } from 'react';
import type { ComplaintFormProps, ComplaintOrderData, ComplaintOrderOption } from '../../../src/features/parcels/ComplaintForm';
import type { ComplaintRowData } from '../../../src/features/parcels/ComplaintsScreen';
import type { LoadStatus } from '../../../src/ui/ContentState';
import { OrderState } from '../../../src/features/shared/statuses';
import { fixtures } from '../../../src/mocks';

export const RATE = fixtures.CURRENT_RATE;

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

// ─── The list ───────────────────────────────────────────────────────────────────────────────────────

const contents = [
  'Shop giao thiếu 1 chiếc áo so với đơn.',
  'Nhận sai màu: đặt Đen, nhận Nâu.',
  'Bình giữ nhiệt bị móp khi mở hộp, có video.',
  'Kiện hàng về chậm 5 ngày so với dự kiến.',
  'Khoá kéo balo bị hỏng ngay lần dùng đầu.',
];
const replies = ['', 'Chúng tôi đang liên hệ shop để xác minh.', 'Đã hoàn tiền sản phẩm lỗi vào ví.', 'Lỗi chọn size không thuộc phạm vi khiếu nại.', 'Đã xin lỗi và tặng mã giảm phí vận chuyển.'];

/** The n-th complaint: statuses and reasons in turn, an amount asked on every other one. */
export function complaintRow(index: number, overrides: Partial<ComplaintRowData> = {}): ComplaintRowData {
  const status = 1 + (index % 5);
  const product = fixtures.products[index % fixtures.products.length]!;
  const day = 1 + (index % 20);
  const asked = index % 2 === 0 ? 50_000 * (1 + (index % 4)) : null;
  return {
    Id: 3000 + index,
    OrderId: 1000 + index,
    OrderCode: `DH2611-${pad(120 + index, 5)}`,
    TransportCode: index % 3 === 2 ? null : `YT75${pad(12345678 + index, 11)}`,
    CreatedDate: `2026-11-${pad(day)}T${pad(8 + (index % 10))}:20:00+07:00`,
    Status: status,
    Content: contents[index % contents.length]!,
    RefundAmount: status === 3 ? (asked ?? 120_000) : null,
    Reply: replies[status - 1]!,
    ReplyDate: status === 1 ? null : `2026-11-${pad(Math.min(day + 2, 28))}T10:05:00+07:00`,
    ReasonType: 1 + (index % 5),
    AmountRequested: asked,
    Items: index % 5 === 3 ? [] : [{ Id: 5000 + index, Name: product.Name }],
    ...overrides,
  };
}

/** A page of the complaint list, the newest first. */
export function complaintPage(total: number, skip: number, take: number): { Items: ComplaintRowData[]; Total: number } {
  const count = Math.max(0, Math.min(take, total - skip));
  return { Items: Array.from({ length: count }, (_, offset) => complaintRow(skip + offset)), Total: total };
}

/** Everything a customer may write at length, and a server answer as long. */
export const longComplaint = complaintRow(2, {
  Id: 3999,
  Content:
    'Khi nhận hàng tôi phát hiện bộ ấm chén sứ bị nứt ở quai ấm và hai chiếc chén bị mẻ miệng. Hộp bên ngoài còn nguyên, không móp, nên có lẽ hàng đã hỏng từ lúc shop đóng gói. Tôi đã quay video mở hộp và chụp ảnh từng chiếc, mong quý công ty kiểm tra và hoàn lại tiền cho các sản phẩm bị hỏng.',
  Reply:
    'Chào anh/chị, bộ phận chăm sóc khách hàng đã nhận được khiếu nại cùng video mở hộp. Chúng tôi đã liên hệ shop Gốm trà Cảnh Đức Trấn để xác minh và đề nghị hoàn tiền hai chiếc chén cùng chiếc ấm. Số tiền hoàn sẽ được cộng vào ví trong vòng 3 ngày làm việc.',
  Items: [
    { Id: 1, Name: fixtures.products[4].Name },
    { Id: 2, Name: 'Bộ chén uống trà men rạn cổ điển phong cách Cảnh Đức Trấn (6 chén kèm đĩa lót)' },
  ],
  AmountRequested: 1_250_000,
  RefundAmount: 980_000,
  Status: 3,
});

// ─── The form: orders and their items ───────────────────────────────────────────────────────────────

function option(id: number, serial: number, state: number, day: number): ComplaintOrderOption {
  return { Id: id, Code: `DH2611-${pad(serial, 5)}`, State: state, CreatedDate: `2026-11-${pad(day)}T09:15:00+07:00` };
}

/** The customer's newest orders, as the order box lists them: a mix of states, two not complainable. */
export const orderOptions: ComplaintOrderOption[] = [
  option(2001, 125, OrderState.Delivered, 2),
  option(2002, 131, OrderState.Complaint, 4),
  option(2003, 140, OrderState.Paid, 6),
  option(2004, 152, OrderState.AwaitingDeposit, 9),
  option(2005, 160, OrderState.Cancelled, 10),
  option(2006, 163, OrderState.InTransit, 12),
];

function items(orderId: number, picks: readonly (readonly [product: number, quantity: number])[]): ComplaintOrderData['Items'] {
  return picks.map(([index, quantity], position) => {
    const product = fixtures.products[index]!;
    return {
      Id: orderId * 10 + position + 1,
      Name: product.Name,
      Image: fixtures.imageUrl(product.image),
      Options: fixtures.optionsOf(product.sizes[0], product.colours[0]),
      Price: product.Price,
      Quantity: quantity,
    };
  });
}

const details = (base: ComplaintOrderOption, picks: readonly (readonly [number, number])[], parcels: ComplaintOrderData['Transports']): ComplaintOrderData => ({
  ...base,
  ExchangeRate: RATE,
  Items: items(base.Id, picks),
  Transports: parcels,
});

/** Order details by id (getorderdetails). DH2611-00125: a dress (470.850 ₫), two thermoses, a tea set. */
export const orderDetails: Readonly<Record<number, ComplaintOrderData>> = {
  2001: details(orderOptions[0]!, [[0, 1], [2, 2], [4, 1]], [
    { Id: 801, TransportCode: 'YT7512345678901' },
    { Id: 802, TransportCode: 'SF1402233445566' },
  ]),
  2002: details(orderOptions[1]!, [[1, 3], [3, 1]], [{ Id: 803, TransportCode: 'YT7598765432100' }]),
  2003: details(orderOptions[2]!, [[5, 1]], [{ Id: 804, TransportCode: 'ZT4433221100998' }]),
  2004: details(orderOptions[3]!, [[9, 1]], []),
  2006: details(orderOptions[5]!, [[7, 1], [8, 2]], []),
};

/** An order of thirty lines with long names: the item list must stay usable. */
export const bigOrder: ComplaintOrderData = {
  ...option(2010, 199, OrderState.Delivered, 15),
  ExchangeRate: RATE,
  Items: Array.from({ length: 30 }, (_, index) => {
    const product = fixtures.products[index % fixtures.products.length]!;
    return {
      Id: 30_000 + index,
      Name: `${product.Name} — phiên bản giới hạn dành riêng cho khách hàng thân thiết số ${index + 1}`,
      Image: fixtures.imageUrl(product.image),
      Options: fixtures.optionsOf(product.sizes.at(-1) ?? '', product.colours.at(-1) ?? ''),
      Price: product.Price,
      Quantity: 1 + (index % 3),
    };
  }),
  Transports: [{ Id: 810, TransportCode: 'YT7500000000001' }],
};

export type OrderSourceProps = Pick<
  ComplaintFormProps,
  'orders' | 'ordersStatus' | 'onOrderSearch' | 'order' | 'orderStatus' | 'onOrderChange' | 'onOrderRetry'
>;

export interface OrderSourceOptions {
  /** Orders the box can find. @default orderOptions */
  options?: readonly ComplaintOrderOption[];
  /** Details by id. @default orderDetails */
  detailsById?: Readonly<Record<number, ComplaintOrderData>>;
  /** What loading a chosen order's details gives. @default 'ready' */
  detailsStatus?: LoadStatus;
}

/**
 * What the app does for the form, in memory: a typed code filters the orders, a chosen order's details
 * arrive at once. The story's spies (`args`) still see every call.
 */
export function useOrderSource(args: Partial<ComplaintFormProps>, options: OrderSourceOptions = {}): OrderSourceProps {
  const { options: all = orderOptions, detailsById = orderDetails, detailsStatus = 'ready' } = options;
  const [code, setCode] = useState('');
  const [orderId, setOrderId] = useState<number | null>(args.initialOrderId ?? null);
  const order = orderId === null ? undefined : detailsById[orderId];
  const orders = useMemo(() => all.filter((candidate) => candidate.Code.toLowerCase().includes(code.toLowerCase())), [all, code]);
  return {
    orders,
    ordersStatus: 'ready',
    onOrderSearch: (next) => {
      args.onOrderSearch?.(next);
      setCode(next);
    },
    order: detailsStatus === 'ready' ? order : undefined,
    orderStatus: detailsStatus,
    onOrderChange: (next) => {
      args.onOrderChange?.(next);
      setOrderId(next);
    },
    onOrderRetry: () => args.onOrderRetry?.(),
  };
}

// ─── Picked files ───────────────────────────────────────────────────────────────────────────────────

/** A 1 × 1 PNG; its data URL is `data:image/png;base64,${PNG_BASE64}`. */
export const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** A picked PNG: the tiny one, or `bytes` zero bytes (for the size limit). */
export function pngFile(name = 'anh-loi.png', bytes?: number): File {
  const body = bytes === undefined ? Uint8Array.from(atob(PNG_BASE64), (char) => char.charCodeAt(0)) : new Uint8Array(bytes);
  return new File([body], name, { type: 'image/png' });
}

export const pdfFile = (name = 'hoa-don.pdf') => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
