import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/contract.css';

export const form = style({
  gap: vars.space.md,
});

export const intro = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
