import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `0 ${vars.space.sm} 0 ${vars.space.md}`,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&[data-pressed]': { background: vars.color.neutralSoft },
  },
});

export const value = style({
  // Zero basis: a long choice is cut with an ellipsis instead of widening the field and the page.
  flex: '1 1 0',
  width: 0,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
  },
});

export const chevron = style({
  transition: 'transform 120ms',
  selectors: {
    '[data-open] > * > &': { transform: 'rotate(180deg)' },
  },
});

/**
 * The list inside a popover: a little room around the items and its own scrolling within the height
 * react-aria gives the popover. The menu's items and the complaint form's suggestions use it too.
 */
export const listBox = style({
  padding: vars.space.xs,
  outline: 'none',
  maxHeight: 'inherit',
  overflow: 'auto',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.control,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-hovered], &[data-focused]': { background: vars.color.brandSoft },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[data-selected]': { fontWeight: vars.fontWeight.semibold },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const itemLabel = style({ flex: '1 1 auto' });

/** The tick keeps its place when hidden, so labels line up whether selected or not. */
export const check = style({
  color: vars.color.brand,
  visibility: 'hidden',
  selectors: {
    '[data-selected] > &': { visibility: 'visible' },
  },
});
