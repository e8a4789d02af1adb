import { style } from '@vanilla-extract/css';

/**
 * Hidden from the eye, read by screen readers; the rules alone for a layout that hides at one width
 * (a container query) and shows at another. `clip-path` rather than `display: none`, which would
 * drop the text from the accessibility tree too.
 */
export const visuallyHiddenRules = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export const visuallyHidden = style(visuallyHiddenRules);
