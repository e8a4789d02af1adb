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

// The placeholders' widths are classes, not the Skeleton's width prop: the login page is painted from
// HTML under a CSP that allows only the style attributes it lists by hash (vite.config.ts).
export const titlePlaceholder = style({ width: '7em' });
export const namePlaceholder = style({ width: '45%' });

/** A placeholder warehouse knows its own width, so its address can take the lines a real one does. */
export const placeholderItem = style({
  containerType: 'inline-size',
});

/**
 * A street address (≈ 45 characters) wraps in a phone's column and in a desktop's three, and fits in
 * one line in the single wide column of a tablet.
 */
export const addressSecondLine = style({
  width: '60%',
  '@container': {
    '(min-width: 30em)': { display: 'none' },
  },
});

/** The phone line's placeholder is as tall as the link's padded target below. */
export const phonePlaceholder = style({
  width: '70%',
  padding: `${vars.space.xxs} 0`,
});

/** A phone number is tapped with a thumb: give the link a 24px-plus target (WCAG 2.5.8). */
export const phoneLink = style({
  display: 'inline-block',
  padding: `${vars.space.xxs} 0`,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
});
