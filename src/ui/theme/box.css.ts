import { style } from '@vanilla-extract/css';
import { media } from './breakpoints';
import { vars } from './contract.css';

/**
 * The bordered boxes a screen is built of. Each screen adds only its inner layout (a column, a grid),
 * so every box of a kind has the same frame and the same colour.
 */

/** One thing of a list or grid that stands on its own: a bank account, a figure, a message. */
export const tile = style({
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});

/** A group of form fields framed together (a receiver, a product of a link order); roomier from a tablet on. */
export const fieldGroup = style({
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  '@media': { [media.tablet]: { padding: vars.space.lg } },
});
