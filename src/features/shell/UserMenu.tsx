import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { Menu, MenuItem, MenuSeparator, MenuTrigger } from '../../ui/Menu';
import { NavIcon } from './NavIcon';
import * as styles from './UserMenu.css';

export interface UserMenuProps {
  userName: string;
  avatarUrl?: string | null;
  profileHref: string;
  changePasswordHref: string;
  onLogout: () => void;
}

/** Before userinfo has answered there is no name yet; the menu still works. */
export const FALLBACK_USER_NAME = 'Tài khoản';

/**
 * The avatar and user name of the header (SPEC §2), opening the account menu. A long name is cut with
 * an ellipsis on screen but stays whole in the button's accessible name; on a phone only the avatar
 * shows and the name is read out.
 */
export function UserMenu({ userName, avatarUrl, profileHref, changePasswordHref, onLogout }: UserMenuProps) {
  const name = userName.trim() === '' ? FALLBACK_USER_NAME : userName.trim();
  return (
    <MenuTrigger>
      <Button variant="ghost" className={styles.trigger}>
        <Avatar name={name} src={avatarUrl} size="sm" decorative />
        <span className={styles.name} title={name}>
          {name}
        </span>
        <Icon name="chevron-down" size="sm" className={styles.chevron} />
      </Button>
      <Menu placement="bottom end">
        <MenuItem id="profile" href={profileHref} icon={<Icon name="user" />} textValue="Thông tin tài khoản">
          Thông tin tài khoản
        </MenuItem>
        <MenuItem id="password" href={changePasswordHref} icon={<NavIcon name="key" />} textValue="Đổi mật khẩu">
          Đổi mật khẩu
        </MenuItem>
        <MenuSeparator />
        <MenuItem id="logout" icon={<Icon name="logout" />} textValue="Đăng xuất" onAction={onLogout}>
          Đăng xuất
        </MenuItem>
      </Menu>
    </MenuTrigger>
  );
}
