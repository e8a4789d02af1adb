/**
 * /api/order/* for parcels, complaints and delivery requests: a complaint puts a delivered order in
 * 'Khiếu nại', a delivery request pays what its orders still owe from the wallet and takes them off the
 * "in Vietnam" list.
 */
import type { DeliveryRequest } from '../../app/api/schemas/order';
import { coversDue, deliveryMessages, validateDeliveryRequest, type DeliveryRequestCreate } from '../../features/delivery/model';
import { complaintMessages, reasonOf, validateComplaint, type ComplaintValues } from '../../features/parcels/model';
import { canComplainAbout } from '../../features/shared/complaints';
import { OrderState } from '../../features/shared/statuses';
import type { OrderRow } from '../fixtures/world';
import {
  badRequest,
  contains,
  dateRange,
  inRange,
  isRecord,
  linesOf,
  newestFirst,
  notFound,
  numberParam,
  ok,
  paginate,
  param,
  readJson,
} from '../http';
import { addTransaction, amountDue, balanceOf, IN_VIETNAM_STATES, toOrderHasVietnam, toTransport } from '../rules';
import { authed, type Route } from './route';
import { orderMessages, idParam, saveOrder } from './orderBooks';

const wireDeliveryRequest = (request: DeliveryRequest) => ({ ...request, ListOrders: JSON.stringify(request.ListOrders) });

export const parcelRoutes: Route[] = [
  // `code` matches the order code, `transportCode` the tracking code; both partly.
  authed('transports', ({ books, url }) => {
    const code = param(url, 'code');
    const transportCode = param(url, 'transportCode');
    const status = numberParam(url, 'status');
    const rows = newestFirst(books.transports).filter(
      (transport) =>
        (status === undefined || transport.Status === status) &&
        (code === undefined || contains(transport.OrderCode, code)) &&
        (transportCode === undefined || contains(transport.TransportCode, transportCode)),
    );
    return ok(paginate(rows.map(toTransport), url));
  }),

  authed('transportdetails', ({ books, params }) => {
    const transport = books.transports.find((candidate) => candidate.Id === idParam(params.id));
    return transport ? ok(transport) : notFound(orderMessages.transportNotFound);
  }),

  // A complaint about a finished order puts it in state 14 'Khiếu nại'.
  authed('addComplain', async ({ db, books, request }) => {
    const body = await readJson(request);
    if (!isRecord(body)) return badRequest([orderMessages.badBody]);
    const values = body as unknown as ComplaintValues;
    const order = books.orders.find((candidate) => candidate.Id === values.OrderId);
    const chosen = Array.isArray(values.OrderItemIds) ? values.OrderItemIds : [];
    const items = order ? (chosen.length > 0 ? order.Items.filter((item) => chosen.includes(item.Id)) : order.Items) : [];
    const itemValue = order ? Math.round(items.reduce((sum, item) => sum + item.Price * item.Quantity, 0) * order.ExchangeRate) : undefined;
    const errors = linesOf(validateComplaint(values, itemValue));
    if (errors.length > 0) return badRequest(errors);
    if (!order) return badRequest([orderMessages.orderNotFound]);
    if (chosen.some((id) => !order.Items.some((item) => item.Id === id))) return badRequest([complaintMessages.itemsRequired]);
    if (!canComplainAbout(order.State)) return badRequest([orderMessages.complaintTooEarly]);
    // About a parcel: that parcel, which must be the order's. Without one ('Không chọn kiện cụ thể') the
    // complaint is about the order and names no parcel: it named the order's first, which the customer
    // had not chosen (found in a WebKit audit of the demo).
    const parcels = books.transports.filter((transport) => transport.OrderId === order.Id);
    const parcel = typeof values.TransportId === 'number' ? parcels.find((transport) => transport.Id === values.TransportId) : undefined;
    if (typeof values.TransportId === 'number' && !parcel) return badRequest([complaintMessages.transportInvalid]);
    const when = db.tick();
    // Photos are checked (at most five images of 5 MB) but not kept: the demo world lives in localStorage.
    const complaint = {
      Id: db.nextId(),
      OrderId: order.Id,
      OrderCode: order.Code,
      TransportCode: parcel?.TransportCode ?? null,
      CreatedDate: when,
      Status: 1,
      Content: values.Description.trim(),
      RefundAmount: null,
      Reply: '',
      ReplyDate: null,
      ReasonType: reasonOf(values.ReasonType ?? 0)?.code ?? null,
      AmountRequested: values.AmountRequested ?? null,
      Items: order.Items.filter((item) => chosen.includes(item.Id)).map((item) => ({ Id: item.Id, Name: item.Name })),
    };
    books.complaints.push(complaint);
    if (order.State >= OrderState.Paid && order.State <= OrderState.Delivered) {
      saveOrder(books, { ...order, State: OrderState.Complaint, StateHistory: [...order.StateHistory, { State: OrderState.Complaint, Date: when }] });
    }
    return ok(complaint);
  }),

  authed('getcomplains', ({ books, url }) => {
    const status = numberParam(url, 'status');
    return ok(paginate(newestFirst(books.complaints).filter((row) => status === undefined || row.Status === status), url));
  }),

  // Only orders whose goods are in Vietnam and not on another request can be delivered. What they still
  // owe is paid from the wallet with the request (all or nothing), as on the delivery screen.
  authed('createrequestdelivery', async ({ db, books, request }) => {
    const body = await readJson(request);
    if (!isRecord(body)) return badRequest([orderMessages.badBody]);
    const values = body as unknown as DeliveryRequestCreate;
    const errors = linesOf(validateDeliveryRequest(values));
    if (errors.length > 0) return badRequest(errors);
    const orders: OrderRow[] = [];
    const problems: string[] = [];
    for (const id of new Set(values.OrderIds)) {
      const order = books.orders.find((candidate) => candidate.Id === id);
      if (!order) {
        problems.push(`${orderMessages.orderNotFound} #${id}`);
        continue;
      }
      if (!IN_VIETNAM_STATES.includes(order.State) || order.DeliveryRequestId !== null) problems.push(orderMessages.notInVietnam(order.Code));
      orders.push(order);
    }
    if (problems.length > 0) return badRequest(problems);
    const due = orders.reduce((sum, order) => sum + amountDue(order), 0);
    if (!coversDue(balanceOf(books), due)) return badRequest([deliveryMessages.insufficientBalance]);
    const when = db.tick();
    const serials = books.deliveryRequests.map((row) => Number(/-(\d+)$/.exec(row.Code)?.[1] ?? 0));
    const row: DeliveryRequest = {
      Id: db.nextId(),
      Code: `PGH${when.slice(2, 4)}${when.slice(5, 7)}-${String(Math.max(40, ...serials) + 1).padStart(4, '0')}`,
      CreatedDate: when,
      ListOrders: orders.map((order) => ({ OrderId: order.Id, OrderCode: order.Code })),
      Address: values.Address.trim(),
      Phone: values.Phone.trim(),
      ReceiverName: values.ReceiverName.trim(),
      Fee: null,
      Status: 1,
      Note: typeof values.Note === 'string' ? values.Note.trim() : '',
    };
    books.deliveryRequests.push(row);
    for (const order of orders) {
      const owed = amountDue(order);
      if (owed > 0) {
        addTransaction(books, {
          Id: db.nextId(),
          CreatedDate: when,
          TransactionType: 4,
          OrderId: order.Id,
          OrderCode: order.Code,
          Amount: -owed,
          Note: `Thanh toán tiền còn lại đơn hàng ${order.Code} khi yêu cầu giao (phiếu ${row.Code})`,
        });
      }
      const paid = owed > 0 ? { State: OrderState.Paid, StateHistory: [...order.StateHistory, { State: OrderState.Paid, Date: when }] } : {};
      saveOrder(books, { ...order, ...paid, DeliveryRequestId: row.Id });
    }
    return ok(wireDeliveryRequest(row));
  }),

  authed('getorderhasvietnam', ({ books }) =>
    ok(newestFirst(books.orders.filter((order) => IN_VIETNAM_STATES.includes(order.State) && order.DeliveryRequestId === null)).map(toOrderHasVietnam)),
  ),

  // `keyword` finds a request by its code, receiver, address or one of its order codes.
  authed('getlistrequestdelivery', ({ books, url }) => {
    const range = dateRange(url);
    if ('error' in range) return range.error;
    const keyword = param(url, 'keyword');
    const status = numberParam(url, 'status');
    const rows = newestFirst(books.deliveryRequests).filter(
      (row) =>
        inRange(row.CreatedDate, range) &&
        (status === undefined || row.Status === status) &&
        (keyword === undefined ||
          contains(row.Code, keyword) ||
          contains(row.ReceiverName, keyword) ||
          contains(row.Address, keyword) ||
          row.ListOrders.some((ref) => contains(ref.OrderCode, keyword))),
    );
    const page = paginate(rows, url);
    return ok({ Items: page.Items.map(wireDeliveryRequest), Total: page.Total });
  }),
];
