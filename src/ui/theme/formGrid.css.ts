import { style } from '@vanilla-extract/css';
import { media } from './breakpoints';
import { vars } from './contract.css';

/**
 * The fields of a form page: one column on a phone, two from a tablet on, each field as tall as it
 * needs (a field with its error line does not stretch its neighbour). One look for the account, finance
 * and complaint forms.
 */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** A field that takes the whole row once there are two columns (an address, a note). */
export const full = style({
  '@media': { [media.tablet]: { gridColumn: '1 / -1' } },
});

/** The row under a form's fields: its submit button on the right. */
export const actions = style({ display: 'flex', justifyContent: 'flex-end' });
