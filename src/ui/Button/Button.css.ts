import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const buttonVariants = ['primary', 'secondary', 'danger', 'ghost'] as const;
export const buttonSizes = ['sm', 'md', 'lg'] as const;

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  cursor: 'pointer',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  transition: 'background-color 120ms, border-color 120ms',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
    '&[data-pending]': { cursor: 'progress' },
  },
});

export const fullWidth = style({ width: '100%' });

export const size = styleVariants({
  sm: { minHeight: vars.size.controlSm, padding: `0 ${vars.space.md}`, fontSize: vars.fontSize.sm },
  md: { minHeight: vars.size.control, padding: `0 ${vars.space.lg}`, fontSize: vars.fontSize.md },
  lg: { minHeight: vars.size.controlLg, padding: `0 ${vars.space.xl}`, fontSize: vars.fontSize.lg },
});

export const variant = styleVariants({
  primary: {
    background: vars.color.brand,
    color: vars.color.onBrand,
    selectors: {
      '&[data-hovered]': { background: vars.color.brandHover },
      '&[data-pressed]': { background: vars.color.brandPressed },
    },
  },
  secondary: {
    background: vars.color.surface,
    color: vars.color.brand,
    borderColor: vars.color.borderStrong,
    selectors: {
      '&[data-hovered]': { background: vars.color.brandSoft },
      '&[data-pressed]': { background: vars.color.neutralSoft },
    },
  },
  danger: {
    background: vars.color.danger,
    color: vars.color.onBrand,
    selectors: {
      '&[data-hovered]': { background: vars.color.dangerHover },
      '&[data-pressed]': { background: vars.color.dangerHover },
    },
  },
  ghost: {
    background: 'transparent',
    color: vars.color.brand,
    selectors: {
      '&[data-hovered]': { background: vars.color.brandSoft },
      '&[data-pressed]': { background: vars.color.neutralSoft },
    },
  },
});
