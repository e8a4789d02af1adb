import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const link = style({
  color: vars.color.brand,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:active': { color: vars.color.brandPressed },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
  // Not on touch, where :hover stays after a tap. One pseudo-class, as the links' own styles use, so
  // theirs (loaded after) win.
  '@media': { '(hover: hover)': { selectors: { '&:hover': { color: vars.color.brandHover, textDecorationThickness: '2px' } } } },
});

export const externalIcon = style({
  marginLeft: '0.2em',
});
