import { style, styleVariants } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

/**
 * Stays at the bottom of the viewport while a long list scrolls, so the totals and the action are
 * always in reach — on a phone too, where 200 cards are a long way down.
 */
const bar = style({
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

/**
 * `regular`: figures in a grid of two on a phone, a row of four from a tablet on. `compact` (the cart):
 * tighter, the figures as short inline pairs on a phone, so the bar keeps most of the screen for the list.
 */
export const summary = styleVariants({
  regular: [bar],
  compact: [
    bar,
    {
      gap: vars.space.sm,
      padding: `${vars.space.sm} ${vars.space.md}`,
      '@media': { [media.tablet]: { gap: vars.space.lg, padding: `${vars.space.md} ${vars.space.lg}` } },
    },
  ],
});

export const figures = styleVariants({
  regular: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: `${vars.space.sm} ${vars.space.lg}`,
    margin: 0,
    '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(4, auto)' } },
  },
  compact: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    gap: `${vars.space.xxs} ${vars.space.md}`,
    margin: 0,
    '@media': { [media.tablet]: { gap: `${vars.space.xs} ${vars.space.xl}` } },
  },
});

export const figure = styleVariants({
  regular: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxs,
    minWidth: 0,
    color: vars.color.textMuted,
    fontSize: vars.fontSize.sm,
  },
  compact: {
    display: 'flex',
    alignItems: 'baseline',
    gap: vars.space.xs,
    minWidth: 0,
    color: vars.color.textMuted,
    fontSize: vars.fontSize.xs,
    '@media': { [media.tablet]: { flexDirection: 'column', alignItems: 'flex-start', gap: 0, fontSize: vars.fontSize.sm } },
  },
});

export const value = styleVariants({
  regular: {
    margin: 0,
    color: vars.color.text,
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.semibold,
  },
  compact: {
    margin: 0,
    color: vars.color.text,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
    '@media': { [media.tablet]: { fontSize: vars.fontSize.md } },
  },
});

/** After `value`, so a figure's tone wins the colour: the total in the brand's, a balance below zero in red. */
export const tone = styleVariants({
  total: { color: vars.color.brand },
  negative: { color: vars.color.danger },
});

/** The action and, before it, why it cannot go ahead. */
export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.sm,
  '@media': { [media.tablet]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'flex-end' } },
});

/** Why the action cannot go ahead (the wallet is short): beside the button. */
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
