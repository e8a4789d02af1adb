/** /api/order/* for the cart: its carts and items, and buying them (a cart becomes an order). */
import { validate } from 'superstruct';
import { CartAddPayloadSchema, type Cart } from '../../app/api/schemas/order';
import {
  cartAddLineErrors,
  cartMessages,
  orderErrorLines,
  validateCartField,
  validateOrderBuyIds,
  type OrderBuyIdsRequest,
  type UpdateCartFieldRequest,
  type UpdateCartItemFieldRequest,
} from '../../features/cart/model';
import { badRequest, isRecord, linesOf, notFound, ok, paginate, readJson } from '../http';
import { toOrder } from '../rules';
import { authed, type Route } from './route';
import { orderMessages, idParam, orderFromCart, withCartQuantity, findCartItem } from './orderBooks';

export const cartRoutes: Route[] = [
  // The shop added last comes first.
  authed('getcarts', ({ books, url }) => ok(paginate([...books.carts].sort((a, b) => b.Id - a.Id).map(withCartQuantity), url))),

  authed('removecart', ({ books, params }) => {
    const id = idParam(params.id);
    if (!books.carts.some((cart) => cart.Id === id)) return notFound(orderMessages.cartNotFound);
    books.carts = books.carts.filter((cart) => cart.Id !== id);
    return ok(true);
  }),

  // One cart per seller: a product of a seller already in the cart joins that cart; the same product
  // with the same options adds to its quantity.
  authed('carts', async ({ db, books, request }) => {
    const body = await readJson(request);
    const [error, lines] = validate(body, CartAddPayloadSchema, { coerce: true });
    if (error) {
      const index = typeof error.path[0] === 'number' ? error.path[0] : 0;
      return badRequest([Array.isArray(body) && body.length === 0 ? cartMessages.linesRequired : orderMessages.linesInvalid(index)]);
    }
    if (lines.length === 0) return badRequest([cartMessages.linesRequired]);
    const lineErrors = lines.map(cartAddLineErrors);
    if (lineErrors.some((errors) => Object.keys(errors).length > 0)) return badRequest(orderErrorLines({ LineErrors: lineErrors }));
    const touched = new Set<number>();
    for (const line of lines) {
      let cart = books.carts.find((candidate) => candidate.SellerId === line.SellerId && candidate.Source === line.Source);
      if (!cart) {
        cart = { Id: db.nextId(), SellerId: line.SellerId, SellerName: line.SellerName, Source: line.Source, Note: '', CartItems: [], Quantity: 0 };
        books.carts.push(cart);
      }
      const same = cart.CartItems.find((item) => item.ProductId === line.ProductId && item.Options === line.Options);
      if (same) {
        same.Quantity = Math.min(9999, same.Quantity + line.Quantity);
      } else {
        cart.CartItems.push({
          Id: db.nextId(),
          ProductId: line.ProductId,
          Name: line.Name,
          Image: line.Image,
          Link: line.Link,
          Price: line.Price,
          Options: line.Options,
          Quantity: line.Quantity,
          Note: line.Note ?? '',
          Skus: line.Skus ?? null,
        });
      }
      cart.Quantity = cart.CartItems.reduce((sum, item) => sum + item.Quantity, 0);
      touched.add(cart.Id);
    }
    return ok({ CartIds: [...touched], NumberCarts: books.carts.reduce((sum, cart) => sum + cart.CartItems.length, 0) });
  }),

  // The last product of a shop takes the shop's cart with it.
  authed('deletecartitem', ({ books, params }) => {
    const id = idParam(params.id);
    const found = id === null ? undefined : findCartItem(books, id);
    if (!found) return notFound(orderMessages.cartItemNotFound);
    found.cart.CartItems = found.cart.CartItems.filter((item) => item !== found.item);
    found.cart.Quantity = found.cart.CartItems.reduce((sum, item) => sum + item.Quantity, 0);
    if (found.cart.CartItems.length === 0) books.carts = books.carts.filter((cart) => cart !== found.cart);
    return ok(true);
  }),

  authed('updatecartitemfield', async ({ books, params, request }) => {
    const body = await readJson(request);
    if (!isRecord(body) || (body.Field !== 'Quantity' && body.Field !== 'Note')) return badRequest([orderMessages.badField]);
    const values = body as unknown as UpdateCartItemFieldRequest;
    const error = validateCartField(values);
    if (error !== undefined) return badRequest([error]);
    const id = idParam(params.id);
    const found = id === null ? undefined : findCartItem(books, id);
    if (!found) return notFound(orderMessages.cartItemNotFound);
    if (values.Field === 'Quantity') found.item.Quantity = values.Value;
    else found.item.Note = values.Value.trim();
    found.cart.Quantity = found.cart.CartItems.reduce((sum, item) => sum + item.Quantity, 0);
    return ok(withCartQuantity(found.cart));
  }),

  authed('updatecartfield', async ({ books, params, request }) => {
    const body = await readJson(request);
    if (!isRecord(body) || body.Field !== 'Note') return badRequest([orderMessages.badField]);
    const values = body as unknown as UpdateCartFieldRequest;
    const error = validateCartField(values);
    if (error !== undefined) return badRequest([error]);
    const cart = books.carts.find((candidate) => candidate.Id === idParam(params.id));
    if (!cart) return notFound(orderMessages.cartNotFound);
    cart.Note = typeof values.Value === 'string' ? values.Value.trim() : '';
    return ok(withCartQuantity(cart));
  }),

  // `id` is a cart (a shop): the whole cart becomes one order.
  authed('orderbuy', ({ db, books, params }) => {
    const cart = books.carts.find((candidate) => candidate.Id === idParam(params.id));
    if (!cart) return notFound(orderMessages.cartNotFound);
    if (cart.CartItems.length === 0) return badRequest([orderMessages.cartEmpty]);
    return ok(toOrder(orderFromCart(db, books, cart)));
  }),

  authed('orderbuyids', async ({ db, books, request }) => {
    const body = await readJson(request);
    const values: OrderBuyIdsRequest = isRecord(body) ? (body as unknown as OrderBuyIdsRequest) : { CartIds: [] };
    const errors = linesOf(validateOrderBuyIds(values));
    if (errors.length > 0) return badRequest(errors);
    const carts: Cart[] = [];
    for (const id of new Set(values.CartIds)) {
      const cart = books.carts.find((candidate) => candidate.Id === id);
      if (!cart) return badRequest([`${orderMessages.cartNotFound} #${id}`]);
      if (cart.CartItems.length === 0) return badRequest([orderMessages.cartEmpty]);
      carts.push(cart);
    }
    return ok({ Orders: carts.map((cart) => toOrder(orderFromCart(db, books, cart))) });
  }),
];
