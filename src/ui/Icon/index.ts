export { Icon, iconNames, type IconName, type IconProps, type IconSize } from './Icon';
