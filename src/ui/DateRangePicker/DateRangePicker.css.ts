import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The field's root, which a filter bar widens (ui/FilterBar). */
export const field = style({});

export const group = style({
  alignItems: 'center',
  paddingLeft: vars.space.md,
});

export const inputs = style({
  flex: '1 1 auto',
  minWidth: 0,
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  // The dash has room of its own; a wider gap would push the second date under the first (below).
  columnGap: vars.space.xxs,
});

/**
 * `Xoá ngày` and the calendar, narrower than a field's usual 44 px button: with both showing, two dates
 * fit a 360 px phone on one line only so (issue 27: the second date wrapped). Still far over the 24 px
 * a touch target needs, and as tall as the field. The digits keep their padding: it is the room between
 * touch targets that axe's target-size asks for.
 */
export const groupButton = style({
  width: `calc(${vars.size.control} - 8px)`,
});

export const dateInput = style({
  display: 'inline-flex',
  alignItems: 'center',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  outline: 'none',
});

export const segment = style({
  padding: `0 1px`,
  borderRadius: vars.radius.sm,
  outline: 'none',
  caretColor: 'transparent',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-type="literal"]': { padding: 0 },
    '&:focus': { background: vars.color.brand, color: vars.color.onBrand },
    '&[data-disabled]': { color: vars.color.textMuted },
  },
});

export const dash = style({
  color: vars.color.textMuted,
});

/** The box and the calendar under it: the calendar is placed against this, over what follows. */
export const anchor = style({
  position: 'relative',
});

export const calendarPanel = style({
  position: 'absolute',
  top: `calc(100% + ${vars.space.xs})`,
  left: 0,
  // Over the list below it, under the page's sticky header and bars when the page scrolls while open.
  zIndex: `calc(${vars.zIndex.sticky} - 1)`,
});

/** Lined up with the field's end where its start leaves too little room before the window's edge. */
export const calendarPanelAtEnd = style({
  left: 'auto',
  right: 0,
});

export const dialog = style({
  padding: vars.space.md,
  outline: 'none',
});

export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBottom: vars.space.sm,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'center',
  selectors: {
    // vi-VN gives "tháng 5 năm 2024"; only the first letter of a heading is a capital.
    '&::first-letter': { textTransform: 'uppercase' },
  },
});

export const navButton = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const grid = style({
  borderCollapse: 'collapse',
  margin: '0 auto',
});

export const headerCell = style({
  width: '40px',
  height: '32px',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
});

globalStyle(`${grid} td`, { padding: 0 });

/** 40px cells: seven fit a 375px phone and each is well over the 24px minimum target. */
export const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  height: '40px',
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  '@media': {
    // A tap leaves :hover behind on a touch screen; only a pointer that hovers shows it.
    '(hover: hover)': { selectors: { '&:hover:not([data-selected])': { background: vars.color.neutralSoft } } },
  },
  selectors: {
    '&[data-selected]': { background: vars.color.brandSoft, color: vars.color.text },
    '&[data-today]': { fontWeight: vars.fontWeight.semibold, color: vars.color.brand },
    '&[data-selection-start], &[data-selection-end]': { background: vars.color.brand, color: vars.color.onBrand },
    '&[data-selection-start]': { borderTopLeftRadius: vars.radius.md, borderBottomLeftRadius: vars.radius.md },
    '&[data-selection-end]': { borderTopRightRadius: vars.radius.md, borderBottomRightRadius: vars.radius.md },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});
