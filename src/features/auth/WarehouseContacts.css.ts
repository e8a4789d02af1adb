import { style } from '@vanilla-extract/css';
import { media } from '../../ui/theme/breakpoints';
import { vars } from '../../ui/theme/contract.css';
import * as text from '../../ui/theme/text.css';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const title = style([text.muted, { fontWeight: vars.fontWeight.semibold }]);

/** One column on a phone; side by side once there is room for an address per column. */
export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: vars.space.lg },
  },
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  fontStyle: 'normal',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const name = style({
  fontWeight: vars.fontWeight.semibold,
});

export const address = style({
  color: vars.color.textMuted,
});

export const phone = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.textMuted,
});

/** A phone number is tapped with a thumb: give the link a 24px-plus target (WCAG 2.5.8). */
export const phoneLink = style({
  display: 'inline-block',
  padding: `${vars.space.xxs} 0`,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
});
