export { MenuTrigger, type MenuTriggerProps } from 'react-aria-components';
export { Menu, MenuItem, MenuSeparator, type MenuItemProps, type MenuProps } from './Menu';
