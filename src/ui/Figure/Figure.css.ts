import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const figure = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  columnGap: vars.space.md,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

// dd keeps the browser's left margin otherwise; values line up at the end instead, and a long code
// wraps rather than pushing the card wider than a phone.
globalStyle(`${figure} > dd`, { margin: 0, color: vars.color.text, textAlign: 'end', minWidth: 0, overflowWrap: 'anywhere' });

export const strong = style({
  paddingTop: vars.space.xs,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
});
