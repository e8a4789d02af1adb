import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const fadeIn = keyframes({ from: { opacity: 0, transform: 'translateY(-4px)' }, to: { opacity: 1, transform: 'none' } });

/*
 * No z-index here on purpose: react-aria positions popovers with an inline z-index of 100000, which keeps
 * a calendar opened inside a modal above that modal's overlay. The token order (popover < modal) would
 * hide it.
 */
export const popover = style({
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  outline: 'none',
  maxWidth: 'calc(100vw - 16px)',
  overflowY: 'auto',
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} 120ms ease-out` },
  },
});

/** Only the arrow variant may overflow: the arrow sits just outside the popover's border box. */
export const withArrow = style({ overflow: 'visible' });

export const arrow = style({
  display: 'block',
  fill: vars.color.surfaceRaised,
  stroke: vars.color.border,
  strokeWidth: 1,
  selectors: {
    '[data-placement="bottom"] > &': { transform: 'rotate(180deg)' },
    '[data-placement="left"] > &': { transform: 'rotate(-90deg)' },
    '[data-placement="right"] > &': { transform: 'rotate(90deg)' },
  },
});

/**
 * The list inside a popover: a little room around the items and its own scrolling within the height
 * react-aria gives the popover. The menu's items and the complaint form's suggestions use it.
 */
export const listBox = style({
  padding: vars.space.xs,
  outline: 'none',
  maxHeight: 'inherit',
  overflow: 'auto',
});
