import type { UserInfoData } from '../../../src/features/account/ProfileScreen';
import { fixtures } from '../../../src/mocks';

/** The demo customer as the mock's getuserinfo answers: the account without the server's id and password. */
function userInfoOf({ UserName, Avatar, FullName, Email, Phone, Address, WarehouseId }: UserInfoData): UserInfoData {
  return { UserName, Avatar, FullName, Email, Phone, Address, WarehouseId };
}

export const user: UserInfoData = userInfoOf(fixtures.seedBooks().user);

/** Beyond what the mock serves, on purpose: every field as long as customers write them. */
export const longUser: UserInfoData = {
  UserName: 'nguyen_thi_minh_khai_kinh_doanh_order_quang_chau_2026',
  Avatar: null,
  FullName: 'Nguyễn Thị Minh Khai Hoàng Thượng Phương Thảo Ngọc Bích',
  Email: 'nguyen.thi.minh.khai.kinh.doanh.online@congtythuongmaidientu.com.vn',
  Phone: '+84 912 345 678 (gọi giờ hành chính)',
  Address:
    'Tầng 15, toà nhà Keangnam Landmark 72, lô E6 khu đô thị mới Cầu Giấy, đường Phạm Hùng, phường Mễ Trì, quận Nam Từ Liêm, thành phố Hà Nội, Việt Nam',
  WarehouseId: 2,
};

/** A 1×1 PNG, as a file the customer picks. */
export function pngFile(name = 'anh-dai-dien.png', bytes?: number): File {
  const png = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='), (c) => c.charCodeAt(0));
  const body = bytes === undefined ? png : new Uint8Array(bytes);
  return new File([body], name, { type: 'image/png' });
}
