import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const alertTones = ['info', 'danger', 'success'] as const;

export const message = style({
  // A 400 answer arrives as several lines joined by "\n"; each stays on its own line.
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
  color: vars.color.text,
});

/** The link sits on the button's row, before it, and keeps a finger-sized target. */
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  marginInlineEnd: 'auto',
});
