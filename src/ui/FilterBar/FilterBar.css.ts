import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { field as dateRangeField } from '../DateRangePicker/DateRangePicker.css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';
import { printHidden } from '../theme/print.css';

export const filterBarVariants = ['framed', 'plain'] as const;

export const bar = style([printHidden, { display: 'flex', flexDirection: 'column', gap: vars.space.md }]);

/** One column on a phone, two on a tablet, as many 220 px columns as fit on a desktop. */
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'end',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))' },
  },
  selectors: {
    // On a narrow phone the fields fold behind the toggle, so the first results show without scrolling.
    '&:not([data-open])': { '@media': { [media.narrow]: { display: 'none' } } },
  },
});

/** The `Bộ lọc` button exists only where the fields fold. */
export const toggle = style({
  alignSelf: 'flex-start',
  '@media': { [media.wide]: { display: 'none' } },
});

export const toggleCount = style({ marginInlineStart: vars.space.xs });

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

/**
 * A field two controls wide: a date range shows two dates, a clear and a calendar button, about 340 px,
 * on one line only across two columns (one desktop column, 224 px beside the sidebar, wrapped them onto
 * two lines: issue 27). The whole row on a tablet.
 */
const twoColumns = { '@media': { [media.tablet]: { gridColumn: 'span 2' } } } as const;
export const wide = style(twoColumns);
globalStyle(`${fields} > ${dateRangeField}`, twoColumns);
