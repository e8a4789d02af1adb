import { style, styleVariants } from '@vanilla-extract/css';
import { iconTile } from '../theme/iconTile.css';
import { vars } from '../theme/contract.css';

export const avatarSizes = ['sm', 'md', 'lg'] as const;

export const avatar = style([
  iconTile,
  {
    borderRadius: '50%',
    overflow: 'hidden',
    background: vars.color.brandSoft,
    color: vars.color.brand,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: 1,
    userSelect: 'none',
  },
]);

export const size = styleVariants({
  sm: { width: '32px', height: '32px', fontSize: vars.fontSize.xs },
  md: { width: '40px', height: '40px', fontSize: vars.fontSize.sm },
  lg: { width: '64px', height: '64px', fontSize: vars.fontSize.xl },
});

export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});
