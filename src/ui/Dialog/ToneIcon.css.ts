import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const toneIconTones = ['info', 'success', 'danger'] as const;

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '32px',
  height: '32px',
  borderRadius: vars.radius.pill,
});

export const tone = styleVariants({
  info: { background: vars.color.infoSoft, color: vars.color.info },
  success: { background: vars.color.successSoft, color: vars.color.success },
  danger: { background: vars.color.dangerSoft, color: vars.color.danger },
});
