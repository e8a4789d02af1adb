import { describe, expect, it } from 'vitest';
import { decode } from '../api/decode';
import { SettingDefaultSchema, UserConfigsSchema, UserInfoSchema } from '../api/schemas/customer';
import { DashboardSchema } from '../api/schemas/order';
import { buildConfigs } from './configs';

// As the server sends them: ItemLinks is a JSON string, a favourite without a name.
const settingDefault = decode(SettingDefaultSchema, {
  Settings: { NotifySite: 'Nghỉ Tết từ 25/01', FeeBuyer: { '0-1000000': 3, '1000000-0': 2 } },
  TotalMessage: 4,
  Messages: [{ Id: 7, MessageType: 'Đơn hàng', CreatedDate: '2026-11-20T09:15:00+07:00', Note: 'Đơn DH2611-00123 đã về kho', IsRead: false }],
});
const dashboard = decode(DashboardSchema, {
  CurrentRate: 3650,
  ExtensionLink: 'https://chromewebstore.google.com/detail/abc',
  NumberCarts: 3,
  PocketMoney: 2_450_000,
  ShopFavorites: [{ Name: '', Link: 'https://shop1.taobao.com', ItemLinks: '["https://item.taobao.com/item.htm?id=1"]', Extra: 1 }],
  Supporter: { Name: 'Trần Minh', Phone: '0912 345 678', Email: 'minh@example.vn', Zalo: null },
});
const userInfo = decode(UserInfoSchema, { UserName: 'lan.nguyen', Avatar: null, FullName: 'Nguyễn Thị Lan' });

describe('buildConfigs', () => {
  it('gathers the fields SPEC §3 names from the three answers', () => {
    const configs = buildConfigs('tok-9', settingDefault, dashboard, userInfo);
    expect(configs).toMatchObject({
      token: 'tok-9',
      CurrentRate: 3650,
      ExtensionLink: 'https://chromewebstore.google.com/detail/abc',
      NumberCarts: 3,
      PocketMoney: 2_450_000,
      ShopFavorites: [{ Name: 'https://shop1.taobao.com', Link: 'https://shop1.taobao.com', ItemLinks: ['https://item.taobao.com/item.htm?id=1'] }],
      Supporter: { Name: 'Trần Minh' },
      Settings: settingDefault.Settings,
      NumberMessages: 4,
      Messages: settingDefault.Messages,
      UserInfo: { UserName: 'lan.nguyen', Avatar: null },
    });
    expect(configs.ShopFavorites?.[0]).not.toHaveProperty('Extra');
  });

  it('reads back from storage exactly as written', () => {
    const configs = buildConfigs('tok-9', settingDefault, dashboard, userInfo);
    expect(decode(UserConfigsSchema, JSON.parse(JSON.stringify(configs)))).toEqual(configs);
  });

  it('leaves the supporter out when there is none', () => {
    const configs = buildConfigs('tok-9', settingDefault, { ...dashboard, Supporter: null }, userInfo);
    expect(configs).not.toHaveProperty('Supporter');
    expect(decode(UserConfigsSchema, JSON.parse(JSON.stringify(configs)))).toEqual(configs);
  });
});
