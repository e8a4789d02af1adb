import { style, styleVariants } from '@vanilla-extract/css';
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

/**
 * A framed note among a page's content: a notice over the cart, an export's progress or failure. The
 * screen adds its inner layout and one tone. The tones are declared from the calmest to the most
 * urgent, so adding `success` or `danger` to a box of another tone turns it into that one.
 */
export const callout = style({
  padding: vars.space.md,
  border: '1px solid',
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const calloutTone = styleVariants({
  neutral: { borderColor: vars.color.border, background: vars.color.surfaceRaised },
  info: { borderColor: vars.color.info, background: vars.color.infoSoft },
  warning: { borderColor: vars.color.warning, background: vars.color.warningSoft },
  success: { borderColor: vars.color.success, background: vars.color.successSoft },
  danger: { borderColor: vars.color.danger, background: vars.color.dangerSoft },
});
