import { style } from '@vanilla-extract/css';

export const date = style({
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
