import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const thumb = style({
  display: 'inline-block',
  flexShrink: 0,
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
});

export const size = styleVariants({
  sm: { width: '32px', height: '32px' },
  md: { width: '48px', height: '48px' },
  lg: { width: '56px', height: '56px' },
  xl: { width: '64px', height: '64px' },
});
