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
    '&[data-hovered]': { color: vars.color.brandHover, textDecorationThickness: '2px' },
    '&[data-pressed]': { color: vars.color.brandPressed },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed', textDecoration: 'none' },
  },
});

export const externalIcon = style({
  marginLeft: '0.2em',
});
