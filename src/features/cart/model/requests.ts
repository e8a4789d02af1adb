/**
 * The cart's requests and their rules, as the client checks them before sending and the mock server on
 * arrival: a field edit, ordering shops, a product the extension adds, and ordering by link.
 */
import { joinOptions, splitOptions } from '../../shared/options';
import { readProductLink, type Marketplace } from '../../shared/productLink';
import {
  compactErrors,
  isHttpUrl,
  isIdList,
  isValidQuantity,
  noteError,
  textError,
  trimmed,
  validationMessages,
  type FieldErrors,
} from '../../shared/validation';

export const PRICE_MAX = 1_000_000;
export const NAME_MAX = 500;
export const OPTION_MAX = 100;
export const ORDER_LINES_MAX = 50;

export const cartMessages = {
  linkRequired: 'Bạn chưa nhập link sản phẩm',
  linkInvalid: 'Link sản phẩm không hợp lệ, chỉ nhận link sản phẩm Taobao, Tmall hoặc 1688',
  productIdMismatch: 'Mã sản phẩm không khớp với link',
  sourceMismatch: 'Nguồn hàng không khớp với link',
  nameRequired: 'Bạn chưa nhập tên sản phẩm',
  nameTooLong: 'Tên sản phẩm không quá 500 ký tự',
  sizeTooLong: 'Kích cỡ không quá 100 ký tự',
  sizeSeparator: 'Kích cỡ không được chứa dấu ;',
  colorTooLong: 'Màu sắc không quá 100 ký tự',
  colorSeparator: 'Màu sắc không được chứa dấu ;',
  quantityRequired: 'Bạn chưa nhập số lượng',
  quantityRange: validationMessages.quantityRange,
  priceRequired: 'Bạn chưa nhập giá',
  pricePositive: 'Giá phải lớn hơn 0',
  priceDecimals: 'Giá chỉ có tối đa 2 chữ số thập phân',
  priceMax: 'Giá không quá 1.000.000 ¥',
  imageInvalid: 'Link ảnh phải bắt đầu bằng http:// hoặc https://',
  noteTooLong: validationMessages.noteTooLong,
  linesRequired: 'Bạn chưa thêm sản phẩm nào',
  linesTooMany: 'Mỗi lần đặt tối đa 50 sản phẩm',
  cartsRequired: 'Bạn chưa chọn shop nào',
  priceInvalid: 'Giá không hợp lệ, hãy nhập số như 89,50',
  optionsMismatch: 'Phân loại không khớp với kích cỡ và màu sắc',
  fieldInvalid: 'Dữ liệu không hợp lệ',
} as const;

const isEmpty = (errors: object) => Object.keys(errors).length === 0;


/** PUT /api/order/updatecartitemfield/{id} — assumed shape: one field of one cart item. */
export type UpdateCartItemFieldRequest = { Field: 'Quantity'; Value: number } | { Field: 'Note'; Value: string };

/**
 * PUT /api/order/updatecartfield/{id} — assumed shape: one field of a cart (a shop). Only the note:
 * the cart quantity is the sum of its items (SPEC §3) and is changed through the items.
 */
export interface UpdateCartFieldRequest {
  Field: 'Note';
  Value: string;
}

/** The message for a cart (item) field edit, or undefined when it may be sent. */
export function validateCartField(body: UpdateCartItemFieldRequest | UpdateCartFieldRequest): string | undefined {
  if (body.Field === 'Quantity') return isValidQuantity(body.Value) ? undefined : cartMessages.quantityRange;
  return noteError(body.Value);
}

/** POST /api/order/orderbuyids — assumed shape: order the selected carts (shops). */
export interface OrderBuyIdsRequest {
  CartIds: number[];
}

export function validateOrderBuyIds(body: OrderBuyIdsRequest): FieldErrors<OrderBuyIdsRequest> {
  return isIdList(body.CartIds) ? {} : { CartIds: cartMessages.cartsRequired };
}

// Order by link ----------------------------------------------------------------------------------------

/** One product line of POST /api/order/createorder — assumed shape, close to the cart add payload. */
export interface CreateOrderLine {
  Link: string;
  ProductId: string;
  Source: Marketplace;
  Name: string;
  Size: string;
  Color: string;
  /** Size and colour joined by ';' (SPEC §3), as the cart carries it. */
  Options: string;
  Quantity: number;
  /** ¥ per piece. */
  Price: number;
  Image?: string;
  Note: string;
}

/** POST /api/order/createorder — assumed shape. Several lines of the same shop are allowed. */
export interface CreateOrderRequest {
  Lines: CreateOrderLine[];
  Note: string;
}

/** What the customer types for a line; the product id, source and options are derived from it. */
export interface OrderLineValues {
  Link: string;
  Name: string;
  Size: string;
  Color: string;
  Quantity: number | null;
  Price: number | null;
  Image?: string;
  Note: string;
}

export interface CreateOrderValues {
  Lines: OrderLineValues[];
  Note: string;
}

export type OrderLineErrors = FieldErrors<CreateOrderLine>;

export interface CreateOrderErrors {
  /** About the list as a whole: none, or too many. */
  Lines?: string;
  Note?: string;
  /** Index-aligned with Lines; present only when some line is invalid (valid lines get {}). */
  LineErrors?: OrderLineErrors[];
}

export const emptyOrderLine: OrderLineValues = { Link: '', Name: '', Size: '', Color: '', Quantity: 1, Price: null, Image: '', Note: '' };

function optionError(value: unknown, tooLong: string, separator: string): string | undefined {
  if (trimmed(value).includes(';')) return separator;
  return textError(value, { max: OPTION_MAX, outOfRange: tooLong });
}
export function priceError(price: unknown): string | undefined {
  if (typeof price !== 'number' || Number.isNaN(price)) return cartMessages.priceRequired;
  if (price <= 0) return cartMessages.pricePositive;
  if (price > PRICE_MAX) return cartMessages.priceMax;
  // Compare in fen with a tolerance: 19.9 * 100 is 1989.9999999999998.
  if (Math.abs(price * 100 - Math.round(price * 100)) > 1e-6) return cartMessages.priceDecimals;
  return undefined;
}

/**
 * One line. A payload line (mock server) also carries ProductId and Source; they must agree with the
 * link, so a client cannot order one product under another's id.
 */
export function validateOrderLine(line: OrderLineValues & Partial<Pick<CreateOrderLine, 'ProductId' | 'Source'>>): OrderLineErrors {
  const link = trimmed(line.Link);
  const product = link === '' ? null : readProductLink(link);
  const image = trimmed(line.Image);
  return compactErrors<CreateOrderLine>({
    Link: link === '' ? cartMessages.linkRequired : product === null ? cartMessages.linkInvalid : undefined,
    ProductId:
      product !== null && line.ProductId !== undefined && line.ProductId !== product.productId
        ? cartMessages.productIdMismatch
        : undefined,
    Source:
      product !== null && line.Source !== undefined && line.Source !== product.marketplace ? cartMessages.sourceMismatch : undefined,
    Name: textError(line.Name, { required: cartMessages.nameRequired, max: NAME_MAX, outOfRange: cartMessages.nameTooLong }),
    Size: optionError(line.Size, cartMessages.sizeTooLong, cartMessages.sizeSeparator),
    Color: optionError(line.Color, cartMessages.colorTooLong, cartMessages.colorSeparator),
    Options: undefined,
    Quantity:
      typeof line.Quantity !== 'number' || Number.isNaN(line.Quantity)
        ? cartMessages.quantityRequired
        : isValidQuantity(line.Quantity)
          ? undefined
          : cartMessages.quantityRange,
    Price: priceError(line.Price),
    Image: image === '' || isHttpUrl(image) ? undefined : cartMessages.imageInvalid,
    Note: noteError(line.Note),
  });
}

/** A product as the extension adds it to the cart (POST /api/order/carts): size and colour joined in `Options`. */
export interface CartAddLine extends Pick<CreateOrderLine, 'Link' | 'Name' | 'Quantity' | 'Price' | 'ProductId' | 'Source'> {
  Options: string;
  Note?: string | null;
}

/**
 * The rules of a product line for a product the extension adds to the cart, as the client checks it
 * before keeping it and the mock server on arrival. Its picture is not checked: the extension sends the
 * marketplace's own address, and whether it loads is the browser's business. Nor is a ';' in the colour:
 * 'size;colour' arrives joined, and a ';' inside the colour part is the marketplace's own text.
 */
export function cartAddLineErrors(line: CartAddLine): OrderLineErrors {
  const { size, color } = splitOptions(line.Options);
  const errors = validateOrderLine({
    Link: line.Link,
    Name: line.Name,
    Size: size,
    Color: color,
    Quantity: line.Quantity,
    Price: line.Price,
    Image: '',
    Note: line.Note ?? '',
    ProductId: line.ProductId,
    Source: line.Source,
  });
  delete errors.Color;
  return errors;
}

/** The form or the payload: at least one line, at most {@link ORDER_LINES_MAX}, each line valid. */
export function validateCreateOrder(values: CreateOrderValues | CreateOrderRequest): CreateOrderErrors {
  const lines: readonly OrderLineValues[] = Array.isArray(values.Lines) ? values.Lines : [];
  const errors: CreateOrderErrors = {};
  if (lines.length === 0) errors.Lines = cartMessages.linesRequired;
  else if (lines.length > ORDER_LINES_MAX) errors.Lines = cartMessages.linesTooMany;
  const note = noteError(values.Note);
  if (note !== undefined) errors.Note = note;
  const lineErrors = lines.map(validateOrderLine);
  if (lineErrors.some((line) => !isEmpty(line))) errors.LineErrors = lineErrors;
  return errors;
}

export function hasOrderErrors(errors: CreateOrderErrors): boolean {
  return !isEmpty(errors);
}

/** Flat lines for an alert or a 400 body: 'Sản phẩm 2: Bạn chưa nhập tên sản phẩm'. */
export function orderErrorLines(errors: CreateOrderErrors): string[] {
  const result: string[] = [];
  if (errors.Lines !== undefined) result.push(errors.Lines);
  errors.LineErrors?.forEach((line, index) => {
    for (const message of Object.values(line)) result.push(`Sản phẩm ${index + 1}: ${message}`);
  });
  if (errors.Note !== undefined) result.push(errors.Note);
  return result;
}

/** The payload line for a validated form line; throws if the link or numbers are not valid. */
export function toOrderLine(values: OrderLineValues): CreateOrderLine {
  const product = readProductLink(values.Link);
  if (product === null || values.Quantity === null || values.Price === null) {
    throw new Error('toOrderLine needs a validated line');
  }
  const image = (values.Image ?? '').trim();
  const line: CreateOrderLine = {
    Link: values.Link.trim(),
    ProductId: product.productId,
    Source: product.marketplace,
    Name: values.Name.trim(),
    Size: values.Size.trim(),
    Color: values.Color.trim(),
    Options: joinOptions(values.Size, values.Color),
    Quantity: values.Quantity,
    Price: values.Price,
    Note: values.Note.trim(),
  };
  if (image !== '') line.Image = image;
  return line;
}

export function toCreateOrderRequest(values: CreateOrderValues): CreateOrderRequest {
  return { Lines: values.Lines.map(toOrderLine), Note: values.Note.trim() };
}

// Order by link: the request as the server receives it --------------------------------------------------

/** Non-string text fields would break whoever trims them; the form always sends strings. */
const requestTextFields = ['Link', 'ProductId', 'Source', 'Name', 'Size', 'Color', 'Options', 'Note'] as const;

function requestLineErrors(line: CreateOrderLine): OrderLineErrors {
  const errors = validateOrderLine(line);
  for (const field of requestTextFields) {
    if (typeof line[field] !== 'string') errors[field] ??= cartMessages.fieldInvalid;
  }
  if (line.Image !== undefined && typeof line.Image !== 'string') errors.Image ??= cartMessages.imageInvalid;
  // validateOrderLine checks ProductId and Source only when present; here they are required.
  const product = readProductLink(line.Link);
  if (product !== null && line.ProductId !== product.productId) errors.ProductId ??= cartMessages.productIdMismatch;
  if (product !== null && line.Source !== product.marketplace) errors.Source ??= cartMessages.sourceMismatch;
  if (errors.Size === undefined && errors.Color === undefined && typeof line.Options === 'string') {
    if (line.Options !== joinOptions(trimmed(line.Size), trimmed(line.Color))) errors.Options = cartMessages.optionsMismatch;
  }
  return errors;
}

/**
 * POST /api/order/createorder as the (mock) server checks it: the form's rules, plus the derived fields
 * must be there and agree with what they come from — ProductId and Source with the link, Options with
 * Size and Color — so no client can order one product under another's id or options. Lines must be
 * objects (check that before calling).
 */
export function validateCreateOrderRequest(body: CreateOrderRequest): CreateOrderErrors {
  const errors = validateCreateOrder(body);
  if (typeof body.Note !== 'string') errors.Note ??= cartMessages.fieldInvalid;
  const lines: readonly CreateOrderLine[] = Array.isArray(body.Lines) ? body.Lines : [];
  const lineErrors = lines.map(requestLineErrors);
  if (lineErrors.some((line) => !isEmpty(line))) errors.LineErrors = lineErrors;
  else delete errors.LineErrors;
  return errors;
}
