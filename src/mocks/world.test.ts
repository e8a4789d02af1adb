import { describe, expect, it } from 'vitest';
import { orderStates, OrderState, transactionTypes, depositStatuses, withdrawalStatuses, complaintStatuses, deliveryStatuses } from '../features/shared/statuses';
import { buyerFee } from '../features/shared/buyerFee';
import { createDb } from './db';
import { FEE_BUYER } from './fixtures/reference';
import { balanceOf } from './rules';
import { MOCK_NOW } from './time';

describe('the seed world', () => {
  const db = createDb();
  const books = db.demo;

  it('is the same on every build', () => {
    expect(createDb().serialize()).toBe(db.serialize());
    expect(createDb(7).serialize()).not.toBe(db.serialize());
  });

  it('has at least 60 orders, in every state of the catalogue', () => {
    expect(books.orders.length).toBeGreaterThanOrEqual(60);
    for (const state of orderStates) expect(books.orders.some((order) => order.State === state.code), state.label).toBe(true);
  });

  it('prices every order at its rate and fee rules, with paid and remaining amounts matching its state', () => {
    for (const order of books.orders) {
      const goodsCny = order.Items.reduce((sum, item) => sum + item.Price * item.Quantity, 0);
      expect(order.GoodsAmountCny).toBeCloseTo(goodsCny, 2);
      expect(order.GoodsAmount).toBe(Math.round(order.GoodsAmountCny * order.ExchangeRate));
      expect(order.BuyerFee).toBe(buyerFee(FEE_BUYER, order.GoodsAmount));
      expect(order.TotalAmount).toBe(order.GoodsAmount + order.BuyerFee + order.ChinaShippingFee + order.OtherFees);
      expect(order.Quantity).toBe(order.Items.reduce((sum, item) => sum + item.Quantity, 0));
      if (order.State === OrderState.AwaitingDeposit) expect(order.PaidAmount).toBe(0);
      if (order.State >= OrderState.Deposited && order.State <= OrderState.AwaitingPayment) expect(order.PaidAmount).toBe(order.DepositAmount);
      if (order.State === OrderState.AwaitingPayment) expect(order.RemainingAmount).toBeGreaterThan(0);
      if ([OrderState.Paid, OrderState.Delivering, OrderState.Delivered, OrderState.Complaint].includes(order.State as 10)) {
        expect(order.PaidAmount).toBe(order.TotalAmount);
        expect(order.RemainingAmount).toBe(0);
      }
      if (order.State !== OrderState.Cancelled) expect(order.PaidAmount + order.RemainingAmount).toBe(order.TotalAmount);
      expect(order.Code).toMatch(/^DH\d{4}-\d{5}$/);
      expect(Date.parse(order.CreatedDate)).toBeLessThanOrEqual(MOCK_NOW.getTime());
      for (const change of order.StateHistory) expect(Date.parse(change.Date)).toBeLessThanOrEqual(MOCK_NOW.getTime());
    }
  });

  it('explains the wallet: every transaction type, a running balance never below zero, about 25 million now', () => {
    let balance = 0;
    for (const transaction of books.transactions) {
      balance += transaction.Amount;
      expect(transaction.BalanceAfter).toBe(balance);
      expect(balance).toBeGreaterThanOrEqual(0);
    }
    expect(balanceOf(books)).toBe(balance);
    expect(balance).toBeGreaterThanOrEqual(20_000_000);
    expect(balance).toBeLessThanOrEqual(30_000_000);
    for (const type of transactionTypes) expect(books.transactions.some((row) => row.TransactionType === type.code), type.label).toBe(true);
    // Orders' payments are in the wallet history.
    for (const order of books.orders.filter((row) => row.State === OrderState.Delivered)) {
      const paid = books.transactions.filter((row) => row.OrderId === order.Id && (row.TransactionType === 3 || row.TransactionType === 4));
      expect(-paid.reduce((sum, row) => sum + row.Amount, 0)).toBe(order.TotalAmount);
    }
  });

  it('has parcels with tracking codes and journeys, complaints, delivery requests, top-ups and withdrawals in every status', () => {
    expect(books.transports.length).toBeGreaterThan(30);
    expect(books.transports.every((transport) => /^(YT\d{13}|SF\d{10}|7310\d{10}|JT\d{13})$/.test(transport.TransportCode))).toBe(true);
    expect(books.transports.every((transport) => transport.Events.length > 0)).toBe(true);
    for (const status of complaintStatuses) expect(books.complaints.some((row) => row.Status === status.code), status.label).toBe(true);
    for (const status of deliveryStatuses) expect(books.deliveryRequests.some((row) => row.Status === status.code), status.label).toBe(true);
    for (const status of depositStatuses) expect(books.deposits.some((row) => row.Status === status.code), status.label).toBe(true);
    for (const status of withdrawalStatuses) expect(books.withdrawals.some((row) => row.Status === status.code), status.label).toBe(true);
  });

  it('has 30+ messages, some unread, and a cart from several shops of all three marketplaces', () => {
    expect(books.messages.length).toBeGreaterThanOrEqual(30);
    expect(books.messages.filter((message) => !message.IsRead).length).toBe(12);
    expect(new Set(books.carts.map((cart) => cart.Source))).toEqual(new Set(['taobao', 'tmall', '1688']));
    for (const cart of books.carts) expect(cart.Quantity).toBe(cart.CartItems.reduce((sum, item) => sum + item.Quantity, 0));
  });
});
