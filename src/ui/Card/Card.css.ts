import { style, styleVariants } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

export const cardPaddings = ['none', 'md', 'lg'] as const;

export const card = style({
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  minWidth: 0,
});

export const padding = styleVariants({
  none: {},
  md: { padding: vars.space.md },
  // Phones get a little less padding so content keeps its width.
  lg: { padding: vars.space.lg, '@media': { [media.tablet]: { padding: vars.space.xl } } },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBottom: vars.space.md,
});

/** With padding 'none' (a table inside) the header still needs its own breathing room. */
export const headerPadded = style({
  padding: `${vars.space.md} ${vars.space.lg}`,
  marginBottom: 0,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
