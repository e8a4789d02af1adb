export { Avatar, type AvatarProps, type AvatarSize } from './Avatar';
export { initialsOf } from './initials';
