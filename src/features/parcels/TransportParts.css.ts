import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/contract.css';

export const muted = style({ color: vars.color.textMuted });

export const nowrap = style({ whiteSpace: 'nowrap' });

export const copyable = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  maxWidth: '100%',
  minWidth: 0,
});

/** Tracking codes are long digit runs: a monospace face makes them easy to read back on the phone. */
export const code = style({
  fontFamily: vars.font.mono,
  overflowWrap: 'anywhere',
  minWidth: 0,
});

// The button is icon-only: square, and without the text padding of a small button.
export const copyButton = style({ flexShrink: 0, paddingInline: vars.space.sm });
