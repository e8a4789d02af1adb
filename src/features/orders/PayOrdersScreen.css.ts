import { style } from '@vanilla-extract/css';
import { media } from '../../ui/theme/breakpoints';
import { vars } from '../../ui/theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

export const alert = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const alertIcon = style({ flexShrink: 0, marginTop: '1px' });

export const alertLines = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.text,
});

export const shop = style({
  display: 'inline-block',
  maxWidth: '22ch',
  '@media': { [media.tablet]: { whiteSpace: 'normal' } },
});

export const due = style({ fontWeight: vars.fontWeight.semibold });

/**
 * Stays at the bottom of the viewport while a long list scrolls, so the total and the action are
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

export const negative = style({ color: vars.color.danger });

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.sm,
  '@media': { [media.tablet]: { flexDirection: 'row', alignItems: 'center' } },
});

export const short = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const confirmList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  maxHeight: '40vh',
  overflowY: 'auto',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const confirmRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  fontSize: vars.fontSize.sm,
});

export const confirmTotal = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  margin: `${vars.space.sm} 0 0`,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  fontWeight: vars.fontWeight.bold,
});
