import { style, styleVariants } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

export const filterBarVariants = ['framed', 'plain'] as const;

/** One column on a phone, two on a tablet, as many 220 px columns as fit on a desktop. */
export const bar = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'end',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))' },
  },
});

export const variant = styleVariants({
  framed: {
    padding: vars.space.md,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
  },
  // Inside a Card, which already draws the frame: a second one would box the fields twice.
  plain: {},
});

/** A field that needs the whole row (a date range on a tablet). */
export const wide = style({
  '@media': { [media.tablet]: { gridColumn: 'span 2' }, [media.desktop]: { gridColumn: 'auto' } },
});
