import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';

/**
 * The typography several screens wrote out by hand: the title of a part at each size, and the small
 * muted line that explains. A screen composes one and adds its margin, wrapping or numerals, so titles of
 * one size look alike everywhere. Titles up to lg are semibold and from xl bold, the weights in use.
 */

/** Every title sets its lines tight; only its size and weight vary. */
function title(fontSize: string, fontWeight: string, debugId: string) {
  return style({ fontSize, fontWeight, lineHeight: vars.lineHeight.tight }, debugId);
}

/** A popover's or a repeated item's title: a shop, a product line. */
export const titleMd = title(vars.fontSize.md, vars.fontWeight.semibold, 'titleMd');

/** A section's title and the title of an empty or error panel. */
export const titleLg = title(vars.fontSize.lg, vars.fontWeight.semibold, 'titleLg');

/** A status screen's title and a dashboard figure. */
export const titleXl = title(vars.fontSize.xl, vars.fontWeight.bold, 'titleXl');

/** The sign-in pages' title and the status screens' big code. */
export const titleXxl = title(vars.fontSize.xxl, vars.fontWeight.bold, 'titleXxl');

/** The small grey line under or beside what it explains. */
export const muted = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
