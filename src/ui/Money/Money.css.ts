import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const money = style({
  // Equal-width digits keep amounts in a column aligned; nowrap keeps '₫' with its number.
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const tone = styleVariants({
  positive: { color: vars.color.success },
  negative: { color: vars.color.danger },
});
