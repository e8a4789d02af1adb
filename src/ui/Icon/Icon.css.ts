import { style, styleVariants } from '@vanilla-extract/css';

export const iconSizes = ['sm', 'md', 'lg'] as const;

export const icon = style({
  // The global reset makes svg a block; inside a line of text an icon must sit on the line.
  display: 'inline-block',
  verticalAlign: 'middle',
  flexShrink: 0,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});

export const size = styleVariants({
  sm: { width: '16px', height: '16px' },
  md: { width: '20px', height: '20px' },
  lg: { width: '24px', height: '24px' },
});
