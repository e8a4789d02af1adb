import { style } from '@vanilla-extract/css';

/** Matches `Icon` size 'md' of src/ui. */
export const icon = style({
  display: 'inline-block',
  verticalAlign: 'middle',
  flexShrink: 0,
  width: '20px',
  height: '20px',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});
