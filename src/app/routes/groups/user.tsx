import { paths } from '../../paths';
import { ComingSoonRoutes } from './ComingSoonRoutes';

export default function UserGroup() {
  return (
    <ComingSoonRoutes
      pages={[
        [paths.userInfo, 'Thông tin tài khoản'],
        [paths.changePassword, 'Đổi mật khẩu'],
      ]}
    />
  );
}
