import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/contract.css';

export const items = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  whiteSpace: 'nowrap',
});
