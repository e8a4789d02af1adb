export { Badge, badgeText, type BadgeProps, type BadgeTone } from './Badge';
