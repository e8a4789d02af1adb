// The stored user.configs (SPEC §3) and the few schemas it is made of. Kept apart from the answer
// schemas of customer.ts and order.ts: the login page decodes the stored configs at start-up, and this
// way its first load does not carry every schema of the portal (size budget, docs/decisions.md).
import { array, coerce, integer, nonempty, nullable, number, optional, record, refine, string, type, unknown } from 'superstruct';
import { isHeaderSafe } from '../headerValue';
import type { Infer } from 'superstruct';
import { dateString, flag, maybeId, maybeText, text, vnd } from './common';

export const shopFavoriteFields = { Name: string(), Link: string() };

/** A favourite shop as kept in user.configs: already parsed, so nothing is parsed twice. */
export const StoredShopFavoriteSchema = type({ ...shopFavoriteFields, ItemLinks: array(string()) });

/** The customer's account manager (assumed shape). */
export const SupporterSchema = type({ Name: text(), Phone: text(), Email: text(), Zalo: maybeText() });
export type Supporter = Infer<typeof SupporterSchema>;

export const SettingsSchema = type({
  /** The site-wide notice of the header; null when there is none. */
  NotifySite: maybeText(),
  /**
   * Range 'min-max' in ₫ → fee percentage (SPEC §3, §9). A key that is not a range is kept and skipped
   * by buyerFee (features/shared/buyerFee.ts): one odd key must not take the whole header down.
   */
  FeeBuyer: coerce(record(string(), number()), unknown(), (value) => value ?? {}),
});
export type Settings = Infer<typeof SettingsSchema>;

/**
 * A message of user.configs and getsettingdefault. SPEC §3 names MessageType, CreatedDate and Note
 * only: Id is kept when it comes and null when not, so a server without it cannot break login (issue
 * 12 §6). The message list (customer.ts) needs it to mark messages read and requires it there.
 */
export const MessageSchema = type({
  Id: maybeId(),
  /** The kind of message, shown as is in the header dropdown; a numeric kind is shown as its text. */
  MessageType: coerce(string(), number(), (value) => String(value)),
  CreatedDate: dateString(),
  Note: text(),
  IsRead: flag(),
});
export type Message = Infer<typeof MessageSchema>;

/** GET /api/customer/userinfo. SPEC names UserName and Avatar; the rest are assumed. */
export const UserInfoSchema = type({
  UserName: string(),
  /** An image URL; null shows the initials. */
  Avatar: maybeText(),
  FullName: text(),
  Email: text(),
  Phone: text(),
  Address: text(),
  WarehouseId: maybeId(),
});
export type UserInfo = Infer<typeof UserInfoSchema>;

/**
 * The stored user.configs (SPEC §3), read back from local storage. Only the token is required: the rest
 * is filled in as getdashboard, getsettingdefault and userinfo answer. ShopFavorites here are already
 * parsed (StoredShopFavoriteSchema), so reading the configs never parses ItemLinks a second time.
 */
export const UserConfigsSchema = type({
  /** A token no header can carry makes the stored configs unreadable: a logged-out state (issue 12 §3). */
  token: refine(nonempty(string()), 'HeaderSafe', isHeaderSafe),
  CurrentRate: optional(number()),
  ExtensionLink: optional(maybeText()),
  NumberCarts: optional(integer()),
  PocketMoney: optional(vnd()),
  ShopFavorites: optional(array(StoredShopFavoriteSchema)),
  Supporter: optional(nullable(SupporterSchema)),
  Settings: optional(SettingsSchema),
  NumberMessages: optional(integer()),
  Messages: optional(array(MessageSchema)),
  UserInfo: optional(UserInfoSchema),
});
export type UserConfigs = Infer<typeof UserConfigsSchema>;
