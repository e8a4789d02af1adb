import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/contract.css';

export const form = style({
  gap: vars.space.md,
});

