import { style } from '@vanilla-extract/css';
import { media } from './breakpoints';
import { vars } from './contract.css';
import { plainList } from './plainList.css';

/**
 * The bar under a list of things to pay for (orders to pay, orders to deliver): its figures, the line
 * that says what is missing, and the rows and total of the question that confirms it. One look for
 * every screen that asks for money over a selection.
 */

/**
 * Stays at the bottom of the viewport while a long list scrolls, so the totals and the action are
 * always in reach — on a phone too, where 200 cards are a long way down.
 */
export const summary = style({
  position: 'sticky',
  bottom: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.md,
  '@media': {
    [media.tablet]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between', padding: `${vars.space.md} ${vars.space.lg}` },
  },
});

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(4, auto)' } },
});

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const value = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

/** After `value`, so a figure below zero (the balance after paying) wins the colour. */
export const negative = style({ color: vars.color.danger });

/** Why the action cannot go ahead (the wallet is short): beside the buttons. */
export const problem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

/** The question's list of what it pays for; it scrolls inside the dialog once it is long. */
export const confirmList = style([
  plainList,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    maxHeight: '40vh',
    overflowY: 'auto',
  },
]);

export const confirmRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  fontSize: vars.fontSize.sm,
});

/** What sums up the question's list (its total, the figures, the delivery's facts) stands under a rule. */
export const confirmRuled = style({
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
});

export const confirmTotal = style([
  confirmRuled,
  { display: 'flex', justifyContent: 'space-between', gap: vars.space.md, margin: `${vars.space.sm} 0 0`, fontWeight: vars.fontWeight.bold },
]);
