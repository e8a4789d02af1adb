import { style } from '@vanilla-extract/css';

export const input = style({
  // Digits of equal width keep 1.250.000 from jiggling as the user steps through values.
  fontVariantNumeric: 'tabular-nums',
});
