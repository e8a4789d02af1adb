/**
 * The JSON shape of every write's body, checked before a handler runs (docs/api.md "Validation"): a body
 * of the wrong shape (null, an array, a number where a text goes, a text where a number goes) is a 400
 * with a Vietnamese line and changes nothing. Only the types are checked here; the rules a form shows
 * (required, lengths, ranges) stay the features' validators, which the handlers run next. Extra fields
 * are ignored (`type`), as a server that binds a model does. Numbers are JSON numbers: the portal sends
 * them so (src/app/api/endpoints); the extension's cart add is coerced by the client's own schema.
 */
import { array, boolean, is, literal, nullable, number, optional, string, type, union, unknown, type Struct } from 'superstruct';
import { LoginPayloadSchema, RegisterPayloadSchema } from '../app/api/schemas/account';
import type { EndpointName } from './endpoints';

const ids = () => array(number());
const text = () => string();
/** A text the form may leave out (older clients, optional fields). */
const maybeText = () => optional(nullable(string()));

/** Whether a parsed body has the shape (superstruct's `is`, kept as a function so each struct keeps its type). */
export type BodyCheck = (body: unknown) => boolean;
const shape =
  <T, S>(struct: Struct<T, S>): BodyCheck =>
  (body) =>
    is(body, struct);

export const requestBodies: Readonly<Partial<Record<EndpointName, BodyCheck>>> = {
  login: shape(type(LoginPayloadSchema.schema)),
  // The form sends no warehouse until one is chosen; the validator says so in its own words.
  register: shape(type({ ...RegisterPayloadSchema.schema, WarehouseId: optional(nullable(number())) })),
  // SPEC §7: the e-mail itself as a JSON string ({ Email } is read too).
  sendforgotpassword: shape(union([text(), type({ Email: text() })])),
  resetpassword: shape(type({ Password: text(), ConfirmPassword: text() })),
  updateuserinfo: shape(type({ FullName: text(), Email: text(), Phone: text(), Address: text(), WarehouseId: nullable(number()), Avatar: maybeText() })),
  changepassword: shape(type({ OldPassword: text(), NewPassword: text(), ConfirmPassword: text() })),
  updatereadmessage: shape(type({ Ids: ids() })),
  deposit: shape(type({ Amount: nullable(number()), BankName: text(), TransferContent: text(), Note: text() })),
  withdrawal: shape(type({ Amount: nullable(number()), BankName: text(), AccountNumber: text(), AccountHolder: text(), Note: text() })),
  // Each product is decoded with the client's CartAddPayloadSchema by the handler, which names the line.
  carts: shape(array(unknown())),
  updatecartitemfield: shape(union([type({ Field: literal('Quantity'), Value: number() }), type({ Field: literal('Note'), Value: text() })])),
  updatecartfield: shape(type({ Field: literal('Note'), Value: text() })),
  updateorderfield: shape(union([text(), boolean()])),
  updateorderitemfield: shape(union([text(), number()])),
  orderbuyids: shape(type({ CartIds: ids() })),
  updateorderdeposit: shape(type({ OrderIds: ids() })),
  updateorderpay: shape(type({ OrderIds: ids() })),
  addComplain: shape(
    type({
    OrderId: nullable(number()),
    OrderItemIds: ids(),
    ReasonType: nullable(number()),
    Description: text(),
    AmountRequested: optional(nullable(number())),
    Photos: optional(nullable(array(text()))),
    TransportId: optional(nullable(number())),
  })),
  // Each line is judged by the order-by-link rules (validateCreateOrderRequest), field by field, with its number.
  createorder: shape(type({ Lines: array(unknown()) })),
  createrequestdelivery: shape(type({ OrderIds: ids(), ReceiverName: text(), Phone: text(), Address: text(), Note: maybeText() })),
};

/** The calls that take no body (the id is in the path). */
export const bodilessWrites: readonly EndpointName[] = ['logout', 'removecart', 'deletecartitem', 'orderbuy'];
