import { style } from '@vanilla-extract/css';

/**
 * A list that is a list to a screen reader (it counts the items) but is laid out by its screen: no
 * bullets, no indent, no margin. The screen adds its column or grid.
 */
export const plainList = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
