import { style } from '@vanilla-extract/css';

/**
 * Hidden from the eye, read by screen readers. `clip-path` rather than `display: none`, which would
 * drop the text from the accessibility tree too.
 */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
});
