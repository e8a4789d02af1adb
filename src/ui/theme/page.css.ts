import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';

/**
 * A screen's column of parts (header, filters, results, a summary): the same distance between them on
 * every screen. `minWidth: 0` lets a wide table inside scroll instead of widening the shell's column.
 */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});
