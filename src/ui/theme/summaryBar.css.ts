import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { plainList } from './plainList.css';

/**
 * The question that confirms paying for a selection: its rows and its total, one look on every screen
 * that asks for money over a selection. The bar itself is ui/SummaryBar.
 */

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
