import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const textArea = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  resize: 'vertical',
  minHeight: `calc(${vars.size.control} * 2)`,
});

/** Description on the left, counter on the right, one line on a phone when they fit. */
export const footer = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: vars.space.md,
});

export const counter = style({
  marginLeft: 'auto',
  flexShrink: 0,
  fontVariantNumeric: 'tabular-nums',
});
