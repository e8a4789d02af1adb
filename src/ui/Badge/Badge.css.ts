import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const badgeTones = ['danger', 'brand', 'neutral'] as const;

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '20px',
  height: '20px',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const tone = styleVariants({
  danger: { background: vars.color.danger, color: vars.color.onBrand },
  brand: { background: vars.color.brand, color: vars.color.onBrand },
  neutral: { background: vars.color.neutralSoft, color: vars.color.text },
});
