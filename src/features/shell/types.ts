/**
 * What the shell needs from the app, as structural types: the decoded answers of the API
 * (src/app/api/schemas) fit them as they are, so the app passes its data straight in.
 */

/** The routes the header and the sidebar link to (SPEC §2, "Links in the menus"); `paths` of src/app fits. */
export interface ShellPaths {
  dashboard: string;
  cart: string;
  ordersWaitDeposit: string;
  ordersWaitPay: string;
  orders: string;
  transports: string;
  complaints: string;
  transactions: string;
  deposit: string;
  withdrawal: string;
  deliveryCreate: string;
  deliveryList: string;
  userInfo: string;
  changePassword: string;
  messages: string;
}

/** One of the latest messages of getsettingdefault (MessageSchema). */
export interface ShellMessage {
  /** Not in SPEC §3: a server may omit it, so the menu keys its rows by position (issue 12 §6). */
  Id?: number | null;
  MessageType: string;
  /** ISO 8601. */
  CreatedDate: string;
  Note: string;
  IsRead: boolean;
}

/** A phone number of the sidebar: the hotline or a warehouse. */
export interface ShellContact {
  /** 'Hotline', 'Kho Hà Nội'… */
  label: string;
  /** As people write it ('024 3795 6868'); becomes a tel: link when it reads as a number. */
  phone: string;
}

/** Turns a route ('/order/cart') into an href. */
export type HrefBuilder = (path: string) => string;

