import { style } from '@vanilla-extract/css';
import * as box from '../../ui/theme/box.css';
import { media } from '../../ui/theme/breakpoints';
import { vars } from '../../ui/theme/contract.css';
import { plainList } from '../../ui/theme/plainList.css';

export const accounts = style([
  plainList,
  {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space.md,
    // 320: a 14-digit number in the large monospace and `Sao chép` need 276 px side by side; three
    // 280 px columns beside the sidebar at 1280 left 275 and the button dropped below (issue 27).
    '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))' } },
  },
]);

export const account = style([box.tile, { display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 }]);

export const bankName = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const detail = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  margin: 0,
});

export const detailText = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const number = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.02em',
});

/** A copy button and its outcome: the outcome shows under the button, taking no room on its line. */
export const copy = style({ position: 'relative', display: 'inline-flex' });

// Beside the button it needed 90 px more and pushed the button off its number's line on a phone.
export const copied = style({
  position: 'absolute',
  insetBlockStart: '100%',
  insetInlineEnd: 0,
  whiteSpace: 'nowrap',
  color: vars.color.success,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  selectors: {
    // A failure said in the success green read as done at a glance.
    '&[data-outcome="failed"]': { color: vars.color.danger },
    // A button that may wrap to the start of its line (the transfer content's, on a phone): its line
    // runs to the right of it, not off the left of the screen.
    '&[data-align="start"]': { insetInlineEnd: 'auto', insetInlineStart: 0 },
  },
});

export const steps = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const content = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  selectors: {
    // The outcome under the button hangs below it; while one is said, the box grows to hold it, where a
    // phone puts the button on the box's last line.
    [`&:has(${copied}[data-outcome="done"]), &:has(${copied}[data-outcome="failed"])`]: {
      paddingBlockEnd: `calc(${vars.space.xs} + ${vars.fontSize.sm} * ${vars.lineHeight.normal})`,
    },
  },
});

/** An account's VietQR code with its caption and the buttons that save or share it. */
export const qr = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  marginBlockStart: vars.space.sm,
  paddingBlockStart: vars.space.sm,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

// 200 px: a version 6–7 code (a long account name and content) keeps modules of 4 px, what a phone's
// camera reads from a desktop screen at arm's length.
export const qrCode = style({ width: '200px', maxWidth: '100%' });

export const qrCaption = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, textAlign: 'center' });

export const qrActions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.sm, paddingBlockEnd: vars.space.md });
