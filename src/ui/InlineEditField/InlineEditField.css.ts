import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const saving = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});
