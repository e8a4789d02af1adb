import { style } from '@vanilla-extract/css';
import { tableLayout } from '../../ui/Table';
import { vars } from '../../ui/theme/contract.css';

export const items = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  whiteSpace: 'nowrap',
});

/**
 * A shop's name in an order table: shops are named in Chinese and Vietnamese together and run to 40
 * characters. In a table, as wide as the name up to 22ch, then wrapped onto a second line, so the column keeps that
 * width instead of the table's one-line rule pushing the name under the next column (the order list), or
 * the table squeezing it into one word per line (the pay lists); a table too wide scrolls sideways.
 */
export const shopName = style({
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
  // A card (a phone) gives the name the width of its line.
  '@container': { [tableLayout]: { display: 'block', width: 'max-content', maxWidth: '22ch' } },
});
