import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/contract.css';

export const thumb = style({
  display: 'inline-block',
  flexShrink: 0,
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
});

export const thumbSize = styleVariants({
  sm: { width: '32px', height: '32px' },
  md: { width: '48px', height: '48px' },
  lg: { width: '64px', height: '64px' },
});

export const items = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  whiteSpace: 'nowrap',
});
