import type { SettingDefault, UserConfigs, UserInfo } from '../api/schemas/customer';
import type { Dashboard } from '../api/schemas/order';

/** The user.configs of SPEC §3 from the three answers a login fetches. Pure. */
export function buildConfigs(token: string, settingDefault: SettingDefault, dashboard: Dashboard, userInfo: UserInfo): UserConfigs {
  return {
    token,
    CurrentRate: dashboard.CurrentRate,
    ExtensionLink: dashboard.ExtensionLink,
    NumberCarts: dashboard.NumberCarts,
    PocketMoney: dashboard.PocketMoney,
    // Only the stored fields: a newer server's extras would be written to storage for nothing.
    ShopFavorites: dashboard.ShopFavorites.map(({ Name, Link, ItemLinks }) => ({ Name, Link, ItemLinks })),
    ...(dashboard.Supporter ? { Supporter: dashboard.Supporter } : {}),
    Settings: settingDefault.Settings,
    NumberMessages: settingDefault.TotalMessage,
    Messages: settingDefault.Messages,
    UserInfo: userInfo,
  };
}
