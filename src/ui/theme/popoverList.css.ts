import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';

/**
 * The list inside a popover (a Select's options, a menu's items, a combo box's suggestions): a little
 * room around the items and its own scrolling within the height react-aria gives the popover.
 */
export const list = style({
  padding: vars.space.xs,
  outline: 'none',
  maxHeight: 'inherit',
  overflow: 'auto',
});
