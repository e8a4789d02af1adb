import { globalStyle, style } from '@vanilla-extract/css';
import * as box from '../../ui/theme/box.css';
import { media } from '../../ui/theme/breakpoints';
import { vars } from '../../ui/theme/contract.css';
import * as text from '../../ui/theme/text.css';

export const form = style({
  gap: vars.space.lg,
});

export const intro = style([text.muted, { margin: 0, overflowWrap: 'anywhere' }]);

export const lines = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

/** One product: a bordered box, so where one line ends and the next begins is plain on a long sheet. */
export const line = style([box.fieldGroup, { display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 }]);

export const lineHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: vars.size.controlSm,
});

export const lineTitle = style([text.titleMd, { margin: 0 }]);

/**
 * Two columns even on a phone, where size sits beside colour (both short) and every other field takes
 * the whole row (a quantity box with its −/+ buttons would leave no room for '9.999').
 */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
});

export const full = style({ gridColumn: '1 / -1' });

/** Whole row on a phone, one column from a tablet up. */
export const wideOnPhone = style({
  gridColumn: '1 / -1',
  '@media': { [media.tablet]: { gridColumn: 'auto' } },
});

export const product = style({
  display: 'block',
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const amount = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `${vars.space.xs} ${vars.space.sm}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const amountLabel = style({ color: vars.color.textMuted });

export const amountValue = style({ fontWeight: vars.fontWeight.semibold });

export const addRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

/** A small line that explains (how many lines may be added, what the total leaves out). */
export const note = style([text.muted, { margin: 0 }]);

export const totals = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const totalRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

export const totalLabel = style({ fontWeight: vars.fontWeight.semibold });

export const totalValue = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'flex-end',
  gap: `0 ${vars.space.sm}`,
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

/** Like the dialog footer: equal, thumb-sized buttons on a phone; natural width at the end from a tablet up. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

globalStyle(`${actions} > *`, {
  flex: '1 1 0',
  '@media': { [media.tablet]: { flex: '0 0 auto' } },
});
