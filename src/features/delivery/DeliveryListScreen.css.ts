import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/contract.css';

export { page as root } from '../../ui/theme/page.css';

export const code = style({ fontWeight: vars.fontWeight.semibold, whiteSpace: 'nowrap' });

/**
 * Inline chips rather than a flex row, so they follow the cell's text alignment: from the start in the
 * table, to the end in a phone's card, like every other value there. The negative margin takes back
 * the outer half of each chip's spacing.
 */
export const chips = style({
  display: 'block',
  margin: `calc(-1 * ${vars.space.xxs})`,
  padding: 0,
  listStyle: 'none',
  // Table cells keep to one line; chips wrap instead of widening the table.
  whiteSpace: 'normal',
  // Two or three codes a line: the receiver column next to it needs the room more.
  maxWidth: '19rem',
});

export const chipItem = style({ display: 'inline-block', margin: vars.space.xxs });

/** An order code as a small pill; at least 28 px high so it is an easy target on a phone (WCAG 2.5.8). */
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '28px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brandSoft,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
  },
});

export const receiver = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  // Narrow enough to sit beside its label in a 375 px card, wide enough not to become a tower of words.
  minWidth: '24ch',
  maxWidth: '36ch',
  overflowWrap: 'anywhere',
  whiteSpace: 'normal',
});

export const receiverName = style({ fontWeight: vars.fontWeight.semibold });

/** A phone number breaks as a whole, never inside its digit groups. */
export const phone = style({ whiteSpace: 'nowrap' });

export const muted = style({ color: vars.color.textMuted });
